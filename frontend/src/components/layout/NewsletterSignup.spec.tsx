import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FakeApi, heldAnswer, installFakeApi } from '../../test-support/fake-api';
import { renderWithProviders } from '../../test-support/render';
import { NewsletterSignup } from './NewsletterSignup';

const ACCEPTED = { status: 202, body: { status: 'pending' } };
let api: FakeApi;
afterEach(() => api.restore());

const field = () => screen.getByLabelText('Your e-mail address for the newsletter');
const subscribe = () => screen.getByRole('button', { name: /Subscribe|Subscribing/ });
const subscriptionCalls = () => api.calls.filter((call) => call.path === '/api/newsletter/subscriptions');

describe('the footer newsletter field', () => {
  it('subscribes the address in the page language and asks the visitor to confirm from their inbox', async () => {
    const held = heldAnswer(ACCEPTED);
    api = installFakeApi({ 'POST /api/newsletter/subscriptions': held.route });
    const user = userEvent.setup();
    await renderWithProviders(<NewsletterSignup />);
    await user.type(field(), '  reader@example.org ');
    await user.click(subscribe());
    expect(await screen.findByRole('button', { name: 'Subscribing…' })).toHaveAttribute('aria-disabled', 'true');
    held.release();
    // The confirmation takes the form's place and focus moves to it.
    const confirmation = await screen.findByText('Almost done: check your inbox and confirm with the link we just sent you.');
    expect(confirmation).toHaveFocus();
    expect(screen.queryByLabelText('Your e-mail address for the newsletter')).not.toBeInTheDocument();
    expect(subscriptionCalls()).toEqual([
      { method: 'POST', path: '/api/newsletter/subscriptions', body: { email: 'reader@example.org', language: 'en' } },
    ]);
    // The way back: an empty field again, with focus in it.
    await user.click(screen.getByRole('button', { name: 'Subscribe another address' }));
    expect(field()).toHaveValue('');
    expect(field()).toHaveFocus();
    expect(screen.queryByTestId('newsletter-status')).not.toBeInTheDocument();
  });

  it('sends the Persian page language and answers in Persian', async () => {
    api = installFakeApi({ 'POST /api/newsletter/subscriptions': ACCEPTED });
    const user = userEvent.setup();
    await renderWithProviders(<NewsletterSignup />, { language: 'fa' });
    await user.type(screen.getByLabelText('نشانی ایمیل شما برای خبرنامه'), 'reader@example.org');
    await user.click(screen.getByRole('button', { name: 'عضو شوید' }));
    await waitFor(() => expect(screen.getByTestId('newsletter-status')).toHaveTextContent('صندوق ایمیل خود را ببینید'));
    expect(subscriptionCalls()[0].body).toEqual({ email: 'reader@example.org', language: 'fa' });
  });

  it('is a plain form post in the page language as well, so it works before the app starts or without JavaScript', async () => {
    api = installFakeApi({});
    const { container } = await renderWithProviders(<NewsletterSignup />, { language: 'fa' });
    const form = container.querySelector('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/api/newsletter/subscriptions');
    expect(form?.querySelector('input[type="hidden"][name="language"]')).toHaveValue('fa');
    expect(screen.getByRole('button', { name: 'عضو شوید' })).toBeEnabled();
  });

  it('checks the address before sending, with the message tied to the field', async () => {
    api = installFakeApi({ 'POST /api/newsletter/subscriptions': ACCEPTED });
    const user = userEvent.setup();
    await renderWithProviders(<NewsletterSignup />);
    await user.click(subscribe());
    expect(screen.getByRole('alert')).toHaveTextContent('Enter your e-mail address to subscribe.');
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveAccessibleDescription('Enter your e-mail address to subscribe.');
    expect(field()).toHaveFocus();
    await user.type(field(), 'reader@example');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(subscribe());
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid e-mail address, like name@example.org.');
    expect(subscriptionCalls()).toHaveLength(0);
  });

  it('says how long to wait when the connection sent too many, and keeps the address', async () => {
    api = installFakeApi({
      'POST /api/newsletter/subscriptions': {
        status: 429,
        headers: { 'Retry-After': '90' },
        body: { statusCode: 429, error: 'Too Many Requests', message: 'Slow down' },
      },
    });
    const user = userEvent.setup();
    await renderWithProviders(<NewsletterSignup />);
    await user.type(field(), 'reader@example.org');
    await user.click(subscribe());
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts from your connection. Please try again in 2 minutes.');
    expect(screen.getByRole('alert')).not.toHaveTextContent('429');
    expect(field()).toHaveValue('reader@example.org');
  });

  it('shows the server refusing the address under the field', async () => {
    api = installFakeApi({
      'POST /api/newsletter/subscriptions': {
        status: 400,
        body: {
          statusCode: 400,
          error: 'Bad Request',
          message: 'Invalid',
          errors: [{ field: 'email', code: 'invalid', message: 'email is invalid' }],
        },
      },
    });
    const user = userEvent.setup();
    await renderWithProviders(<NewsletterSignup />);
    await user.type(field(), 'reader@example.org');
    await user.click(subscribe());
    await waitFor(() => expect(field()).toHaveAttribute('aria-invalid', 'true'));
    expect(field()).toHaveAccessibleDescription('Please enter a valid e-mail address, like name@example.org.');
  });

  it('tells a lost connection from a server failure', async () => {
    api = installFakeApi({
      'POST /api/newsletter/subscriptions': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const user = userEvent.setup();
    await renderWithProviders(<NewsletterSignup />);
    await user.type(field(), 'reader@example.org');
    await user.click(subscribe());
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach our server. Check your connection and try again.');

    api.answer('POST /api/newsletter/subscriptions', {
      status: 503,
      body: { statusCode: 503, error: 'Service Unavailable', message: 'Down' },
    });
    await user.click(subscribe());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Subscribing did not work. Please try again later.'));
    expect(within(screen.getByRole('alert')).queryByText(/503/)).not.toBeInTheDocument();
    expect(field()).not.toHaveAttribute('aria-invalid');
  });
});
