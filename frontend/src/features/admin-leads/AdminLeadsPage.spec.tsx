import type { InterestLeadDto } from '@shared/api-types';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { heldAnswer, installFakeApi, type FakeApi } from '../../test-support/fake-api';
import { renderRoute } from '../../test-support/render';
import { adminLeadsApi, LEADS_FETCH_FAILED } from './admin-leads-api';

const LONG_MESSAGE =
  'We run an after-school boxing programme for 40 teenagers in Weert and would like to test the smart bag with two groups next term, ideally with a workshop for our coaches.';

const LEADS: InterestLeadDto[] = [
  { id: '3f2a9c1e-7b4d-4e8a-9c0f-1d2e3f4a5b6c', name: 'Sanne de Vries', email: 'sanne@example.org', message: LONG_MESSAGE, createdAt: '2025-09-03T08:15:00.000Z', notifiedAt: null },
  { id: 'a1b2c3d4-0000-4000-8000-000000000002', name: 'Reza Ahmadi', email: 'reza@example.org', message: null, createdAt: '2025-09-01T17:40:00.000Z', notifiedAt: null },
];

const UNAUTHORIZED = { status: 401, body: { statusCode: 401, error: 'Unauthorized', message: 'Sign in first' } };
const SIGNED_IN = { 'GET /api/auth/me': { status: 200, body: { admin: true } }, 'GET /api/interest': { status: 200, body: LEADS } };
const SIGNED_OUT = { 'GET /api/auth/me': UNAUTHORIZED, 'GET /api/interest': UNAUTHORIZED };

