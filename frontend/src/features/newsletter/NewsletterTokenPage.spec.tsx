import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FakeApi, heldAnswer, installFakeApi } from '../../test-support/fake-api';
import { renderRoute } from '../../test-support/render';

const TOKEN = 'Abc_123-xyzAbc_123-xyzAbc_123-xyzAbc_123-xy';
let api: FakeApi;
afterEach(() => api.restore());

const open = async (path: string, language?: 'fa') => {
  const rendered = await renderRoute(path, { language });
  await screen.findByRole('heading', { level: 1 });
  return rendered;
};

describe('the newsletter confirm page', () => {
  it("opened from the mail's link, shows a real form with the token, and sends nothing by itself", async () => {
    api = installFakeApi({});
    const { container } = await open(`/newsletter/confirm?lng=en&token=${TOKEN}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Confirm Your Subscription' })).toBeInTheDocument();
    const form = container.querySelector('form[action="/api/newsletter/confirm"]');
    expect(form).toHaveAttribute('method', 'post');
    expect(form?.querySelector('input[type="hidden"][name="token"]')).toHaveValue(TOKEN);
    expect(form?.querySelector('input[type="hidden"][name="lng"]')).toHaveValue('en');
    // A GET never changes anything: mail scanners open links.
    expect(api.calls).toEqual([]);
  });

  it('confirms with one press and shows the result in place, moving focus to it', async () => {
    const held = heldAnswer({ status: 200, body: { status: 'confirmed' } });
    api = installFakeApi({ 'POST /api/newsletter/confirm': held.route });
    const user = userEvent.setup();
    await open(`/newsletter/confirm?lng=en&token=${TOKEN}`);
    await user.click(screen.getByRole('button', { name: 'Yes, Subscribe Me' }));
    expect(await screen.findByRole('button', { name: 'Confirming…' })).toHaveAttribute('aria-disabled', 'true');
    held.release();
    const heading = await screen.findByRole('heading', { level: 1, name: 'Subscription confirmed' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(api.calls).toEqual([{ method: 'POST', path: '/api/newsletter/confirm', body: { token: TOKEN } }]);
    expect(screen.queryByRole('button', { name: 'Yes, Subscribe Me' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the Home Page' })).toHaveAttribute('href', '/');
  });

  it('says an unknown or expired link is no longer valid', async () => {
    api = installFakeApi({
      'POST /api/newsletter/confirm': {
        status: 404,
        body: {
          statusCode: 404,
          error: 'Not Found',
          message: 'Unknown',
          errors: [{ field: 'token', code: 'token_invalid', message: 'token is unknown or has expired' }],
        },
      },
    });
    const user = userEvent.setup();
    await open(`/newsletter/confirm?lng=en&token=${TOKEN}`);
    await user.click(screen.getByRole('button', { name: 'Yes, Subscribe Me' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'This link has expired or is not valid' })).toBeInTheDocument();
  });

  it('keeps the form when the server fails, with a message that names no status code', async () => {
    api = installFakeApi({
      'POST /api/newsletter/confirm': { status: 500, body: { statusCode: 500, error: 'Internal Server Error', message: 'x' } },
    });
    const user = userEvent.setup();
    await open(`/newsletter/confirm?lng=en&token=${TOKEN}`);
    await user.click(screen.getByRole('button', { name: 'Yes, Subscribe Me' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That did not work. Please try again in a moment.');
    expect(screen.getByRole('button', { name: 'Yes, Subscribe Me' })).toBeInTheDocument();
  });

  it('shows the result a form post came back with, and explains itself without token or result', async () => {
    api = installFakeApi({});
    const first = await open('/newsletter/confirm?lng=en&result=confirmed');
    expect(screen.getByRole('heading', { level: 1, name: 'Subscription confirmed' })).toBeInTheDocument();
    expect(document.querySelector('main form')).toBeNull();
    first.unmount();
    await open('/newsletter/confirm');
    expect(screen.getByRole('heading', { level: 1, name: 'Confirm Your Newsletter Subscription' })).toBeInTheDocument();
    expect(screen.getByText(/open that link from your inbox/i)).toBeInTheDocument();
  });

  it.each([
    ['requested', 'Almost done: check your inbox', /Look in your spam folder/, false],
    ['address-invalid', 'That address does not look right', /newsletter field at the bottom of this page/, true],
    ['rate-limited', 'Too many attempts', /wait a few minutes/, true],
    ['failed', 'Subscribing did not work', /try again later/, true],
  ])('shows how the footer form went without JavaScript: result=%s', async (result, title, text, warning) => {
    api = installFakeApi({});
    const { container } = await open(`/newsletter/confirm?lng=en&result=${result}`);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(document.title).toContain(title);
    expect(container.querySelector('main form')).toBeNull();
    expect(container.querySelector('[class*="warning"]') !== null).toBe(warning);
    expect(screen.getByRole('link', { name: 'Back to the Home Page' })).toBeInTheDocument();
  });

  it('speaks Persian', async () => {
    api = installFakeApi({ 'POST /api/newsletter/confirm': { status: 200, body: { status: 'confirmed' } } });
    const user = userEvent.setup();
    const { container } = await open(`/newsletter/confirm?lng=fa&token=${TOKEN}`, 'fa');
    expect(container.querySelector('input[name="lng"]')).toHaveValue('fa');
    await user.click(screen.getByRole('button', { name: 'بله، عضو می‌شوم' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'عضویت شما تأیید شد' })).toBeInTheDocument();
  });
});

describe('the newsletter unsubscribe page', () => {
  it('unsubscribes with one press', async () => {
    api = installFakeApi({ 'POST /api/newsletter/unsubscribe': { status: 200, body: { status: 'unsubscribed' } } });
    const user = userEvent.setup();
    const { container } = await open(`/newsletter/unsubscribe?lng=en&token=${TOKEN}`);
    expect(container.querySelector('form')).toHaveAttribute('action', '/api/newsletter/unsubscribe');
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'You are unsubscribed' })).toBeInTheDocument();
    expect(api.calls).toEqual([{ method: 'POST', path: '/api/newsletter/unsubscribe', body: { token: TOKEN } }]);
  });

  it('without a token, points to the link in the newsletter mails', async () => {
    api = installFakeApi({});
    await open('/newsletter/unsubscribe?lng=en');
    expect(
      screen.getByText('To unsubscribe, open the unsubscribe link at the bottom of any newsletter e-mail from us.'),
    ).toBeInTheDocument();
  });
});
