import type { LeadDetailDto } from '@rebound/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeApi } from '../../../test-support/fake-api';
import { renderRoute } from '../../../test-support/render';
import { OWNER_ME } from '../../../test-support/staff-session';
import { setUpStaffPageSpec } from '../staff-page-spec-setup';

const FAILED: LeadDetailDto = {
  id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  name: 'Zahra Karimi',
  email: 'zahra@example.org',
  message: 'We run a girls’ boxing club in Eindhoven.\nCould we test the bag next spring?',
  createdAt: '2026-11-20T09:30:00.000Z',
  notifiedAt: null,
  notificationStatus: 'failed',
  notification: { attempts: 8, lastError: 'RCPT TO 550', failedAt: '2026-11-20T09:41:00.000Z' },
};
const LEAD_CALL = `GET /api/interest/${FAILED.id}`;
const SIGNED_IN = { 'GET /api/auth/me': { status: 200, body: OWNER_ME }, [LEAD_CALL]: { status: 200, body: FAILED } };
const LIST = { status: 200, body: [], headers: { 'X-Total-Count': '0' } };
const error = (status: number, message: string) => ({ status, body: { statusCode: status, error: 'Error', message } });

let api: FakeApi;
const installApi = setUpStaffPageSpec();

const renderLead = async (id = FAILED.id, language?: 'fa') => {
  const rendered = await renderRoute(`/admin/leads/${id}`, { language });
  await screen.findByRole('heading', { level: 1 });
  return rendered;
};

