import { randomUUID } from 'node:crypto';
import { LEAD_MAINTENANCE_QUEUE } from '@rebound/shared';
import { LEAD_NOTIFICATION_QUEUE, NEWSLETTER_MAIL_QUEUE, NEWSLETTER_POST_QUEUE } from '@rebound/shared/node';
import { parsePrometheusText, sampleValue } from '@rebound/shared/testing';
import type { DataSource } from 'typeorm';
import { eventually } from './test-support/eventually';
import { captureLogs, type LogCapture } from './test-support/log-capture';
import { insertPostWithDutchVersion, startSend } from './test-support/newsletter-send-seed';
import { SmtpTestServer } from './test-support/smtp-test-server';
import { insertLead, prepareTestDatabase } from './test-support/test-database';
import { TestLeadQueue } from './test-support/test-queue';
import { startTestWorker } from './test-support/test-worker';
import type { WorkerContext } from './worker-context';
import { snapshotQueue, WorkerMetricsService } from './worker-metrics.service';

describe('worker metrics (real Redis, PostgreSQL and SMTP)', () => {
  let dataSource: DataSource;
  let smtp: SmtpTestServer;
  let leadQueue: TestLeadQueue;
  let logs: LogCapture;
  let worker: WorkerContext | undefined;

  const scrape = async () => parsePrometheusText(await worker!.app.get(WorkerMetricsService).registry.metrics());
  const mails = (samples: ReturnType<typeof parsePrometheusText>, counter: string) =>
    sampleValue(samples, `rebound_mails_${counter}_total`, { queue: LEAD_NOTIFICATION_QUEUE });

  beforeAll(async () => {
    dataSource = await prepareTestDatabase();
    smtp = await SmtpTestServer.start();
  });

  beforeEach(() => {
    smtp.mails.length = 0;
    smtp.rejection = undefined;
    logs = captureLogs();
    leadQueue = new TestLeadQueue();
  });

  afterEach(async () => {
    await worker?.close();
    worker = undefined;
    await leadQueue.destroy();
  });

  afterAll(async () => {
    await smtp.close();
    await dataSource.destroy();
  });

  it('counts a mail the SMTP server accepted, and reads every queue', async () => {
    worker = await startTestWorker(logs.logger, leadQueue.prefix, { SMTP_URL: smtp.url });
    const before = await scrape();
    const lead = await insertLead(dataSource);
    await leadQueue.add({ leadId: lead.id, locale: 'en' });
    await eventually(() => logs.lines.some((line) => line.msg === 'lead notification job completed'), 30_000, 'the job to complete');
    const after = await scrape();
    expect(mails(after, 'sent') - mails(before, 'sent')).toBe(1);
    expect(mails(after, 'failed') - mails(before, 'failed')).toBe(0);
    for (const queue of [LEAD_NOTIFICATION_QUEUE, NEWSLETTER_MAIL_QUEUE, NEWSLETTER_POST_QUEUE, LEAD_MAINTENANCE_QUEUE]) {
      expect(sampleValue(after, 'rebound_queue_jobs', { queue, state: 'waiting' })).toBe(0);
      expect(sampleValue(after, 'rebound_queue_oldest_waiting_job_age_seconds', { queue })).toBe(0);
    }
  });

  it('counts a mail the SMTP server refused for now as failed, and its job as retried', async () => {
    smtp.rejection = { responseCode: 451, message: 'Try again later' };
    worker = await startTestWorker(logs.logger, leadQueue.prefix, { SMTP_URL: smtp.url });
    const before = await scrape();
    const lead = await insertLead(dataSource);
    await leadQueue.add({ leadId: lead.id, locale: 'en' });
    await eventually(() => logs.lines.some((line) => line.msg === 'lead notification job failed, will retry'), 30_000, 'a failed attempt');
    const after = await scrape();
    expect(mails(after, 'failed') - mails(before, 'failed')).toBe(1);
    expect(mails(after, 'retried') - mails(before, 'retried')).toBe(1);
    expect(mails(after, 'sent') - mails(before, 'sent')).toBe(0);
    // The job waits for its retry: delayed, not waiting.
    expect(sampleValue(after, 'rebound_queue_jobs', { queue: LEAD_NOTIFICATION_QUEUE, state: 'delayed' })).toBe(1);
  });

  it('reads the newsletter sends in progress from PostgreSQL at each scrape', async () => {
    worker = await startTestWorker(logs.logger, leadQueue.prefix, { SMTP_URL: smtp.url });
    const postId = `metrics-send-${randomUUID()}`;
    const before = sampleValue(await scrape(), 'rebound_newsletter_sends_in_progress');
    await insertPostWithDutchVersion(dataSource, postId);
    try {
      // No job is queued for it here, so it stays in state 'sending' until the test finishes it.
      const sendId = await startSend(dataSource, postId);
      expect(sampleValue(await scrape(), 'rebound_newsletter_sends_in_progress')).toBe(before + 1);
      await dataSource.query(`UPDATE newsletter_sends SET state = 'finished', finished_at = now() WHERE id = $1`, [sendId]);
      expect(sampleValue(await scrape(), 'rebound_newsletter_sends_in_progress')).toBe(before);
    } finally {
      await dataSource.query('DELETE FROM blog_posts WHERE id = $1', [postId]);
    }
  });

  it('tells how long the oldest waiting job has been ready, with no worker taking jobs', async () => {
    const now = Date.now();
    // The first added (30 s ago) waits longest; the one added after it, 10 s ago, must not be taken for it.
    await leadQueue.add({ leadId: '00000000-0000-4000-8000-000000000001', locale: 'en' }, { timestamp: now - 30_000 });
    await leadQueue.add({ leadId: '00000000-0000-4000-8000-000000000002', locale: 'en' }, { timestamp: now - 10_000 });
    await leadQueue.add({ leadId: '00000000-0000-4000-8000-000000000003', locale: 'en' }, { delay: 60_000 });
    const snapshot = await snapshotQueue(leadQueue.queue, now);
    expect(snapshot).toEqual({
      queue: LEAD_NOTIFICATION_QUEUE,
      counts: { waiting: 2, delayed: 1, active: 0, failed: 0 },
      oldestWaitingSeconds: 30,
    });
  });
});
