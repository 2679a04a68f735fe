import type { NewsletterSubscriberDto } from '@rebound/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FakeApi, heldAnswer } from '../../../test-support/fake-api';
import { renderRoute } from '../../../test-support/render';
import { OWNER_ME } from '../../../test-support/staff-session';
import { setUpStaffPageSpec } from '../staff-page-spec-setup';

const subscriber = (n: number, changes: Partial<NewsletterSubscriberDto> = {}): NewsletterSubscriberDto => ({
  id: `a1b2c3d4-0000-4000-8000-${String(n).padStart(12, '0')}`,
  email: `reader${n}@example.org`,
  language: 'en',
  status: 'confirmed',
  requestedAt: '2026-11-20T08:15:00.000Z',
  confirmedAt: '2026-11-20T08:20:00.000Z',
  ...changes,
});

const FIRST_PAGE = [
  subscriber(1, { email: 'o+brien@example.org', language: 'fa' }),
  subscriber(2, { status: 'pending', confirmedAt: null, language: 'nl' }),
];
const LIST = '/api/newsletter/subscribers?limit=50';
const UNAUTHORIZED = { status: 401, body: { statusCode: 401, error: 'Unauthorized', message: 'Sign In first' } };
const listAnswer = (body: NewsletterSubscriberDto[], total: number, next?: string) => ({
  status: 200,
  body,
  headers: {
    'X-Total-Count': String(total),
    ...(next ? { Link: `</api/newsletter/subscribers?limit=50&cursor=${next}>; rel="next"` } : {}),
  },
});

let api: FakeApi;
const installApi = setUpStaffPageSpec();

const open = async (path = '/admin/subscribers') => {
  const rendered = await renderRoute(path);
  await screen.findByRole('heading', { level: 1, name: 'Newsletter Subscribers' });
  return rendered;
};