describe('AdminLeadPage', () => {
  it('shows everything about the lead: name, mailto, the whole message, received time, and the staff mail’s story', async () => {
    api = installApi(SIGNED_IN);
    await renderLead();
    expect(screen.getByRole('heading', { level: 1, name: 'Lead Details' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Zahra Karimi' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: FAILED.email })).toHaveAttribute('href', 'mailto:zahra@example.org');
    expect(screen.getByText(/girls’ boxing club in Eindhoven\.\s+Could we test the bag next spring\?/)).toBeInTheDocument();
    expect(screen.getByText(FAILED.id)).toBeInTheDocument();
    const times = screen.getAllByText(/2026/).filter((element) => element.tagName === 'TIME');
    expect(times.map((time) => time.getAttribute('datetime'))).toEqual([FAILED.createdAt, FAILED.notification.failedAt]);

    const mail = screen.getByRole('region', { name: 'Staff E-mail' });
    expect(within(mail).getByText('Failed')).toBeInTheDocument();
    expect(within(mail).getByText('Attempts').nextElementSibling).toHaveTextContent('8');
    expect(within(mail).getByText('RCPT TO 550')).toBeInTheDocument();
    expect(within(mail).getByText('Gave up at')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the Leads' })).toHaveAttribute('href', '/admin/leads');
  });

  it('sends a failed mail again: 202, a toast, and the page shows it waiting', async () => {
    const waiting: LeadDetailDto = { ...FAILED, notificationStatus: 'waiting', notification: { ...FAILED.notification, failedAt: null } };
    api = installApi({ ...SIGNED_IN, [`POST /api/interest/${FAILED.id}/notification`]: { status: 202, body: { queued: true } } });
    await renderLead();
    api.answer(LEAD_CALL, { status: 200, body: waiting });
    await userEvent.click(await screen.findByRole('button', { name: 'Send Again' }));
    expect(await screen.findByText('The staff e-mail is queued again')).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'Staff E-mail' })).getByText('Waiting')).toBeInTheDocument());
    expect(screen.queryByText('Gave up at')).not.toBeInTheDocument();
  });

  it.each([
    [409, 'This e-mail has already been sent, so it was not sent again.'],
    [503, 'The mail queue is unavailable right now. Nothing was changed; please try again in a minute.'],
    [500, 'Sending again did not work. Please try again.'],
  ])('tells staff what a %i to "send again" means', async (status, text) => {
    api = installApi({ ...SIGNED_IN, [`POST /api/interest/${FAILED.id}/notification`]: error(status, 'nope') });
    await renderLead();
    await userEvent.click(await screen.findByRole('button', { name: 'Send Again' }));
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Again' })).toBeEnabled();
  });

  it('offers no "send again" for a mail that was sent', async () => {
    api = installApi({
      ...SIGNED_IN,
      [LEAD_CALL]: {
        status: 200,
        body: {
          ...FAILED,
          notifiedAt: '2026-11-20T09:30:05.000Z',
          notificationStatus: 'sent',
          notification: { attempts: 1, lastError: null, failedAt: null },
        },
      },
    });
    await renderLead();
    expect(await screen.findByText('Sent', { selector: 'span' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send Again' })).not.toBeInTheDocument();
    expect(screen.getByText('None')).toBeInTheDocument();
  });

  it('deletes after a dialog that names the lead and says it cannot be undone; Cancel keeps it; then back to the list with a toast', async () => {
    api = installApi({ ...SIGNED_IN, [`DELETE /api/interest/${FAILED.id}`]: { status: 204 }, 'GET /api/interest?limit=50': LIST });
    await renderLead();
    const deleteButton = await screen.findByRole('button', { name: 'Delete Lead' });
    await userEvent.click(deleteButton);
    let dialog = await screen.findByRole('alertdialog', { name: 'Delete This Lead?' });
    expect(dialog).toHaveAccessibleDescription('This lead and its staff e-mail will be deleted for good. This cannot be undone.');
    expect(within(dialog).getByText('Zahra Karimi')).toBeInTheDocument();
    expect(within(dialog).getByText('zahra@example.org')).toBeInTheDocument();
    // Focus starts on Cancel: Enter right away deletes nothing.
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(deleteButton).toHaveFocus();
    expect(api.calls.filter((call) => call.method === 'DELETE')).toEqual([]);

    await userEvent.click(deleteButton);
    dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete for Good' }));
    expect(await screen.findByText('Lead deleted')).toBeInTheDocument();
    expect(screen.getByText('The lead of Zahra Karimi is gone from the database and the mail queue.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Interest Leads' })).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([`/api/interest/${FAILED.id}`]);
    // The deleted lead is not asked for again.
    expect(api.calls.filter((call) => call.path === `/api/interest/${FAILED.id}` && call.method === 'GET')).toHaveLength(1);
  });

  it('keeps the dialog open and says so when deleting fails', async () => {
    api = installApi({ ...SIGNED_IN, [`DELETE /api/interest/${FAILED.id}`]: error(500, 'boom') });
    await renderLead();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Lead' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete for Good' }));
    expect(await screen.findByText('Deleting did not work. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it.each([
    ['an unknown id (404)', FAILED.id, error(404, 'Lead not found')],
    ['an id that is no lead id (400)', 'not-a-uuid', error(400, 'id must be a UUID')],
  ])('shows "not found" for %s', async (_case, id, answer) => {
    api = installApi({ ...SIGNED_IN, [`GET /api/interest/${id}`]: answer });
    await renderLead(id);
    expect(await screen.findByRole('heading', { level: 2, name: 'Lead not found' })).toBeInTheDocument();
    expect(screen.getByText('This lead does not exist, or it has been deleted.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Lead' })).not.toBeInTheDocument();
  });

  it('asks for the password when not signed in', async () => {
    api = installApi({ 'GET /api/auth/me': error(401, 'Sign In first') });
    await renderLead();
    expect(await screen.findByLabelText('Password')).toBeInTheDocument();
    expect(api.calls.map((call) => call.path)).toEqual(['/api/auth/me']);
  });

  it('speaks Persian', async () => {
    api = installApi(SIGNED_IN);
    await renderLead(FAILED.id, 'fa');
    expect(screen.getByRole('heading', { level: 1, name: 'جزئیات درخواست' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'دوباره بفرستید' })).toBeInTheDocument();
    expect(screen.getByText('۸')).toBeInTheDocument();
  });
});
