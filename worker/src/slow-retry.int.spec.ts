import { retryFailedNotification } from '@rebound/shared/node';
import { freePort } from '@rebound/shared/testing';
import type { DataSource } from 'typeorm';
import { eventually } from './test-support/eventually';
import { captureLogs } from './test-support/log-capture';
import { SmtpTestServer } from './test-support/smtp-test-server';
import { insertLead, notifiedAt, prepareTestDatabase } from './test-support/test-database';
import { testEnvironment } from './test-support/test-environment';
import { TestLeadQueue } from './test-support/test-queue';
import { createWorkerContext, type WorkerContext } from './worker-context';

// Issue 8: a mail server down for longer than the fast retries used to lose the staff mail. The failed
// job now stays (visible in health) and the backend's sweep sends it back hourly until it is sent.

async function health(port: number): Promise<Record<string, unknown>> {
  return (await (await fetch(`http://127.0.0.1:${port}/health`)).json()) as Record<string, unknown>;
}

describe('a mail server down for longer than the fast retries', () => {
  let dataSource: DataSource;
  let smtp: SmtpTestServer;
  let leadQueue: TestLeadQueue;
  let runtime: WorkerContext;

  beforeAll(async () => {
    dataSource = await prepareTestDatabase();
    smtp = await SmtpTestServer.start();
    leadQueue = new TestLeadQueue();
  });

  afterAll(async () => {
    await runtime?.close();
    await leadQueue.destroy();
    await smtp.close();
    await dataSource.destroy();
  });

  it('keeps the failure visible, then mails the lead once when a slow retry finds the server back', async () => {
    const healthPort = await freePort();
    runtime = await createWorkerContext(
      testEnvironment({ SMTP_URL: smtp.url, WORKER_HEALTH_PORT: String(healthPort) }),
      captureLogs().logger,
      { queuePrefix: leadQueue.prefix },
    );
    await runtime.start();

    smtp.rejection = { responseCode: 451, message: 'try again later' };
    const lead = await insertLead(dataSource);
    // The fast retries, shortened: three attempts 20 ms apart, all refused.
    await leadQueue.add({ leadId: lead.id, locale: 'en' }, { attempts: 3, backoff: { type: 'fixed', delay: 20 } });
    await eventually(async () => (await leadQueue.queue.getJob(lead.id))?.isFailed(), 10_000, 'job failed after its fast retries');
    expect(smtp.dataStarted).toBe(3);

    // Out of fast retries: failed for good (BullMQ tries it no more), still in Redis, counted by health, not mailed.
    const failed = await leadQueue.queue.getJob(lead.id);
    expect([failed?.attemptsMade, await failed?.getState()]).toEqual([3, 'failed']);
    expect(await health(healthPort)).toMatchObject({ failedJobs: 1 });
    expect(await notifiedAt(dataSource, lead.id)).toBeNull();

    // A slow retry before its hour is up leaves the job alone; one while the server still refuses fails again.
    expect(await retryFailedNotification(leadQueue.queue, lead.id, 60 * 60_000)).toBe('present');
    expect(await retryFailedNotification(leadQueue.queue, lead.id, 0)).toBe('retried');
    await eventually(
      async () => smtp.dataStarted === 4 && (await leadQueue.queue.getJob(lead.id))?.isFailed(),
      10_000,
      'slow retry refused',
    );
    expect(await health(healthPort)).toMatchObject({ failedJobs: 1 });

    // The mail server is back: the next slow retry sends it, once, and notified_at records when it was accepted.
    smtp.rejection = undefined;
    const beforeRetry = Date.now();
    expect(await retryFailedNotification(leadQueue.queue, lead.id, 0)).toBe('retried');
    await eventually(async () => (await notifiedAt(dataSource, lead.id)) !== null, 10_000, 'lead notified');
    expect(smtp.mails).toHaveLength(1);
    expect((await notifiedAt(dataSource, lead.id))!.getTime()).toBeGreaterThanOrEqual(beforeRetry - 1_000);
    await eventually(async () => (await health(healthPort)).failedJobs === 0, 10_000, 'no failed job left');
    // A sent lead's job is left alone: nothing is queued that could mail it again.
    expect(await retryFailedNotification(leadQueue.queue, lead.id, 0)).toBe('present');
    expect(await leadQueue.queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized', 'failed')).toEqual({
      waiting: 0,
      active: 0,
      delayed: 0,
      prioritized: 0,
      failed: 0,
    });
    expect(smtp.mails).toHaveLength(1);
  });
});
