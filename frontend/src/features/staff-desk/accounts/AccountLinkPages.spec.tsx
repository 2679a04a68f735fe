import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeApi } from '../../../test-support/fake-api';
import { renderRoute } from '../../../test-support/render';
import { setUpStaffPageSpec } from '../staff-page-spec-setup';

const TOKEN = 'k'.repeat(43);
const GONE = { status: 410, body: { statusCode: 410, error: 'Gone', message: 'This link has expired' } };

let api: FakeApi;
/** The page's own calls: the staff navigation above it asks who is signed in (GET /api/auth/me). */
const pageCalls = () => api.calls.filter((call) => call.path !== '/api/auth/me');
const installApi = setUpStaffPageSpec();

describe('the staff pages a link opens', () => {
  it('an invitation: checks the length here, the common-password list on the server, then sends the token once', async () => {
    api = installApi({
      'POST /api/auth/invitation': {
        status: 400,
        body: {
          statusCode: 400,
          error: 'Bad Request',
          message: 'Some fields are missing or invalid',
          errors: [{ field: 'password', code: 'passwordCommon', message: 'common' }],
        },
      },
    });
    await renderRoute(`/admin/invitation?lng=en&token=${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to the Team' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('New password'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Save password' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The password needs at least 12 characters.');
    expect(pageCalls()).toEqual([]);

    await userEvent.clear(screen.getByLabelText('New password'));
    await userEvent.type(screen.getByLabelText('New password'), 'password1234');
    await userEvent.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This password is on the list of common passwords. Choose another.');

    api.answer('POST /api/auth/invitation', { status: 204 });
    await userEvent.clear(screen.getByLabelText('New password'));
    await userEvent.type(screen.getByLabelText('New password'), 'a long and uncommon one');
    await userEvent.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByText('Your password is saved. You can sign in now.')).toBeInTheDocument();
    expect(api.calls.at(-1)).toEqual({
      method: 'POST',
      path: '/api/auth/invitation',
      body: { token: TOKEN, password: 'a long and uncommon one' },
    });
  });

  it('a reset link that no longer works says so and offers a new one', async () => {
    api = installApi({ 'POST /api/auth/password-reset/complete': GONE });
    await renderRoute(`/admin/reset-password?token=${TOKEN}`);
    await userEvent.type(await screen.findByLabelText('New password'), 'a long and uncommon one');
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText('This link has expired or has been used already.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/admin/forgot-password');
  });

  it('a forgotten password: the same answer for any address', async () => {
    api = installApi({ 'POST /api/auth/password-reset': { status: 202 } });
    await renderRoute('/admin/forgot-password');
    await userEvent.type(await screen.findByLabelText('E-mail address'), 'someone@rebound.example');
    await userEvent.click(screen.getByRole('button', { name: 'Send link' }));
    expect(
      await screen.findByText('If a staff account has this address, a link is on its way. It works for one hour.'),
    ).toBeInTheDocument();
    expect(pageCalls()).toEqual([{ method: 'POST', path: '/api/auth/password-reset', body: { email: 'someone@rebound.example' } }]);
  });
});
