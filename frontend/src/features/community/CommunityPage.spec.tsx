import { screen, within } from '@testing-library/react';
import { EXTERNAL_LINKS } from '../../app/config/external-links';
import { renderRoute } from '../../test-support/render';

describe('CommunityPage', () => {
  it('shows the title, the three cards, the four stat tiles and the join block in order', async () => {
    await renderRoute('/community');
    expect(await screen.findByRole('heading', { level: 1, name: 'The Rebound Community' })).toBeInTheDocument();
    expect(
      screen.getByText('Makers, coaches, youth workers and young boxers who share builds, training ideas and the small wins that matter.'),
    ).toBeInTheDocument();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    const order = ['Three Ways to Connect', 'A Growing Community', 'Come and Say Hello'];
    const first = headings.indexOf(order[0]);
    expect(headings.slice(first, first + order.length)).toEqual(order);

    const spaces = screen.getByRole('region', { name: 'Three Ways to Connect' });
    expect(
      within(spaces)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Discussion Forums', 'Monthly Workshops', 'Success Stories']);
    expect(within(spaces).getByRole('link', { name: 'Open the Forum (opens in a new tab)' })).toHaveAttribute(
      'href',
      EXTERNAL_LINKS.community.forum,
    );
    expect(within(spaces).getByRole('link', { name: 'See Upcoming Workshops' })).toHaveAttribute('href', '/get-involved#ways-to-help');
    expect(within(spaces).getByRole('link', { name: 'Read the Stories' })).toHaveAttribute('href', '/blog');
  });

  it('shows the community figures', async () => {
    await renderRoute('/community');
    const stats = await screen.findByRole('region', { name: 'A Growing Community' });
    for (const [figure, label] of [
      ['88', 'community members'],
      ['11', 'countries'],
      ['20', 'systems built'],
      ['500+', 'training sessions'],
    ]) {
      expect(within(stats).getByText(figure)).toBeInTheDocument();
      expect(within(stats).getByText(label)).toBeInTheDocument();
    }
  });

  it('makes Join Discord and Follow on GitHub real links, and links contributors, the forum and the chat', async () => {
    await renderRoute('/community');
    const join = await screen.findByRole('region', { name: 'Come and Say Hello' });
    const discord = within(join).getByRole('link', { name: 'Join Discord (opens in a new tab)' });
    expect(discord).toHaveAttribute('href', EXTERNAL_LINKS.community.discord);
    expect(discord).toHaveAttribute('target', '_blank');
    expect(within(join).getByRole('link', { name: 'Follow on GitHub (opens in a new tab)' })).toHaveAttribute(
      'href',
      EXTERNAL_LINKS.sourceCode.organisation,
    );
    expect(within(join).getByRole('link', { name: 'Browse the Code on GitHub (opens in a new tab)' })).toHaveAttribute(
      'href',
      EXTERNAL_LINKS.sourceCode.organisation,
    );
    expect(within(join).getByRole('link', { name: 'Visit the Forum (opens in a new tab)' })).toHaveAttribute(
      'href',
      EXTERNAL_LINKS.community.forum,
    );
    expect(within(join).getByRole('link', { name: 'Chat on Discord (opens in a new tab)' })).toHaveAttribute(
      'href',
      EXTERNAL_LINKS.community.discord,
    );
  });

  it('speaks Persian, with Persian digits', async () => {
    await renderRoute('/community', { language: 'fa' });
    expect(await screen.findByRole('heading', { level: 1, name: 'جامعهٔ Rebound' })).toBeInTheDocument();
    expect(screen.getByText('۸۸')).toBeInTheDocument();
  });
});
