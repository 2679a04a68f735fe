import type { LeadListItemDto } from '@rebound/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FakeApi, heldAnswer } from '../../../test-support/fake-api';
import { renderRoute } from '../../../test-support/render';
import { OWNER_ME } from '../../../test-support/staff-session';
import { setUpStaffPageSpec } from '../staff-page-spec-setup';
import { adminLeadsApi, LEADS_FETCH_FAILED } from './admin-leads-api';
import { apiFilterParams, leadExportUrl } from './lead-search';

const LONG_MESSAGE =
  'We run an after-school boxing programme for 40 teenagers in Weert and would like to test the smart bag with two groups next term, ideally with a workshop for our coaches.';

const LEADS: LeadListItemDto[] = [
  {
    id: '3f2a9c1e-7b4d-4e8a-9c0f-1d2e3f4a5b6c',
    name: 'Sanne de Vries',
    email: 'sanne@example.org',
    message: LONG_MESSAGE,
    createdAt: '2025-09-03T08:15:00.000Z',
    notifiedAt: '2025-09-03T08:15:04.000Z',
    notificationStatus: 'sent',
  },
  {
    id: 'a1b2c3d4-0000-4000-8000-000000000002',
    name: 'Reza Ahmadi',
    email: 'reza@example.org',
    message: null,
    createdAt: '2025-09-01T17:40:00.000Z',
    notifiedAt: null,
    notificationStatus: 'failed',
  },
];

/** The first page of the unfiltered list, as the desk asks for it. */
const FIRST_PAGE = 'GET /api/interest?limit=50';

/** GET /api/interest's answer: the page's leads, the search's total and, unless the last page, the next page's Link. */
function page(leads: LeadListItemDto[], total = leads.length, nextCursor?: string) {
  const headers: Record<string, string> = { 'X-Total-Count': String(total) };
  if (nextCursor) headers.Link = `</api/interest?limit=50&cursor=${nextCursor}>; rel="next"`;
  return { status: 200, body: leads, headers };
}

const UNAUTHORIZED = { status: 401, body: { statusCode: 401, error: 'Unauthorized', message: 'Sign In first' } };
const SIGNED_IN = { 'GET /api/auth/me': { status: 200, body: OWNER_ME }, [FIRST_PAGE]: page(LEADS) };
const SIGNED_OUT = { 'GET /api/auth/me': UNAUTHORIZED, [FIRST_PAGE]: UNAUTHORIZED };

let api: FakeApi;
const installApi = setUpStaffPageSpec();

const NO_SEARCH = { q: '', status: '', from: '', to: '', cursors: [] } as const satisfies Parameters<
  typeof adminLeadsApi.endpoints.leads.select
>[0];

const renderAdmin = async (language?: 'fa', path = '/admin/leads') => {
  const rendered = await renderRoute(path, { language });
  await screen.findByRole('heading', { level: 1 });
  return rendered;
};
const passwordField = () => screen.getByLabelText('Password');
/** Types the owner's address and this password into the sign-in form. */
const fillSignIn = async (password: string) => {
  await userEvent.type(await screen.findByLabelText('E-mail address'), OWNER_ME.account.email);
  await userEvent.type(passwordField(), password);
};
/** A date field of the search: a group of day, month and year segments, named by its label. */
const dateGroup = (search: HTMLElement, label: string) => within(search).getByRole('group', { name: label });
/** Types an ISO date into a date field the way an English (en-GB) staff member does: day, month, year. */
const typeDate = async (search: HTMLElement, label: string, iso: string) => {
  const [year, month, day] = iso.split('-');
  await userEvent.click(within(dateGroup(search, label)).getAllByRole('spinbutton')[0]);
  await userEvent.keyboard(`${day}${month}${year}`);
};
const signInButton = () => screen.getByRole('button', { name: 'Sign In' });

