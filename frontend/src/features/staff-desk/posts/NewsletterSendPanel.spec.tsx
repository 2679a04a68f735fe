import type { NewsletterSendProgress } from '@rebound/shared';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test-support/render';
import { setUpStaffPageSpec } from '../staff-page-spec-setup';
import { NewsletterSendPanel } from './NewsletterSendPanel';

const PATH = '/api/admin/blog-posts/spring-training/newsletter-send';
const progress = (changes: Partial<NewsletterSendProgress>): NewsletterSendProgress => ({
  state: 'none',
  total: 0,
  queued: 0,
  sent: 0,
  failed: 0,
  failures: [],
  startedAt: null,
  finishedAt: null,
  ...changes,
});

const installApi = setUpStaffPageSpec();

describe('NewsletterSendPanel', () => {
  it('asks nothing of the server for a post that is not published, and says why', async () => {
    const api = installApi({});
    await renderWithProviders(<NewsletterSendPanel postId="spring-training" published={false} />);
    expect(await screen.findByText(/only a published post can be sent/)).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('shows the subscriber count, sends after the confirmation, then shows the progress with the failure codes', async () => {
    const started = progress({ state: 'sending', total: 1234, queued: 1234, startedAt: '2026-11-27T07:00:00.000Z' });
    const api = installApi({
      [`GET ${PATH}`]: { status: 200, body: progress({ total: 1234 }) },
      [`POST ${PATH}`]: () => {
        api.answer(`GET ${PATH}`, {
          status: 200,
          body: { ...started, queued: 1000, sent: 230, failed: 4, failures: [{ code: 'RCPT TO 550', count: 4 }] },
        });
        return { status: 201, body: started };
      },
    });
    await renderWithProviders(<NewsletterSendPanel postId="spring-training" published />);
    expect(await screen.findByText(/1,234 confirmed subscribers will receive this post/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Send to Newsletter' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Send This Post to the Newsletter?' });
    expect(within(dialog).getByText(/mailed to 1,234 confirmed subscribers/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Now' }));

    expect(await screen.findByText('Sending to 1,234 subscribers…')).toBeInTheDocument();
    expect(await screen.findByText('230')).toBeInTheDocument();
    expect(screen.getByText('RCPT TO 550')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('keeps asking while the send runs and stops once it has finished', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      const finished = progress({
        state: 'finished',
        total: 2,
        sent: 2,
        startedAt: '2026-11-27T07:00:00.000Z',
        finishedAt: '2026-11-27T07:01:00.000Z',
      });
      const api = installApi({
        [`GET ${PATH}`]: { status: 200, body: progress({ state: 'sending', total: 2, queued: 2, startedAt: '2026-11-27T07:00:00.000Z' }) },
      });
      await renderWithProviders(<NewsletterSendPanel postId="spring-training" published />);
      expect(await screen.findByText('Sending to 2 subscribers…')).toBeInTheDocument();
      api.answer(`GET ${PATH}`, { status: 200, body: finished });
      await act(async () => jest.advanceTimersByTime(2_500));
      expect(await screen.findByText(/^Sent, finished/)).toBeInTheDocument();
      const asked = api.calls.length;
      await act(async () => jest.advanceTimersByTime(10_000));
      expect(api.calls.length).toBe(asked);
    } finally {
      jest.useRealTimers();
    }
  });

  it('speaks Persian, with the numbers in Persian digits', async () => {
    installApi({ [`GET ${PATH}`]: { status: 200, body: progress({ total: 12 }) } });
    await renderWithProviders(<NewsletterSendPanel postId="spring-training" published />, { language: 'fa' });
    expect(await screen.findByRole('heading', { name: 'فرستادن به خبرنامه' })).toBeInTheDocument();
    expect(screen.getByText(/۱۲ عضو تأییدشدهٔ خبرنامه/)).toBeInTheDocument();
  });
});
