import { randomUUID } from 'node:crypto';
import { CONFIRM_MAIL_GAPS_MS, MAX_CONFIRM_MAILS } from '@rebound/shared';
import { expect, test } from '../support/fixtures';

// Issue 17: a pending address used to get a confirmation mail every 10 minutes, forever. Time moves
// by moving the stored request time back, never by waiting.

test('a pending address gets its confirmation mails spaced out, and no more after the 4th, answered 202 every time', async ({
  request,
  database,
  mailbox,
  resetThrottling,
}) => {
  test.setTimeout(120_000);
  await resetThrottling();
  const address = `paced-${randomUUID().slice(0, 8)}@example.nl`;
  const subscribe = async () => {
    const response = await request.post('/api/newsletter/subscriptions', { data: { email: address, language: 'nl' } });
    expect(response.status(), await response.text()).toBe(202);
    expect(await response.json()).toEqual({ status: 'pending' });
  };
  const mailsTo = () => mailbox.all().filter((mail) => mail.envelopeTo.includes(address)).length;
  const movePastBy = (milliseconds: number) =>
    database.query(
      'UPDATE newsletter_subscriptions SET last_mail_requested_at = last_mail_requested_at - make_interval(secs => $2) WHERE email = $1',
      [address, milliseconds / 1000],
    );

  await subscribe();
  await expect.poll(mailsTo, { timeout: 30_000 }).toBe(1);
  for (const [index, gap] of CONFIRM_MAIL_GAPS_MS.entries()) {
    await movePastBy(gap + 1_000);
    await subscribe();
    await expect.poll(mailsTo, { timeout: 30_000 }).toBe(index + 2);
  }
  expect(mailsTo()).toBe(MAX_CONFIRM_MAILS);

  // A month later: the same answer, and nothing is asked of the worker (no request stored, no mail pending).
  await resetThrottling();
  await movePastBy(30 * 24 * 60 * 60_000);
  const stored = () =>
    database.query<{ confirm_mail_pending: boolean }>(
      'SELECT last_mail_requested_at, confirm_mail_pending FROM newsletter_subscriptions WHERE email = $1',
      [address],
    );
  // The worker marks the 4th mail sent just after the mail server took it.
  await expect.poll(async () => (await stored()).map((row) => row.confirm_mail_pending), { timeout: 30_000 }).toEqual([false]);
  const before = await stored();
  await subscribe();
  await subscribe();
  expect(await stored()).toEqual(before);
});