let api: FakeApi;
beforeAll(() => {
  // Radix positions tooltips with ResizeObserver, which jsdom lacks.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});
afterEach(() => api.restore());

const renderAdmin = async (language?: 'fa') => {
  const rendered = await renderRoute('/admin/leads', { language });
  await screen.findByRole('heading', { level: 1 });
  return rendered;
};
const passwordField = () => screen.getByLabelText('Admin password');
const signInButton = () => screen.getByRole('button', { name: 'Sign in' });

describe('AdminLeadsPage', () => {
  it('says it is loading while the session is checked', async () => {
    const held = heldAnswer({ status: 200, body: { admin: true } });
    api = installFakeApi({ ...SIGNED_IN, 'GET /api/auth/me': held.route });
    await renderAdmin();
    expect(screen.getByRole('heading', { level: 1, name: 'Interest Leads' })).toBeInTheDocument();
    expect(screen.getByText('Manage and review community interest submissions')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading leads…');
    await act(async () => held.release());
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('says it is loading while the leads load', async () => {
    const held = heldAnswer({ status: 200, body: LEADS });
    api = installFakeApi({ ...SIGNED_IN, 'GET /api/interest': held.route });
    await renderAdmin();
    await waitFor(() => expect(api.calls.map((call) => call.path)).toContain('/api/interest'));
    expect(screen.getByRole('status')).toHaveTextContent('Loading leads…');
    await act(async () => held.release());
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('asks a visitor who is not signed in for the password, and asks for nothing else', async () => {
    api = installFakeApi(SIGNED_OUT);
    await renderAdmin();
    expect(await screen.findByRole('heading', { level: 2, name: 'Sign in to see the leads' })).toBeInTheDocument();
    expect(passwordField()).toHaveAttribute('type', 'password');
    expect(passwordField()).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
    expect(api.calls.map((call) => call.path)).toEqual(['/api/auth/me']);
  });

  it('asks for the password before sending an empty one', async () => {
    api = installFakeApi(SIGNED_OUT);
    await renderAdmin();
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter the admin password.');
    expect(passwordField()).toHaveFocus();
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('says the password is wrong on a 401, and empties the field for another try', async () => {
    api = installFakeApi({ ...SIGNED_OUT, 'POST /api/auth/login': UNAUTHORIZED });
    await renderAdmin();
    await userEvent.type(await screen.findByLabelText('Admin password'), 'not-the-password');
    await userEvent.click(signInButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong password. Please try again.');
    expect(passwordField()).toHaveValue('');
    expect(passwordField()).toHaveAttribute('aria-invalid', 'true');
    expect(passwordField()).toHaveAccessibleDescription('Wrong password. Please try again.');
    // Typing again clears the error.
    await userEvent.type(passwordField(), 'x');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says there were too many attempts on a 429', async () => {
    api = installFakeApi({ ...SIGNED_OUT, 'POST /api/auth/login': { status: 429, body: { statusCode: 429, error: 'Too Many Requests', message: 'Slow down' }, headers: { 'Retry-After': '900' } } });
    await renderAdmin();
    await userEvent.type(await screen.findByLabelText('Admin password'), 'guess');
    await userEvent.click(signInButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many sign-in attempts. Please wait a few minutes and try again.');
  });

  it('shows that it is signing in, then the leads table, and moves focus to it', async () => {
    const held = heldAnswer({ status: 204 });
    api = installFakeApi({ ...SIGNED_OUT, 'POST /api/auth/login': held.route });
    await renderAdmin();
    await userEvent.type(await screen.findByLabelText('Admin password'), 'right-password');
    await userEvent.click(signInButton());
    const pending = screen.getByRole('button', { name: 'Signing in…' });
    expect(pending).toBeDisabled();

    api.answer('GET /api/interest', { status: 200, body: LEADS });
    await act(async () => held.release());
    const heading = await screen.findByRole('heading', { level: 2, name: 'Submissions, newest first' });
    expect(heading).toHaveFocus();
    expect(screen.getByRole('table', { name: 'Submissions, newest first' })).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST')).toEqual({ method: 'POST', path: '/api/auth/login', body: { password: 'right-password' } });
    // Signed in by the 204 itself: /me is not asked again.
    expect(api.calls.filter((call) => call.path === '/api/auth/me')).toHaveLength(1);
  });

  it('links a stored address that carries a query only to that one address (encoded, so it cannot add a Bcc)', async () => {
    const hostile = { ...LEADS[1], email: 'x@evil.example?bcc=attacker@evil.example' };
    api = installFakeApi({ ...SIGNED_IN, 'GET /api/interest': { status: 200, body: [hostile] } });
    await renderAdmin();
    const link = await screen.findByRole('link', { name: hostile.email });
    expect(link).toHaveAttribute('href', 'mailto:x@evil.example%3Fbcc%3Dattacker@evil.example');
  });

  it('lists the leads with short ids, mailto links, cut messages with the full text on focus, and the total', async () => {
    api = installFakeApi(SIGNED_IN);
    await renderAdmin();
    const table = await screen.findByRole('table', { name: 'Submissions, newest first' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual(['ID', 'Name', 'Email', 'Message', 'Created']);
    for (const header of headers) expect(header).toHaveAttribute('scope', 'col');

    const [, first, second] = within(table).getAllByRole('row');
    const cells = within(first).getAllByRole('cell');
    expect(within(cells[0]).getByText('3f2a9c1e…')).toHaveAttribute('aria-hidden', 'true');
    expect(within(cells[0]).getByText(LEADS[0].id)).toHaveClass('visually-hidden');
    expect(cells[1]).toHaveTextContent('Sanne de Vries');
    expect(within(cells[2]).getByRole('link', { name: 'sanne@example.org' })).toHaveAttribute('href', 'mailto:sanne@example.org');
    expect(within(cells[4]).getByText(/2025/)).toHaveAttribute('dateTime', LEADS[0].createdAt);

    // The message is cut by CSS; focusing it opens the full text in a tooltip.
    const message = within(cells[3]).getByText(LONG_MESSAGE);
    expect(message).toHaveAttribute('tabindex', '0');
    act(() => message.focus());
    expect(await screen.findByRole('tooltip')).toHaveTextContent(LONG_MESSAGE);

    // The short id opens the full id the same way.
    const id = within(cells[0]).getByText('3f2a9c1e…').parentElement as HTMLElement;
    act(() => id.focus());
    await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent(LEADS[0].id));

    const noMessage = within(within(second).getAllByRole('cell')[3]).getByText('No message');
    expect(noMessage.tagName).toBe('EM');
    expect(screen.getByText('Total leads: 2')).toBeInTheDocument();
    // Phones scroll the table sideways inside a keyboard-reachable region.
    expect(screen.getByRole('region', { name: 'Submissions, newest first' })).toHaveAttribute('tabindex', '0');
  });

  it('shows the error message when the leads fail, keeps "Failed to fetch leads" internally, and tries again on request', async () => {
    api = installFakeApi({ ...SIGNED_IN, 'GET /api/interest': { status: 500, body: 'database down' } });
    const { store } = await renderAdmin();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading leads. Please try again.');
    expect(screen.queryByText(/database down/)).not.toBeInTheDocument();
    expect(adminLeadsApi.endpoints.leads.select()(store.getState()).error).toMatchObject({ status: 500, message: LEADS_FETCH_FAILED });

    api.answer('GET /api/interest', { status: 200, body: LEADS });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('says so when there are no leads', async () => {
    api = installFakeApi({ ...SIGNED_IN, 'GET /api/interest': { status: 200, body: [] } });
    await renderAdmin();
    expect(await screen.findByText('No interest leads found.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('asks for the password again when the leads answer 401 (the session ended)', async () => {
    api = installFakeApi({ ...SIGNED_IN, 'GET /api/interest': UNAUTHORIZED });
    await renderAdmin();
    expect(await screen.findByRole('heading', { level: 2, name: 'Sign in to see the leads' })).toBeInTheDocument();
    expect(screen.getByText('Your session has ended. Please sign in again.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();

    api.answer('POST /api/auth/login', { status: 204 });
    api.answer('GET /api/interest', { status: 200, body: LEADS });
    await userEvent.type(passwordField(), 'right-password');
    await userEvent.click(signInButton());
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('signs out: the form comes back, a toast says so, and the leads are gone from memory', async () => {
    api = installFakeApi({ ...SIGNED_IN, 'POST /api/auth/logout': { status: 204 } });
    const { store } = await renderAdmin();
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));

    const heading = await screen.findByRole('heading', { level: 2, name: 'Sign in to see the leads' });
    expect(heading).toHaveFocus();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(await screen.findByText('Signed out')).toBeInTheDocument();
    expect(screen.queryByText('Your session has ended. Please sign in again.')).not.toBeInTheDocument();
    await waitFor(() => expect(adminLeadsApi.endpoints.leads.select()(store.getState()).data).toBeUndefined());
    expect(api.calls.filter((call) => call.path === '/api/interest')).toHaveLength(1);
  });

  it('treats a 401 on sign-out as signed out, and reports any other failure', async () => {
    api = installFakeApi({ ...SIGNED_IN, 'POST /api/auth/logout': { status: 500, body: 'boom' } });
    await renderAdmin();
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('Signing out did not work. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('table')).toBeInTheDocument();

    api.answer('POST /api/auth/logout', UNAUTHORIZED);
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Sign in to see the leads' })).toBeInTheDocument();
  });

  it('speaks Persian', async () => {
    api = installFakeApi(SIGNED_IN);
    await renderAdmin('fa');
    expect(screen.getByRole('heading', { level: 1, name: 'درخواست‌های علاقه‌مندی' })).toBeInTheDocument();
    expect(await screen.findByText('تعداد کل درخواست‌ها: ۲')).toBeInTheDocument();
  });
});
