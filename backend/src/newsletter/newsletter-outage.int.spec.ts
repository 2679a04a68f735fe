import { NEWSLETTER_MAIL_QUEUE, newsletterMailJobId } from '@rebound/shared/node';
import request from 'supertest';
import { eventually } from '../test-support/eventually';
import { uniqueClientAddress } from '../test-support/network';
import { useSpecApp } from '../test-support/spec-app';
import { queryTestDatabase } from '../test-support/test-database';
import { NewsletterSweepService } from './newsletter-sweep.service';

describe('a subscription stored while Redis is down still gets its confirmation mail', () => {
  const testApp = useSpecApp({ privateRedis: true });
  const jobIds = () => testApp.jobIds(NEWSLETTER_MAIL_QUEUE);

  it('answers 202 while Redis is down, keeps the subscription, and the sweep queues its mail once Redis is back (once)', async () => {
    await testApp.redis.stop();
    await request(testApp.server)
      .post('/api/newsletter/subscriptions')
      .set('X-Forwarded-For', uniqueClientAddress())
      .send({ email: 'during@example.nl', language: 'nl' })
      .expect(202, { status: 'pending' });
    const [row] = await queryTestDatabase<{ id: string; last_mail_requested_at: Date; confirm_mail_pending: boolean }>(
      'SELECT id, last_mail_requested_at, confirm_mail_pending FROM newsletter_subscriptions',
    );
    expect(row.confirm_mail_pending).toBe(true);

    await testApp.redis.start();
    const sweep = testApp.app.get(NewsletterSweepService);
    // Within the grace period the request itself may still be queueing it: the sweep leaves it alone.
    expect(await sweep.sweep()).toEqual({ pending: 0, queued: 0 });
    await queryTestDatabase(`UPDATE newsletter_subscriptions SET last_mail_requested_at = last_mail_requested_at - interval '5 minutes'`);
    const [moved] = await queryTestDatabase<{ last_mail_requested_at: Date }>(
      'SELECT last_mail_requested_at FROM newsletter_subscriptions',
    );
    const result = await eventually(async () => {
      const swept = await sweep.sweep();
      return swept.queued === 1 ? swept : undefined;
    }, 15_000);
    expect(result).toEqual({ pending: 1, queued: 1 });
    expect(await jobIds()).toEqual([newsletterMailJobId(row.id, moved.last_mail_requested_at)]);
    // Again (or from another replica): still one job.
    await sweep.sweep();
    expect(await jobIds()).toHaveLength(1);

    // Once the worker has sent it (it clears the flag), the sweep has nothing more to do.
    await queryTestDatabase('UPDATE newsletter_subscriptions SET confirm_mail_pending = false');
    expect(await sweep.sweep()).toEqual({ pending: 0, queued: 0 });
  });
});