describe('AdminSubscribersPage', () => {
  it('names the subscribers, not the leads, while the session is checked', async () => {
    const held = heldAnswer(UNAUTHORIZED);
    api = installApi({ 'GET /api/auth/me': held.route });
    await open();
    expect(screen.getByRole('status')).toHaveTextContent('Loading subscribers…');
    await act(async () => held.release());
    expect(await screen.findByRole('heading', { level: 2, name: 'Sign In to See the Subscribers' })).toBeInTheDocument();
  });

  it('asks to sign in first, in words about subscribers', async () => {
    api = installApi({
      'GET /api/auth/me': UNAUTHORIZED,
      'POST /api/auth/login': { status: 204 },
      [`GET ${LIST}`]: listAnswer(FIRST_PAGE, 2),
    });
    const user = userEvent.setup();
    await open();
    expect(await screen.findByRole('heading', { level: 2, name: 'Sign In to See the Subscribers' })).toBeInTheDocument();
    expect(api.calls.some((call) => call.path.startsWith('/api/newsletter'))).toBe(false);
    await user.type(screen.getByLabelText('E-mail address'), OWNER_ME.account.email);
    await user.type(screen.getByLabelText('Password'), 'the-password');
    api.answer('GET /api/auth/me', { status: 200, body: OWNER_ME });
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('table', { name: 'Subscribers, Newest First' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Subscribers, Newest First' })).toHaveFocus());
  });

  it('lists the subscribers with their columns, the total and the export of the current filter', async () => {
    api = installApi({ 'GET /api/auth/me': { status: 200, body: OWNER_ME }, [`GET ${LIST}`]: listAnswer(FIRST_PAGE, 2) });
    await open();
    const table = await screen.findByRole('table');
    const [header, first, second] = within(table).getAllByRole('row');
    expect(
      within(header)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Email', 'Language', 'Status', 'Subscribed', 'Confirmed', 'Actions']);
    expect(within(first).getByRole('link', { name: 'o+brien@example.org' })).toHaveAttribute('href', 'mailto:o%2Bbrien@example.org');
    expect(within(first).getByText('فارسی')).toHaveAttribute('lang', 'fa');
    expect(within(first).getByText('Confirmed')).toBeInTheDocument();
    expect(within(second).getByText('Pending')).toBeInTheDocument();
    expect(within(second).getByText('Not yet')).toBeInTheDocument();
    expect(screen.getByText('2 subscribers')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export as CSV' })).toHaveAttribute('href', '/api/newsletter/subscribers/export');
    // The admin pages' navigation marks this one.
    const nav = screen.getByRole('navigation', { name: 'Admin pages' });
    expect(within(nav).getByRole('link', { name: 'Subscribers' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Leads' })).not.toHaveAttribute('aria-current');
  });

  it('filters by status through the address, exporting that status', async () => {
    api = installApi({
      'GET /api/auth/me': { status: 200, body: OWNER_ME },
      [`GET ${LIST}`]: listAnswer(FIRST_PAGE, 2),
      [`GET ${LIST}&status=pending`]: listAnswer([FIRST_PAGE[1]], 1),
    });
    const user = userEvent.setup();
    await open();
    await screen.findByRole('table');
    await user.selectOptions(screen.getByLabelText('Show'), 'Pending confirmation');
    expect(await screen.findByText('1 subscriber')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export as CSV' })).toHaveAttribute(
      'href',
      '/api/newsletter/subscribers/export?status=pending',
    );
    expect(screen.queryByRole('link', { name: 'o+brien@example.org' })).not.toBeInTheDocument();
  });

  it('pages forward by the cursor of the Link header and back again', async () => {
    api = installApi({
      'GET /api/auth/me': { status: 200, body: OWNER_ME },
      [`GET ${LIST}`]: listAnswer(FIRST_PAGE, 3, 'c2'),
      [`GET ${LIST}&cursor=c2`]: listAnswer([subscriber(3)], 3),
    });
    const user = userEvent.setup();
    await open();
    await screen.findByRole('table');
    expect(screen.queryByRole('button', { name: 'Previous Page' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next Page' }));
    expect(await screen.findByRole('link', { name: 'reader3@example.org' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next Page' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous Page' }));
    expect(await screen.findByRole('link', { name: 'o+brien@example.org' })).toBeInTheDocument();
    expect(screen.getByText('3 subscribers')).toBeInTheDocument();
  });

  it('deletes one subscriber after a dialog that names the address, then says so', async () => {
    let deleted = false;
    api = installApi({
      'GET /api/auth/me': { status: 200, body: OWNER_ME },
      [`GET ${LIST}`]: () => (deleted ? listAnswer([FIRST_PAGE[1]], 1) : listAnswer(FIRST_PAGE, 2)),
      [`DELETE /api/newsletter/subscribers/${FIRST_PAGE[0].id}`]: () => {
        deleted = true;
        return { status: 204 };
      },
    });
    const user = userEvent.setup();
    await open();
    const table = await screen.findByRole('table');
    await user.click(within(table).getByRole('button', { name: 'Delete o+brien@example.org' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete This Subscriber?' });
    expect(dialog).toHaveTextContent('o+brien@example.org will be removed from the newsletter list for good.');
    // Cancel is where focus starts: Enter alone deletes nothing.
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Delete Subscriber' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Subscriber deleted')).toBeInTheDocument();
    expect(await screen.findByText('1 subscriber')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });

  it('keeps the dialog open with a message when deleting fails', async () => {
    api = installApi({
      'GET /api/auth/me': { status: 200, body: OWNER_ME },
      [`GET ${LIST}`]: listAnswer(FIRST_PAGE, 2),
      [`DELETE /api/newsletter/subscribers/${FIRST_PAGE[0].id}`]: {
        status: 500,
        body: { statusCode: 500, error: 'Internal Server Error', message: 'x' },
      },
    });
    const user = userEvent.setup();
    await open();
    await user.click(within(await screen.findByRole('table')).getByRole('button', { name: 'Delete o+brien@example.org' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete Subscriber' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Deleting did not work. Please try again.');
  });
});
