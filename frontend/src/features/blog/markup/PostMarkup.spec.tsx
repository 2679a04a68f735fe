import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PRODUCT_NAME } from '../../../app/config/product';
import { renderWithProviders } from '../../../test-support/render';
import { PostMarkup } from './PostMarkup';

const renderMarkup = (content: string) => renderWithProviders(<PostMarkup content={content} />);

describe('PostMarkup', () => {
  it('renders "# ", "## " and "### " one level below the page title: h2, h3, h4', async () => {
    await renderMarkup('# Level one\n## Level two\n### Level **three**');
    expect(screen.getByRole('heading', { level: 2, name: 'Level one' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Level two' })).toBeInTheDocument();
    const third = screen.getByRole('heading', { level: 4, name: 'Level three' });
    expect(within(third).getByText('three').tagName).toBe('STRONG');
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('groups consecutive list items into one list, with bold labels', async () => {
    await renderMarkup('- **Controller**: an ESP32 board\n- A plain item\n- Bold **inside**');
    const lists = screen.getAllByRole('list');
    expect(lists).toHaveLength(1);
    const items = within(lists[0]).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Controller: an ESP32 board', 'A plain item', 'Bold inside']);
    expect(within(items[0]).getByText('Controller:').tagName).toBe('STRONG');
    expect(within(items[2]).getByText('inside').tagName).toBe('STRONG');
  });

  it('renders a fully bold line as a bold paragraph and inline pairs as bold runs', async () => {
    const { container } = await renderMarkup('**All of it is bold**\nOnly **this** is bold, this ** is not');
    const paragraphs = container.querySelectorAll('p');
    expect(paragraphs).toHaveLength(2);
    expect(paragraphs[0].innerHTML).toBe('<strong>All of it is bold</strong>');
    expect(paragraphs[1].innerHTML).toBe('Only <strong>this</strong> is bold, this ** is not');
  });

  it('renders an empty line as a line break', async () => {
    const { container } = await renderMarkup('Before\n\nAfter');
    const body = container.firstElementChild as HTMLElement;
    expect([...body.children].map((element) => element.tagName)).toEqual(['P', 'BR', 'P']);
  });

  it('renders a shorts address as a video card with its caption, a YouTube link and click-to-load playback', async () => {
    await renderMarkup('https://www.youtube.com/shorts/Xq3rB0und7e Prototype test: the first punches');
    const card = screen.getByRole('figure', { name: 'Prototype test: the first punches' });
    const link = within(card).getByRole('link', { name: /Watch on YouTube/ });
    expect(link).toHaveAttribute('href', 'https://www.youtube.com/shorts/Xq3rB0und7e');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    // Nothing loads from YouTube until the visitor presses play.
    expect(card.querySelector('iframe')).toBeNull();
    await userEvent.click(within(card).getByRole('button', { name: 'Play Video: Prototype test: the first punches' }));
    expect(card.querySelector('iframe')).toHaveAttribute('src', expect.stringContaining('youtube-nocookie.com/embed/Xq3rB0und7e'));
  });

  it('gives a watch address without text the default caption', async () => {
    await renderMarkup('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    const card = screen.getByRole('figure', { name: `${PRODUCT_NAME} Prototype Demo` });
    expect(within(card).getByRole('link', { name: /Watch on YouTube/ })).toHaveAttribute(
      'href',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    );
    expect(within(card).getByRole('button', { name: `Play Video: ${PRODUCT_NAME} Prototype Demo` })).toBeInTheDocument();
  });

  it('shows HTML in a post as text and never creates elements from it', async () => {
    const { container } = await renderMarkup('<script>alert(1)</script>\n- <img src=x onerror=alert(2)>\n## <b>not bold</b>');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(screen.getByText('<script>alert(1)</script>')).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('<img src=x onerror=alert(2)>');
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('<b>not bold</b>');
  });

  it('renders CRLF content like LF content', async () => {
    const content = '# Title\n\n- one\n- two\n**Bold**\nText';
    const lf = (await renderMarkup(content)).container.innerHTML;
    document.body.innerHTML = '';
    const crlf = (await renderMarkup(content.replaceAll('\n', '\r\n'))).container.innerHTML;
    expect(crlf).toBe(lf);
    expect(crlf).toContain('<li>one</li><li>two</li>');
  });
});
