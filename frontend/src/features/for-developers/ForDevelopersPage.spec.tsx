import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../../test-support/render';

const API_SECTIONS = ['Authentication', 'Training Sessions', 'Punches', 'WebSocket Channels'];
const disclosure = (title: string) => screen.getByRole('heading', { level: 3, name: title }).closest('details')!;
const summary = (title: string) => disclosure(title).querySelector('summary')!;
const openStates = () => API_SECTIONS.map((title) => disclosure(title).open);

describe('ForDevelopersPage', () => {
  it('shows every block of the page in order', async () => {
    await renderRoute('/for-developers');
    expect(await screen.findByRole('heading', { level: 1, name: 'Build the Bag with Us' })).toBeInTheDocument();
    expect(
      screen
        .getAllByRole('heading', { level: 2 })
        .slice(0, 4)
        .map((heading) => heading.textContent),
    ).toEqual(['Three Repositories, One Product', 'API Documentation', 'How to Contribute', 'Ready to Write Some Code?']);
  });

  it('shows three repository cards with language, stars and link', async () => {
    await renderRoute('/for-developers');
    const repositories = await screen.findByRole('region', { name: 'Three Repositories, One Product' });
    const cards = within(repositories).getAllByRole('article');
    const summaries = cards.map((card) => {
      const stars = within(card).getByText(/ stars$/);
      return {
        name: within(card).getByRole('heading').textContent,
        language: stars.previousElementSibling?.textContent,
        stars: stars.textContent,
        href: within(card).getByRole('link').getAttribute('href'),
      };
    });
    expect(summaries).toEqual([
      { name: 'Firmware', language: 'Language: MicroPython', stars: '127 stars', href: 'https://github.com/rebound-bag/rebound-firmware' },
      { name: 'Mobile App', language: 'Language: Dart', stars: '89 stars', href: 'https://github.com/rebound-bag/rebound-app' },
      { name: 'Hardware', language: 'Language: CAD/PCB', stars: '203 stars', href: 'https://github.com/rebound-bag/rebound-hardware' },
    ]);
    for (const link of within(repositories).getAllByRole('link')) expect(link).toHaveAttribute('target', '_blank');
  });

  it('starts with every API section closed; each opens and closes on its own', async () => {
    await renderRoute('/for-developers');
    await screen.findByRole('heading', { level: 1 });
    const user = userEvent.setup();
    expect(screen.getByRole('region', { name: 'API Documentation' })).toHaveAttribute('id', 'api-docs');
    expect(openStates()).toEqual([false, false, false, false]);

    await user.click(summary('Training Sessions'));
    expect(openStates()).toEqual([false, true, false, false]);

    await user.click(summary('WebSocket Channels'));
    expect(openStates()).toEqual([false, true, false, true]);

    await user.click(summary('Training Sessions'));
    expect(openStates()).toEqual([false, false, false, true]);

    await user.click(summary('Authentication'));
    await user.click(summary('Punches'));
    expect(openStates()).toEqual([true, false, true, true]);
  });

  it('lists every endpoint with its method, path and description, as left-to-right code', async () => {
    await renderRoute('/for-developers');
    await screen.findByRole('heading', { level: 1 });
    const endpoints = API_SECTIONS.flatMap((title) =>
      within(disclosure(title))
        .getAllByRole('listitem')
        .map((item) => `${item.querySelectorAll('code')[0].textContent} ${item.querySelectorAll('code')[1].textContent}`),
    );
    expect(endpoints).toEqual([
      'POST /auth/login',
      'POST /auth/refresh',
      'POST /auth/logout',
      'GET /sessions',
      'POST /sessions',
      'GET /sessions/{id}',
      'PUT /sessions/{id}',
      'POST /punches',
      'GET /punches/session/{id}',
      'GET /punches/analytics',
      'WS /ws/live',
      'WS /ws/coaching',
    ]);
    const live = within(disclosure('WebSocket Channels')).getByText('/ws/live');
    expect(live.closest('[dir]')).toHaveAttribute('dir', 'ltr');
    expect(
      within(disclosure('WebSocket Channels')).getByText('Live punch data, streamed from the bag while you train'),
    ).toBeInTheDocument();
    expect(within(disclosure('Authentication')).getByText(/JWT access token/)).toBeInTheDocument();
  });

  it('links to the code, the docs anchor, the forum and the external form', async () => {
    await renderRoute('/for-developers');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('link', { name: /Read the API Docs/ })).toHaveAttribute('href', '#api-docs');
    expect(screen.getByRole('link', { name: /Browse the Code/ })).toHaveAttribute('href', 'https://github.com/rebound-bag');
    expect(screen.getByRole('link', { name: /Visit the Community Forum/ })).toHaveAttribute(
      'href',
      'https://github.com/orgs/rebound-bag/discussions',
    );
    const join = screen.getByRole('region', { name: 'Ready to Write Some Code?' });
    expect(within(join).getByRole('link', { name: /Open Our GitHub Organisation/ })).toHaveAttribute(
      'href',
      'https://github.com/rebound-bag',
    );
    expect(within(join).getByRole('link', { name: /Join the Developer Team/ })).toHaveAttribute(
      'href',
      'https://tally.so/r/rebound-join-team',
    );
  });

  it('lands on the API documentation from /docs', async () => {
    await renderRoute('/docs');
    expect(await screen.findByRole('heading', { level: 1, name: 'Build the Bag with Us' })).toBeInTheDocument();
  });

  it('is in Persian for Persian readers, with paths still left to right', async () => {
    await renderRoute('/for-developers', { language: 'fa' });
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toMatch(/\p{Script=Arabic}/u);
    expect(screen.getAllByText('/sessions/{id}')[0].closest('[dir]')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByText('۲۰۳ ستاره')).toBeInTheDocument();
  });
});
