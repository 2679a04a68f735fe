import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeApi } from '../../../test-support/fake-api';
import { renderRoute } from '../../../test-support/render';
import { OWNER_ME } from '../../../test-support/staff-session';
import { setUpStaffPageSpec } from '../staff-page-spec-setup';
import { attachmentFileName } from './personal-data-download';

const SIGNED_IN = { 'GET /api/auth/me': { status: 200, body: OWNER_ME } };
const ERASE = 'POST /api/personal-data/erasure';
const ACCESS = 'POST /api/personal-data/access';

let api: FakeApi;
const installApi = setUpStaffPageSpec();

const renderPage = async (language?: 'fa') => {
  await renderRoute('/admin/personal-data', { language });
  await screen.findByRole('heading', { level: 1 });
};
const addressField = () => screen.getByLabelText('Visitor’s e-mail address');

describe('PersonalDataPage', () => {
  it('asks for a complete address before sending anything', async () => {
    api = installApi(SIGNED_IN);
    await renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Download everything we store' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter an e-mail address.');
    await userEvent.type(addressField(), 'ana@example');
    await userEvent.click(screen.getByRole('button', { name: 'Delete everything for this address' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a complete e-mail address, like name@example.org.');
    expect(addressField()).toHaveFocus();
    expect(addressField()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.calls.map((call) => call.path)).toEqual(['/api/auth/me']);
  });

  it('erases after a dialog that names the address and says it cannot be undone, then shows the counts per store', async () => {
    api = installApi({ ...SIGNED_IN, [ERASE]: { status: 200, body: { deleted: { leads: 3, newsletter: 1 } } } });
    await renderPage();
    await userEvent.type(await screen.findByLabelText('Visitor’s e-mail address'), ' ana@example.org ');
    await userEvent.click(screen.getByRole('button', { name: 'Delete everything for this address' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Everything for This Address?' });
    expect(dialog).toHaveAccessibleDescription(/cannot be undone/);
    expect(within(dialog).getByText('ana@example.org')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete everything' }));

    const result = await screen.findByRole('status');
    expect(within(result).getByRole('heading', { level: 2 })).toHaveTextContent('Deleted for ana@example.org');
    expect(
      within(result)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['3 leads', '1 newsletter subscription']);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    // The address travels in the body only: no URL (nor any request log) holds it.
    expect(api.calls.filter((call) => call.method !== 'GET')).toEqual([
      { method: 'POST', path: '/api/personal-data/erasure', body: { email: 'ana@example.org' } },
    ]);
    expect(api.calls.map((call) => call.path).join(' ')).not.toContain('ana');
  });

  it('says when nothing was stored for the address', async () => {
    api = installApi({ ...SIGNED_IN, [ERASE]: { status: 200, body: { deleted: { leads: 0 } } } });
    await renderPage();
    await userEvent.type(await screen.findByLabelText('Visitor’s e-mail address'), 'ana@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Delete everything for this address' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete everything' }));
    expect(await screen.findByText('Nothing was stored for this address.')).toBeInTheDocument();
  });

  it('reports a failed download on the page instead of saving an error as a file', async () => {
    api = installApi({ ...SIGNED_IN, [ACCESS]: { status: 500, body: 'down' } });
    await renderPage();
    await userEvent.type(await screen.findByLabelText('Visitor’s e-mail address'), ' ana@example.org {Enter}');
    expect(await screen.findByText('The download did not work. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download everything we store' })).toBeEnabled();
    expect(api.calls.filter((call) => call.method !== 'GET')).toEqual([
      { method: 'POST', path: '/api/personal-data/access', body: { email: 'ana@example.org' } },
    ]);
  });

  it('asks for a complete address again when the server refuses it (400)', async () => {
    api = installApi({
      ...SIGNED_IN,
      [ACCESS]: {
        status: 400,
        body: {
          statusCode: 400,
          error: 'Bad Request',
          message: 'Some fields are missing or invalid',
          errors: [{ field: 'email', code: 'invalid', message: 'email is invalid' }],
        },
      },
    });
    await renderPage();
    await userEvent.type(await screen.findByLabelText('Visitor’s e-mail address'), 'ana@example.org{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a complete e-mail address, like name@example.org.');
    expect(addressField()).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks for the password again when the session ended', async () => {
    api = installApi({
      ...SIGNED_IN,
      [ERASE]: { status: 401, body: { statusCode: 401, error: 'Unauthorized', message: 'Sign in first' } },
    });
    await renderPage();
    await userEvent.type(await screen.findByLabelText('Visitor’s e-mail address'), 'ana@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Delete everything for this address' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete everything' }));
    expect(await screen.findByText('Your session has ended. Please sign in again.')).toBeInTheDocument();
  });

  it('speaks Persian, with Persian digits and plurals', async () => {
    api = installApi({ ...SIGNED_IN, [ERASE]: { status: 200, body: { deleted: { leads: 2 } } } });
    await renderPage('fa');
    expect(screen.getByRole('heading', { level: 1, name: 'درخواست‌های مربوط به داده‌های شخصی' })).toBeInTheDocument();
    await userEvent.type(await screen.findByLabelText('نشانی ایمیل بازدیدکننده'), 'ana@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'همهٔ داده‌های این نشانی را حذف کنید' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'همه را حذف کنید' }));
    expect(await screen.findByText('۲ درخواست')).toBeInTheDocument();
  });
});

describe('attachmentFileName', () => {
  it('takes the server’s file name, and refuses one with a path in it', () => {
    expect(attachmentFileName('attachment; filename="rebound-personal-data.json"', 'x.json')).toBe('rebound-personal-data.json');
    expect(attachmentFileName('attachment; filename="../../etc/passwd"', 'x.json')).toBe('x.json');
    expect(attachmentFileName(null, 'x.json')).toBe('x.json');
  });
});