describe('AdminLeadsPage', () => {
  it('says it is loading while the session is checked', async () => {
    const held = heldAnswer({ status: 200, body: OWNER_ME });
    api = installApi({ ...SIGNED_IN, 'GET /api/auth/me': held.route });
    await renderAdmin();
    expect(screen.getByRole('heading', { level: 1, name: 'Interest Leads' })).toBeInTheDocument();
    expect(screen.getByText('Manage and review community interest submissions')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading leads…');
    await act(async () => held.release());
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('says it is loading while the leads load', async () => {
    const held = heldAnswer(page(LEADS));
    api = installApi({ ...SIGNED_IN, [FIRST_PAGE]: held.route });
    await renderAdmin();
    await waitFor(() => expect(api.calls.map((call) => call.path)).toContain('/api/interest?limit=50'));
    expect(screen.getByRole('status')).toHaveTextContent('Loading leads…');
    await act(async () => held.release());
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('asks a visitor who is not signed in for the password, and asks for nothing else', async () => {
    api = installApi(SIGNED_OUT);
    await renderAdmin();
    expect(await screen.findByRole('heading', { level: 2, name: 'Sign In to See the Leads' })).toBeInTheDocument();
    expect(passwordField()).toHaveAttribute('type', 'password');
    expect(passwordField()).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign Out' })).not.toBeInTheDocument();
    expect(api.calls.map((call) => call.path)).toEqual(['/api/auth/me']);
  });

  it('asks for the password before sending an empty one', async () => {
    api = installApi(SIGNED_OUT);
    await renderAdmin();
    await userEvent.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter your e-mail address.');
    expect(screen.getByLabelText('E-mail address')).toHaveFocus();
    await userEvent.type(screen.getByLabelText('E-mail address'), OWNER_ME.account.email);
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter your password.');
    expect(passwordField()).toHaveFocus();
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('says the password is wrong on a 401, and empties the field for another try', async () => {
    api = installApi({ ...SIGNED_OUT, 'POST /api/auth/login': UNAUTHORIZED });
    await renderAdmin();
    await fillSignIn('not-the-password');
    await userEvent.click(signInButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong e-mail address or password. Please try again.');
    expect(passwordField()).toHaveValue('');
    expect(passwordField()).toHaveAttribute('aria-invalid', 'true');
    expect(passwordField()).toHaveAccessibleDescription('Wrong e-mail address or password. Please try again.');
    // Typing again clears the error.
    await userEvent.type(passwordField(), 'x');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says there were too many attempts on a 429', async () => {
    api = installApi({
      ...SIGNED_OUT,
      'POST /api/auth/login': {
        status: 429,
        body: { statusCode: 429, error: 'Too Many Requests', message: 'Slow down' },
        headers: { 'Retry-After': '900' },
      },
    });
    await renderAdmin();
    await fillSignIn('guess');
    await userEvent.click(signInButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many sign-in attempts. Please wait a few minutes and try again.');
  });

  it('shows that it is signing in, then the leads table, and moves focus to it', async () => {
    const held = heldAnswer({ status: 204 });
    api = installApi({ ...SIGNED_OUT, 'POST /api/auth/login': held.route });
    await renderAdmin();
    await fillSignIn('right-password');
    api.answer('GET /api/auth/me', { status: 200, body: OWNER_ME });
    await userEvent.click(signInButton());
    const pending = screen.getByRole('button', { name: 'Signing in…' });
    expect(pending).toBeDisabled();

    api.answer(FIRST_PAGE, page(LEADS));
    await act(async () => held.release());
    const heading = await screen.findByRole('heading', { level: 2, name: 'Submissions, Newest First' });
    expect(heading).toHaveFocus();
    expect(screen.getByRole('table', { name: 'Submissions, Newest First' })).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      path: '/api/auth/login',
      body: { email: OWNER_ME.account.email, password: 'right-password' },
    });
    // After the 204, /me once more: it names who signed in and their role.
    expect(api.calls.filter((call) => call.path === '/api/auth/me')).toHaveLength(2);
  });

  it('links a stored address that carries a query only to that one address (encoded, so it cannot add a Bcc)', async () => {
    const hostile = { ...LEADS[1], email: 'x@evil.example?bcc=attacker@evil.example' };
    api = installApi({ ...SIGNED_IN, [FIRST_PAGE]: page([hostile]) });
    await renderAdmin();
    const link = await screen.findByRole('link', { name: hostile.email });
    expect(link).toHaveAttribute('href', 'mailto:x@evil.example%3Fbcc%3Dattacker@evil.example');
  });

  it('lists the leads with short ids, mailto links, cut messages with the full text on focus, and the total', async () => {
    api = installApi(SIGNED_IN);
    await renderAdmin();
    const table = await screen.findByRole('table', { name: 'Submissions, Newest First' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual(['ID', 'Name', 'Email', 'Message', 'Created', 'Staff e-mail']);
    for (const header of headers) expect(header).toHaveAttribute('scope', 'col');

    const [, first, second] = within(table).getAllByRole('row');
    const cells = within(first).getAllByRole('cell');
    expect(within(cells[0]).getByText('3f2a9c1e…')).toHaveAttribute('aria-hidden', 'true');
    // The whole id is in the cell too (on screen on a phone's card; in the table for screen readers only).
    expect(within(cells[0]).getByText(LEADS[0].id)).not.toHaveAttribute('aria-hidden');
    expect(within(cells[0]).getByText(LEADS[0].id).closest('[dir]')).toHaveAttribute('dir', 'ltr');
    expect(within(cells[1]).getByRole('link', { name: 'Sanne de Vries' })).toHaveAttribute('href', `/admin/leads/${LEADS[0].id}`);
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

    // The staff mail's status in words, with an icon beside them (not colour alone).
    expect(cells[5]).toHaveTextContent('Sent');
    expect(cells[5].querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(within(second).getAllByRole('cell')[5]).toHaveTextContent('Failed');

    const noMessage = within(within(second).getAllByRole('cell')[3]).getByText('No message');
    expect(noMessage.tagName).toBe('EM');
    expect(screen.getByText('Total leads: 2')).toBeInTheDocument();
    // Phones scroll the table sideways inside a keyboard-reachable region.
    expect(screen.getByRole('region', { name: 'Submissions, Newest First' })).toHaveAttribute('tabindex', '0');
  });

  it("copies a lead's whole id, and says so", async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    try {
      api = installApi(SIGNED_IN);
      await renderAdmin();
      const table = await screen.findByRole('table', { name: 'Submissions, Newest First' });
      const [, , second] = within(table).getAllByRole('row');
      await userEvent.click(within(second).getByRole('button', { name: 'Copy ID' }));
      expect(writeText).toHaveBeenCalledWith(LEADS[1].id);
      expect(await screen.findByText('ID copied')).toBeInTheDocument();

      writeText.mockRejectedValueOnce(new Error('denied'));
      await userEvent.click(within(second).getByRole('button', { name: 'Copy ID' }));
      expect(await screen.findByText('Copying did not work. Please try again.')).toBeInTheDocument();
    } finally {
      Reflect.deleteProperty(navigator, 'clipboard');
    }
  });

  it('shows the error message when the leads fail, keeps "Failed to fetch leads" internally, and tries again on request', async () => {
    api = installApi({ ...SIGNED_IN, [FIRST_PAGE]: { status: 500, body: 'database down' } });
    const { store } = await renderAdmin();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading leads. Please try again.');
    expect(screen.queryByText(/database down/)).not.toBeInTheDocument();
    expect(adminLeadsApi.endpoints.leads.select(NO_SEARCH)(store.getState()).error).toMatchObject({
      status: 500,
      message: LEADS_FETCH_FAILED,
    });

    api.answer(FIRST_PAGE, page(LEADS));
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('says so when there are no leads', async () => {
    api = installApi({ ...SIGNED_IN, [FIRST_PAGE]: page([]) });
    await renderAdmin();
    expect(await screen.findByText('No interest leads found.')).toBeInTheDocument();
    expect(screen.queryByText('No leads match this search.')).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('asks for the password again when the leads answer 401 (the session ended)', async () => {
    api = installApi({ ...SIGNED_IN, [FIRST_PAGE]: UNAUTHORIZED });
    await renderAdmin();
    expect(await screen.findByRole('heading', { level: 2, name: 'Sign In to See the Leads' })).toBeInTheDocument();
    expect(screen.getByText('Your session has ended. Please sign in again.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign Out' })).not.toBeInTheDocument();

    api.answer('POST /api/auth/login', { status: 204 });
    api.answer(FIRST_PAGE, page(LEADS));
    await fillSignIn('right-password');
    await userEvent.click(signInButton());
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('signs out: the form comes back, a toast says so, and the leads are gone from memory', async () => {
    api = installApi({ ...SIGNED_IN, 'POST /api/auth/logout': { status: 204 } });
    const { store } = await renderAdmin();
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));

    const heading = await screen.findByRole('heading', { level: 2, name: 'Sign In to See the Leads' });
    expect(heading).toHaveFocus();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(await screen.findByText('Signed out')).toBeInTheDocument();
    expect(screen.queryByText('Your session has ended. Please sign in again.')).not.toBeInTheDocument();
    await waitFor(() => expect(adminLeadsApi.endpoints.leads.select(NO_SEARCH)(store.getState()).data).toBeUndefined());
    expect(api.calls.filter((call) => call.path.startsWith('/api/interest'))).toHaveLength(1);
  });

  it('treats a 401 on sign-out as signed out, and reports any other failure', async () => {
    api = installApi({ ...SIGNED_IN, 'POST /api/auth/logout': { status: 500, body: 'boom' } });
    await renderAdmin();
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByText('Signing out did not work. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('table')).toBeInTheDocument();

    api.answer('POST /api/auth/logout', UNAUTHORIZED);
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Sign In to See the Leads' })).toBeInTheDocument();
  });

  it('shows the total of the whole search from X-Total-Count, and turns pages with the Link cursor, forward and back', async () => {
    const secondPage = LEADS.map((lead, index) => ({
      ...lead,
      id: `b0000000-0000-4000-8000-00000000000${index}`,
      name: `${lead.name} (older)`,
    }));
    api = installApi({
      ...SIGNED_IN,
      [FIRST_PAGE]: page(LEADS, 120, 'cursor-2'),
      'GET /api/interest?limit=50&cursor=cursor-2': page(secondPage, 120, 'cursor-3'),
    });
    await renderAdmin();
    expect(await screen.findByText('Total leads: 120')).toBeInTheDocument();
    const paging = screen.getByRole('navigation', { name: 'Pages of leads' });
    expect(within(paging).getByText('Page 1')).toHaveAttribute('aria-current', 'page');
    expect(within(paging).queryByRole('link', { name: 'Previous Page' })).not.toBeInTheDocument();

    await userEvent.click(within(paging).getByRole('link', { name: 'Next Page' }));
    expect(await screen.findByRole('link', { name: 'Sanne de Vries (older)' })).toBeInTheDocument();
    // A new page moves focus to the table's heading, so keyboard users start at the top of it.
    expect(screen.getByRole('heading', { level: 2, name: 'Submissions, Newest First' })).toHaveFocus();
    expect(screen.getByText('Total leads: 120')).toBeInTheDocument();
    const secondPaging = screen.getByRole('navigation', { name: 'Pages of leads' });
    expect(within(secondPaging).getByText('Page 2')).toBeInTheDocument();
    // The cursor trail lives in the address: the next link carries both cursors, the previous one none.
    expect(within(secondPaging).getByRole('link', { name: 'Next Page' })).toHaveAttribute(
      'href',
      '/admin/leads?after=cursor-2&after=cursor-3',
    );
    expect(within(secondPaging).getByRole('link', { name: 'Previous Page' })).toHaveAttribute('href', '/admin/leads');

    await userEvent.click(within(secondPaging).getByRole('link', { name: 'Previous Page' }));
    expect(await screen.findByRole('link', { name: 'Sanne de Vries' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Submissions, Newest First' })).toHaveFocus();
    expect(api.calls.map((call) => call.path).filter((path) => path.startsWith('/api/interest'))).toEqual([
      '/api/interest?limit=50',
      '/api/interest?limit=50&cursor=cursor-2',
      '/api/interest?limit=50',
    ]);
  });

  it('searches by words, mail status and dates; the export links carry the same search', async () => {
    const filters = { q: 'José Núñez', status: 'failed', from: '2026-11-01', to: '2026-11-30' } as const;
    const searched = `GET /api/interest?${apiFilterParams(filters).toString()}&limit=50`;
    api = installApi({ ...SIGNED_IN, [searched]: page([LEADS[1]], 1) });
    await renderAdmin();
    await screen.findByRole('table');
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/interest/export?format=csv');

    const search = screen.getByRole('search', { name: 'Search leads' });
    await userEvent.type(within(search).getByLabelText('Name, e-mail or message'), `  ${filters.q} `);
    await userEvent.selectOptions(within(search).getByLabelText('Staff e-mail'), 'Failed');
    await typeDate(search, 'Received from', filters.from);
    await typeDate(search, 'Received up to and including', filters.to);
    await userEvent.click(within(search).getByRole('button', { name: 'Search' }));

    expect(await screen.findByText('Total leads: 1')).toBeInTheDocument();
    expect(api.calls.at(-1)?.path).toBe(searched.slice('GET '.length));
    // `to` is exclusive on the API: the day after the chosen end date, at midnight where staff are.
    expect(new URLSearchParams(searched.split('?')[1]).get('to')).toMatch(/^2026-12-01T00:00:00[+-]\d{2}:\d{2}$/);
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', leadExportUrl(filters, 'csv'));
    expect(screen.getByRole('link', { name: 'Export JSON' })).toHaveAttribute('href', leadExportUrl(filters, 'json'));
    expect(screen.getByRole('link', { name: 'Export JSON' })).toHaveAttribute('download');
    expect(within(search).getByLabelText('Name, e-mail or message')).toHaveValue(filters.q);
  });

  it('opens a bookmarked search with the form filled in from the address', async () => {
    const bookmarked = '/admin/leads?q=reza&status=waiting&from=2026-11-01';
    const asked = `GET /api/interest?${apiFilterParams({ q: 'reza', status: 'waiting', from: '2026-11-01', to: '' }).toString()}&limit=50`;
    api = installApi({ ...SIGNED_IN, [asked]: page([LEADS[1]], 1) });
    await renderAdmin(undefined, bookmarked);
    expect(await screen.findByRole('link', { name: 'Reza Ahmadi' })).toBeInTheDocument();
    const search = screen.getByRole('search', { name: 'Search leads' });
    expect(within(search).getByLabelText('Name, e-mail or message')).toHaveValue('reza');
    expect(within(search).getByLabelText('Staff e-mail')).toHaveValue('waiting');
    // Shown in the page's language (en-GB: day, month, year), kept as the ISO date.
    expect(dateGroup(search, 'Received from')).toHaveTextContent('01/11/2026');
    expect(search.querySelector('input[name="from"]')).toHaveValue('2026-11-01');
    expect(search.querySelector('input[name="to"]')).toHaveValue('');
    // The lead's page gets the list's address, for its way back.
    expect(api.calls.filter((call) => call.path.startsWith('/api/interest'))).toHaveLength(1);
  });

  it('says when a search matches nothing, apart from "no leads yet", and clears the search on request', async () => {
    api = installApi({ ...SIGNED_IN, 'GET /api/interest?q=nobody&limit=50': page([], 0) });
    await renderAdmin(undefined, '/admin/leads?q=nobody');
    expect(await screen.findByText('No leads match this search.')).toBeInTheDocument();
    expect(screen.queryByText('No interest leads found.')).not.toBeInTheDocument();
    const clearButtons = screen.getAllByRole('button', { name: 'Clear search' });
    await userEvent.click(clearButtons[clearButtons.length - 1]);
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.getByRole('search', { name: 'Search leads' }).querySelector('input[name="q"]')).toHaveValue('');
  });

  it('refuses an end date before the start date, and sends nothing', async () => {
    api = installApi(SIGNED_IN);
    await renderAdmin();
    await screen.findByRole('table');
    const search = screen.getByRole('search', { name: 'Search leads' });
    await typeDate(search, 'Received from', '2026-11-10');
    await typeDate(search, 'Received up to and including', '2026-11-01');
    const callsBefore = api.calls.length;
    await userEvent.click(within(search).getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The end date cannot be before the start date.');
    const firstSegment = within(dateGroup(search, 'Received up to and including')).getAllByRole('spinbutton')[0];
    expect(firstSegment).toHaveFocus();
    expect(firstSegment).toHaveAccessibleDescription(/The end date cannot be before the start date\./);
    expect(api.calls).toHaveLength(callsBefore);
  });

  it('shows a searched date in Persian on the Solar Hijri calendar, keeping the Gregorian date in the address', async () => {
    api = installApi({
      ...SIGNED_IN,
      [`GET /api/interest?${apiFilterParams({ q: '', status: '', from: '2026-11-01', to: '' }).toString()}&limit=50`]: page([], 0),
    });
    await renderAdmin('fa', '/admin/leads?from=2026-11-01');
    const search = await screen.findByRole('search');
    // 1 November 2026 is 10 Aban 1405.
    const field = within(search).getAllByRole('group')[0];
    expect(field).toHaveTextContent('۱۴۰۵');
    expect(field).toHaveTextContent('۱۰');
    expect(field).not.toHaveTextContent('2026');
    expect(search.querySelector('input[name="from"]')).toHaveValue('2026-11-01');
  });

  it('speaks Persian', async () => {
    api = installApi(SIGNED_IN);
    await renderAdmin('fa');
    expect(screen.getByRole('heading', { level: 1, name: 'درخواست‌های علاقه‌مندی' })).toBeInTheDocument();
    expect(await screen.findByText('تعداد کل درخواست‌ها: ۲')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'ایمیل به تیم' })).toBeInTheDocument();
    expect(within(screen.getByRole('table')).getByText('ارسال‌شده')).toBeInTheDocument();
    expect(screen.getByRole('search', { name: 'جست‌وجوی درخواست‌ها' })).toBeInTheDocument();
  });
});
