import { LEAD_MAINTENANCE_QUEUE, LEAD_RETENTION_JOB, LEAD_RETENTION_SCHEDULER_ID } from '@rebound/shared';
import { createBullConnection } from '@rebound/shared/node';
import { freePort } from '@rebound/shared/testing';
import { Queue } from 'bullmq';
import type { DataSource } from 'typeorm';
import { deleteExpiredLeads } from './lead-retention';
import { eventually } from './test-support/eventually';
import { captureLogs } from './test-support/log-capture';
import { insertLead, prepareTestDatabase } from './test-support/test-database';
import { TEST_REDIS_URL, testEnvironment } from './test-support/test-environment';
import { TestLeadQueue } from './test-support/test-queue';
import { createWorkerContext } from './worker-context';

const DAY_MS = 24 * 60 * 60_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

describe('lead retention (real Postgres and Redis)', () => {
  let dataSource: DataSource;
  let leadQueue: TestLeadQueue;

  beforeAll(async () => {
    dataSource = await prepareTestDatabase();
  });

  beforeEach(async () => {
    await dataSource.query('TRUNCATE interest_leads');
    leadQueue = new TestLeadQueue();
  });

  afterEach(() => leadQueue.destroy());

  afterAll(() => dataSource.destroy());

  /** Leads of these ages, each with its notification job, as the backend leaves them. */
  async function leadsAged(days: number[]): Promise<string[]> {
    const ids: string[] = [];
    for (const [index, age] of days.entries()) {
      const lead = await insertLead(dataSource, {
        name: `Visitor ${index}`,
        email: `visitor${index}@example.com`,
        createdAt: daysAgo(age),
      });
      await leadQueue.add({ leadId: lead.id, locale: 'en' });
      ids.push(lead.id);
    }
    return ids;
  }

  const remainingIds = async () =>
    ((await dataSource.query('SELECT id FROM interest_leads ORDER BY created_at')) as Array<{ id: string }>).map((row) => row.id);

  it('deletes only leads older than the retention period, with their queue jobs, in batches', async () => {
    const [veryOld, old, young, fresh] = await leadsAged([2_000, 731, 729, 0]);
    const result = await deleteExpiredLeads(dataSource, leadQueue.queue, 730, 1);
    expect(result).toEqual({ deleted: 2, jobsRemoved: 2 });
    expect(await remainingIds()).toEqual([young, fresh]);
    expect(await leadQueue.queue.getJob(veryOld)).toBeUndefined();
    expect(await leadQueue.queue.getJob(old)).toBeUndefined();
    expect(await leadQueue.queue.getJob(young)).toBeDefined();
    expect(await leadQueue.queue.getJob(fresh)).toBeDefined();

    expect(await deleteExpiredLeads(dataSource, leadQueue.queue, 730)).toEqual({ deleted: 0, jobsRemoved: 0 });
  });

  it('deletes a lead whose job is already gone, and one day of retention keeps today', async () => {
    const [old, today] = await leadsAged([2, 0]);
    await leadQueue.queue.remove(old);
    expect(await deleteExpiredLeads(dataSource, leadQueue.queue, 1)).toEqual({ deleted: 1, jobsRemoved: 0 });
    expect(await remainingIds()).toEqual([today]);
  });

  it('the worker schedules it daily at 03:17 UTC once however often it starts, and a run logs counts only', async () => {
    const logs = captureLogs();
    const environment = testEnvironment({ LEAD_RETENTION_DAYS: '30', WORKER_HEALTH_PORT: String(await freePort()) });
    const runtime = await createWorkerContext(environment, logs.logger, { queuePrefix: leadQueue.prefix });
    // Both log into one capture: either may take the run.
    const second = await createWorkerContext({ ...environment, WORKER_HEALTH_PORT: await freePort() }, logs.logger, {
      queuePrefix: leadQueue.prefix,
    });
    const connection = createBullConnection(TEST_REDIS_URL, 'rebound-retention-test');
    const maintenance = new Queue(LEAD_MAINTENANCE_QUEUE, { connection, prefix: leadQueue.prefix });
    try {
      await runtime.start();
      await second.start();
      expect(await maintenance.getJobSchedulersCount()).toBe(1);
      expect(await maintenance.getJobScheduler(LEAD_RETENTION_SCHEDULER_ID)).toMatchObject({
        name: LEAD_RETENTION_JOB,
        pattern: '17 3 * * *',
        tz: 'UTC',
      });

      const [old, recent] = await leadsAged([31, 29]);
      // A pending subscription whose confirmation link expired yesterday goes in the same run.
      await dataSource.query('TRUNCATE newsletter_subscriptions, newsletter_tokens, newsletter_send_recipients');
      await dataSource.query(
        `INSERT INTO newsletter_subscriptions (email, language, requested_at, last_mail_requested_at, confirm_expires_at)
         VALUES ('Visitor.late@example.com', 'en', now() - interval '8 days', now() - interval '8 days', now() - interval '1 day')`,
      );
      // Run it now instead of waiting for 03:17.
      await maintenance.add(LEAD_RETENTION_JOB, {});
      await eventually(async () => (await remainingIds()).length === 1, 15_000, 'expired lead deleted');
      expect(await remainingIds()).toEqual([recent]);
      expect(await leadQueue.queue.getJob(old)).toBeUndefined();
      await eventually(() => logs.lines.some((line) => line.msg === 'expired leads deleted'), 5_000, 'run logged');
      const logged = logs.lines.find((line) => line.msg === 'expired leads deleted');
      expect(logged).toMatchObject({ retentionDays: 30, deleted: 1, jobsRemoved: 1 });
      await eventually(
        () => logs.lines.some((line) => line.msg === 'expired newsletter subscriptions deleted'),
        5_000,
        'newsletter part logged',
      );
      expect(logs.lines.find((line) => line.msg === 'expired newsletter subscriptions deleted')).toMatchObject({ deleted: 1 });
      expect(await dataSource.query('SELECT count(*)::int AS count FROM newsletter_subscriptions')).toEqual([{ count: 0 }]);
      // Counts only: no lead's id, name or address in the retention's lines (the staff mails of the same run do name them).
      const retentionLines = JSON.stringify(logs.lines.filter((line) => /retention|expired/.test(String(line.msg))));
      expect(retentionLines).not.toMatch(/Visitor|visitor\d@example\.com/);
      expect(retentionLines).not.toContain(old);
    } finally {
      await runtime.close();
      await second.close();
      await maintenance.obliterate({ force: true });
      await maintenance.close();
      connection.disconnect();
    }
  }, 60_000);
});
