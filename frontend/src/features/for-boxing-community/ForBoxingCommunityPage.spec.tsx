import { screen, within } from '@testing-library/react';
import { renderRoute } from '../../test-support/render';

// The page is a lazy chunk with six languages of texts: on a busy machine its first render can take seconds.
const PAGE_LOAD = { timeout: 10_000 };

describe('ForBoxingCommunityPage', () => {
  it('shows every block of the page in order', async () => {
    await renderRoute('/for-boxing-community');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Train smarter. Lift your whole neighbourhood.' }, PAGE_LOAD),
    ).toBeInTheDocument();
    expect(
      screen
        .getAllByRole('heading', { level: 2 })
        .slice(0, 6)
        .map((heading) => heading.textContent),
    ).toEqual([
      'Why boxers train with Rebound',
      'Your training, in numbers',
      'One bag, three places to train',
      'The technology inside',
      'Stories from the ring',
      'Boxing for everyone',
    ]);
  });

  it('lists the benefits', async () => {
    await renderRoute('/for-boxing-community');
    const benefits = await screen.findByRole('region', { name: 'Why boxers train with Rebound' }, PAGE_LOAD);
    expect(within(benefits).getAllByRole('listitem')).toHaveLength(6);
  });

  it('shows the performance metrics as figures with their labels', async () => {
    await renderRoute('/for-boxing-community');
    const metrics = await screen.findByRole('region', { name: 'Your training, in numbers' }, PAGE_LOAD);
    expect(metrics).toHaveAttribute('id', 'metrics');
    const figures = within(metrics)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(figures).toEqual([
      ['Peak punch force', '2,500 N'],
      ['Accuracy on target', '94%'],
      ['Sessions logged', '156'],
      ['Average power since the start', '+23%'],
    ]);
  });

  it('has three environments, four technology features and two impact stories', async () => {
    await renderRoute('/for-boxing-community');
    const headingsIn = (name: string) =>
      within(screen.getByRole('region', { name }))
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent);
    await screen.findByRole('heading', { level: 1 }, PAGE_LOAD);
    expect(headingsIn('One bag, three places to train')).toEqual(['In the gym', 'At home', 'In the community centre']);
    expect(headingsIn('The technology inside')).toEqual(['Motion sensor', 'ESP32 board', 'Round display', 'AI coaching app']);
    expect(headingsIn('Stories from the ring')).toEqual(['Boxing nights for young people', 'Professionals as mentors']);
    const stories = screen.getByRole('region', { name: 'Stories from the ring' });
    expect(within(stories).getByText(/^45 young people joined/)).toBeInTheDocument();
    expect(within(stories).getByText(/^12 professional boxers/)).toBeInTheDocument();
  });

  it('closes with the 0 euro, 24/7 and 100% tiles and working calls to action', async () => {
    await renderRoute('/for-boxing-community');
    const access = await screen.findByRole('region', { name: 'Boxing for everyone' }, PAGE_LOAD);
    expect(within(access).getByText('€0')).toBeInTheDocument();
    expect(within(access).getByText('24/7')).toBeInTheDocument();
    expect(within(access).getByText('100%')).toBeInTheDocument();
    expect(within(access).getByRole('link', { name: /Bring Rebound to your gym/ })).toHaveAttribute('href', '/get-involved#interest-form');
    expect(within(access).getByRole('link', { name: /Build your own bag/ })).toHaveAttribute('href', '/diy-hub');
    expect(screen.getByRole('link', { name: /See the numbers/ })).toHaveAttribute('href', '#metrics');
    expect(screen.getByRole('link', { name: /Join the community/ })).toHaveAttribute('href', '/community');
  });

  it('is in Persian for Persian readers, figures in Persian digits', async () => {
    await renderRoute('/for-boxing-community', { language: 'fa' });
    const heading = await screen.findByRole('heading', { level: 1 }, PAGE_LOAD);
    expect(heading.textContent).toMatch(/\p{Script=Arabic}/u);
    expect(screen.getByText('۱۵۶')).toBeInTheDocument();
  });
});
