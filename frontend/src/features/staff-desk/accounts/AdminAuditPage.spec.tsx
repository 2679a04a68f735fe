import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FakeApi, heldAnswer } from '../../../test-support/fake-api';
import { renderRoute } from '../../../test-support/render';
import { OWNER_ME } from '../../../test-support/staff-session';
import { setUpStaffPageSpec } from '../staff-page-spec-setup';

const EMPTY_PAGE = { status: 200, body: { entries: [], nextBefore: null } };

let api: FakeApi;
const installApi = setUpStaffPageSpec();

/** Types an ISO date into a date field the way an English (en-GB) staff member does: day, month, year. */
async function typeDate(filter: HTMLElement, label: string, iso: string) {
  const [year, month, day] = iso.split('-');
  await userEvent.click(within(within(filter).getByRole('group', { name: label })).getAllByRole('spinbutton')[0]);
  await userEvent.keyboard(`${day}${month}${year}`);
}

describe('AdminAuditPage', () => {
  it('filters by dates typed in the staff member’s language: from the start of the first day to the end of the last', async () => {
    api = installApi({
      'GET /api/auth/me': { status: 200, body: OWNER_ME },
      'GET /api/admin/accounts': { status: 200, body: [] },
      'GET /api/admin/audit': EMPTY_PAGE,
    });
    await renderRoute('/admin/audit');
    const filter = await screen.findByRole('form', { name: 'Filter the audit log' });
    await typeDate(filter, 'From', '2026-11-01');
    await typeDate(filter, 'To', '2026-11-30');
    // Day, month and year in the page's language (en-GB), not the browser's mm/dd/yyyy.
    expect(within(filter).getByRole('group', { name: 'From' })).toHaveTextContent('01/11/2026');
    await userEvent.click(within(filter).getByRole('button', { name: 'Show' }));

    const searched = api.calls.map((call) => new URL(call.path, 'http://site.test')).filter((url) => url.searchParams.has('from'));
    expect(searched.length).toBeGreaterThan(0);
    // "To" takes the whole last day: the API gets the start of the day after (at midnight where staff are).
    expect(searched[0].searchParams.get('from')).toMatch(/^2026-11-01T00:00:00[+-]\d\d:\d\d$/);
    expect(searched[0].searchParams.get('to')).toMatch(/^2026-12-01T00:00:00[+-]\d\d:\d\d$/);
  });

  it('shows no rows of the last filter while the new filter’s events are on their way', async () => {
    const entry = (id: string, event: string) => ({
      id,
      occurredAt: '2026-11-20T10:00:00Z',
      event,
      accountId: null,
      accountName: null,
      sessionRef: null,
      clientAddress: null,
      userAgent: null,
      recordCount: null,
      targetId: null,
    });
    const filtered = heldAnswer({ status: 200, body: { entries: [entry('2', 'sign-in')], nextBefore: null } });
    installApi({
      'GET /api/auth/me': { status: 200, body: OWNER_ME },
      'GET /api/admin/accounts': { status: 200, body: [] },
      'GET /api/admin/audit': { status: 200, body: { entries: [entry('1', 'leads-exported')], nextBefore: null } },
      'GET /api/admin/audit?event=sign-in': filtered.route,
    });
    await renderRoute('/admin/audit');
    expect(await screen.findByText('leads-exported')).toBeInTheDocument();
    const filter = screen.getByRole('form', { name: 'Filter the audit log' });
    await userEvent.type(within(filter).getByLabelText('Event'), 'sign-in');
    await userEvent.click(within(filter).getByRole('button', { name: 'Show' }));

    expect(await screen.findByText('Loading the audit log…')).toBeInTheDocument();
    expect(screen.queryByText('leads-exported')).not.toBeInTheDocument();
    filtered.release();
    expect(await screen.findByText('sign-in')).toBeInTheDocument();
    expect(screen.queryByText('leads-exported')).not.toBeInTheDocument();
  });
});
