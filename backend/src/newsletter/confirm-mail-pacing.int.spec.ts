import { CONFIRM_MAIL_GAPS_MS, MAX_CONFIRM_MAILS } from '@rebound/shared';
import { NEWSLETTER_MAIL_QUEUE } from '@rebound/shared/node';
import request from 'supertest';
import { uniqueClientAddress } from '../test-support/network';
import { useSpecApp } from '../test-support/spec-app';
import { startTestApp } from '../test-support/test-app';
import { queryTestDatabase } from '../test-support/test-database';

// Time moves by moving the stored request time back, never by waiting.

const ADDRESS = 'pending.reader@example.nl';

describe('confirmation mails to one pending address: spaced out, then no more', () => {
  const testApp = useSpecApp({ queue: NEWSLETTER_MAIL_QUEUE });

  beforeEach(async () => {
    await queryTestDatabase('TRUNCATE newsletter_subscriptions, newsletter_tokens, newsletter_send_recipients');
    await testApp.queue.obliterate({ force: true });
  });

  const subscribe = (server = testApp.server, language = 'nl') =>
    request(server).post('/api/newsletter/subscriptions').set('X-Forwarded-For', uniqueClientAddress()).send({ email: ADDRESS, language });
  const subscribeByForm = () =>
    request(testApp.server)
      .post('/api/newsletter/subscriptions')
      .set('X-Forwarded-For', uniqueClientAddress())
      .type('form')
      .send({ email: ADDRESS, language: 'fr' });
  const mailJobs = async () => (await testApp.jobIds(NEWSLETTER_MAIL_QUEUE)).length;
  /** The last mail request, moved this many milliseconds further into the past. */
  const movePastBy = (milliseconds: number) =>
    queryTestDatabase(`UPDATE newsletter_subscriptions SET last_mail_requested_at = last_mail_requested_at - make_interval(secs => $1)`, [
      milliseconds / 1000,
    ]);
  const stored = async () =>
    (
      await queryTestDatabase<{ language: string; confirm_mails_requested: number; last_mail_requested_at: Date }>(
        'SELECT language, confirm_mails_requested, last_mail_requested_at FROM newsletter_subscriptions',
      )
    )[0];

  it('states its pace: 4 mails at most, 10 minutes, 1 hour and 24 hours apart', () => {
    expect(CONFIRM_MAIL_GAPS_MS).toEqual([10 * 60_000, 60 * 60_000, 24 * 60 * 60_000]);
    expect(MAX_CONFIRM_MAILS).toBe(4);
  });

  it('sends the next mail only once its gap has passed, and none after the 4th, answering the same 202 every time', async () => {
    const first = await subscribe().expect(202);
    expect(await mailJobs()).toBe(1);
    for (const [index, gap] of CONFIRM_MAIL_GAPS_MS.entries()) {
      // A second short of the gap: nothing new, the same answer.
      await movePastBy(gap - 1_000);
      expect((await subscribe().expect(202)).body).toEqual(first.body);
      expect(await mailJobs()).toBe(index + 1);
      await movePastBy(2_000);
      expect((await subscribe().expect(202)).body).toEqual(first.body);
      expect(await mailJobs()).toBe(index + 2);
    }
    expect((await stored()).confirm_mails_requested).toBe(MAX_CONFIRM_MAILS);

    // After the 4th, not even a year later, nor in another language, nor by the footer's form.
    await movePastBy(365 * 24 * 60 * 60_000);
    const before = await stored();
    expect((await subscribe(testApp.server, 'fa').expect(202)).body).toEqual(first.body);
    expect((await subscribeByForm().expect(303)).headers.location).toBe('/fr/newsletter/confirm?result=requested');
    expect(await mailJobs()).toBe(MAX_CONFIRM_MAILS);
    expect(await stored()).toEqual(before);
  });

  it('counts in PostgreSQL: another backend (or a restarted one) keeps the pace and the cap', async () => {
    const replica = await startTestApp();
    try {
      await subscribe().expect(202);
      await subscribe(replica.server).expect(202);
      expect(await mailJobs()).toBe(1);
      for (const gap of CONFIRM_MAIL_GAPS_MS) {
        await movePastBy(gap + 1_000);
        await subscribe(replica.server).expect(202);
      }
      expect(await mailJobs()).toBe(MAX_CONFIRM_MAILS);
      await movePastBy(30 * 24 * 60 * 60_000);
      await subscribe().expect(202);
      await subscribe(replica.server).expect(202);
      expect(await mailJobs()).toBe(MAX_CONFIRM_MAILS);
    } finally {
      await replica.app.close();
    }
  });

  it('starts afresh for an address whose subscription was removed (unsubscribed, or expired and deleted by the retention)', async () => {
    await subscribe().expect(202);
    await queryTestDatabase('UPDATE newsletter_subscriptions SET confirm_mails_requested = $1', [MAX_CONFIRM_MAILS]);
    await movePastBy(30 * 24 * 60 * 60_000);
    await subscribe().expect(202);
    expect(await mailJobs()).toBe(1);
    await queryTestDatabase('DELETE FROM newsletter_subscriptions');
    await subscribe().expect(202);
    expect(await mailJobs()).toBe(2);
    expect((await stored()).confirm_mails_requested).toBe(1);
  });
});
