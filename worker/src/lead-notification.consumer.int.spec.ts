import type { Worker } from 'bullmq';
import type { DataSource } from 'typeorm';
import { LeadNotificationConsumer } from './lead-notification.consumer';
import { eventually } from './test-support/eventually';
import { captureLogs, type LogCapture } from './test-support/log-capture';
import { SmtpTestServer } from './test-support/smtp-test-server';
import { insertLead, notifiedAt, prepareTestDatabase } from './test-support/test-database';
import { TEST_STAFF } from './test-support/test-environment';
import { TestLeadQueue } from './test-support/test-queue';
import { startTestWorker } from './test-support/test-worker';
import type { WorkerContext } from './worker-context';

describe('lead notification worker (BullMQ on real Redis, Postgres and SMTP)', () => {
  let dataSource: DataSource;
  let smtp: SmtpTestServer;
  let leadQueue: TestLeadQueue;
  let logs: LogCapture;
  const running: WorkerContext[] = [];

  /** A worker process of its own (the whole worker context) on this test's queue. */
  async function startWorker(concurrency = 4): Promise<Worker> {
    const worker = await startTestWorker(logs.logger, leadQueue.prefix, { SMTP_URL: smtp.url, WORKER_CONCURRENCY: String(concurrency) });
    running.push(worker);
    return worker.app.get(LeadNotificationConsumer).worker;
  }

  /** The worker logs a job's end just after BullMQ stored it, so wait for the log lines rather than the queue counts. */
  async function completedLogLines(expected: number): Promise<Array<Record<string, unknown>>> {
    const lines = () => logs.lines.filter((line) => line.msg === 'lead notification job completed');
    await eventually(() => lines().length >= expected, 30_000, `${expected} completed jobs`);
    return lines();
  }

  /** Mails per lead, told apart by the per-lead Message-ID. */
  function rcptCountsByLead(): Map<string, number> {
    const counts = new Map<string, number>();
    for (const mail of smtp.mails) {
      const leadId = /<lead-([0-9a-f-]+)@/.exec(mail.header('message-id') ?? '')?.[1] ?? 'unknown';
      counts.set(leadId, (counts.get(leadId) ?? 0) + mail.recipients.length);
    }
    return counts;
  }

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
    for (const worker of running.splice(0)) await worker.close();
    await leadQueue.destroy();
  });

  afterAll(async () => {
    await smtp.close();
    await dataSource.destroy();
  });

  it('two workers side by side mail each of 20 leads exactly once, to each staff address', async () => {
    const workers = [await startWorker(), await startWorker()];
    const completedBy = workers.map(() => 0);
    workers.forEach((worker, index) => {
      worker.on('completed', () => {
        completedBy[index] += 1;
      });
    });
    const leads = await Promise.all(Array.from({ length: 20 }, (_, index) => insertLead(dataSource, { name: `Lead ${index + 1}` })));
    await Promise.all(leads.map((lead) => leadQueue.add({ leadId: lead.id, locale: 'en' })));

    await completedLogLines(20);

    const counts = rcptCountsByLead();
    expect(smtp.mails).toHaveLength(20);
    expect(counts.size).toBe(20);
    for (const lead of leads) expect(counts.get(lead.id)).toBe(TEST_STAFF.length);
    for (const mail of smtp.mails) expect(mail.recipients).toEqual(TEST_STAFF);
    for (const lead of leads) expect(await notifiedAt(dataSource, lead.id)).toBeInstanceOf(Date);
    expect(await leadQueue.queue.getCompletedCount()).toBe(20);
    // Both took part, so the once-only result came from the lock, not from one worker doing everything.
    expect(completedBy.every((count) => count > 0)).toBe(true);
  });

  it('two jobs per lead racing on two workers still give one mail per lead', async () => {
    await startWorker();
    await startWorker();
    const leads = await Promise.all(Array.from({ length: 20 }, (_, index) => insertLead(dataSource, { name: `Racer ${index + 1}` })));
    await Promise.all(
      leads.flatMap((lead) => [
        leadQueue.add({ leadId: lead.id, locale: 'en' }),
        leadQueue.add({ leadId: lead.id, locale: 'en' }, { jobId: `${lead.id}-duplicate` }),
      ]),
    );

    const outcomes = (await completedLogLines(40)).map((line) => line.outcome);

    const counts = rcptCountsByLead();
    expect(counts.size).toBe(20);
    for (const lead of leads) expect(counts.get(lead.id)).toBe(TEST_STAFF.length);
    expect(await leadQueue.queue.getCompletedCount()).toBe(40);
    expect(outcomes.filter((outcome) => outcome === 'sent')).toHaveLength(20);
    expect(outcomes.filter((outcome) => outcome === 'skipped')).toHaveLength(20);
  });

  it('the same lead queued again (new job id, after the first job completed) is not mailed twice', async () => {
    await startWorker();
    const lead = await insertLead(dataSource);
    await leadQueue.add({ leadId: lead.id, locale: 'en' });
    await completedLogLines(1);
    const again = await leadQueue.add({ leadId: lead.id, locale: 'nl' }, { jobId: `${lead.id}-again` });
    await completedLogLines(2);

    expect(smtp.mails).toHaveLength(1);
    expect((await leadQueue.queue.getJob(again.id!))?.returnvalue).toEqual({
      outcome: 'skipped',
      leadId: lead.id,
      reason: 'already-notified',
    });
    expect(logs.lines).toContainEqual(
      expect.objectContaining({ msg: 'lead notification job completed', leadId: lead.id, attempt: 1, outcome: 'sent' }),
    );
    expect(logs.lines).toContainEqual(
      expect.objectContaining({ msg: 'lead notification job completed', leadId: lead.id, attempt: 1, outcome: 'skipped' }),
    );
  });

  it('a job for a lead that was deleted completes as skipped, not failed', async () => {
    await startWorker();
    const lead = await insertLead(dataSource);
    await dataSource.query('DELETE FROM interest_leads WHERE id = $1', [lead.id]);
    const job = await leadQueue.add({ leadId: lead.id, locale: 'en' });
    await eventually(async () => (await job.getState()) === 'completed', 10_000, 'job completed');
    expect((await leadQueue.queue.getJob(job.id!))?.returnvalue).toMatchObject({ outcome: 'skipped', reason: 'lead-deleted' });
    expect(smtp.mails).toHaveLength(0);
  });

  it('retries while the mail server refuses, then keeps the job failed with its error and notified_at NULL', async () => {
    smtp.rejection = { responseCode: 550, message: 'Relaying denied for this sender' };
    await startWorker();
    const lead = await insertLead(dataSource);
    const job = await leadQueue.add({ leadId: lead.id, locale: 'en' }, { attempts: 3, backoff: { type: 'fixed', delay: 50 } });

    await eventually(() => logs.lines.some((line) => line.willRetry === false), 15_000, 'final failure logged');

    const failed = await leadQueue.queue.getJob(job.id!);
    expect(await failed?.getState()).toBe('failed');
    expect(failed?.attemptsMade).toBe(3);
    expect(failed?.failedReason).toBe('DATA 550');
    expect(await leadQueue.queue.getFailedCount()).toBe(1);
    expect(await notifiedAt(dataSource, lead.id)).toBeNull();
    expect(smtp.mails).toHaveLength(0);
    const failures = logs.lines.filter((line) => String(line.msg).startsWith('lead notification job failed'));
    expect(failures.map((line) => [line.attempt, line.willRetry, line.level])).toEqual([
      [1, true, 'warn'],
      [2, true, 'warn'],
      [3, false, 'error'],
    ]);
    expect(failures[2]).toMatchObject({ leadId: lead.id, err: { message: 'DATA 550' } });
    // The staff desk reads the outcome from the lead: every attempt, the SMTP command and code (not the text), failed once out of retries.
    const [record] = await dataSource.query(
      'SELECT notify_attempts, notify_last_error, notify_failed_at FROM interest_leads WHERE id = $1',
      [lead.id],
    );
    expect(record).toEqual({ notify_attempts: 3, notify_last_error: 'DATA 550', notify_failed_at: expect.any(Date) });
    expect(record.notify_failed_at.getTime()).toBeGreaterThanOrEqual(failed!.finishedOn! - 5_000);
  });

  it('keeps only the SMTP command and code of a refusal that quotes the lead: not its text in Redis, the database or the log', async () => {
    const lead = await insertLead(dataSource, { name: 'Quoted Q. Visitor', email: 'quoted.visitor@example.nl' });
    const reply = `Message refused: mail about "${lead.name}" <${lead.email}> looks like spam (ref zq-reply-7731)`;
    smtp.rejection = { responseCode: 552, message: reply };
    await startWorker();
    const job = await leadQueue.add({ leadId: lead.id, locale: 'en' }, { attempts: 2, backoff: { type: 'fixed', delay: 50 } });
    await eventually(() => logs.lines.some((line) => line.willRetry === false), 15_000, 'final failure logged');

    const failed = await leadQueue.queue.getJob(job.id!);
    expect(failed?.failedReason).toBe('DATA 552');
    expect(failed?.stacktrace?.length).toBeGreaterThan(0);
    // Everything Redis holds about the job (data, failedReason, stacktrace, ...), as stored.
    const stored = JSON.stringify(await leadQueue.connection.hgetall(leadQueue.queue.toKey(job.id!)));
    const [record] = await dataSource.query('SELECT notify_last_error FROM interest_leads WHERE id = $1', [lead.id]);
    expect(record).toEqual({ notify_last_error: 'DATA 552' });
    const logged = JSON.stringify(logs.lines);
    for (const quoted of [lead.name, lead.email, 'zq-reply-7731', 'looks like spam']) {
      expect(stored).not.toContain(quoted);
      expect(logged).not.toContain(quoted);
    }
    const database = JSON.stringify(await dataSource.query('SELECT * FROM interest_leads'));
    expect(database).not.toContain('zq-reply-7731');
  });

  it('a failed job sends its mail once retried after the mail server recovers', async () => {
    smtp.rejection = { responseCode: 451, message: 'Try again later' };
    await startWorker();
    const lead = await insertLead(dataSource);
    const job = await leadQueue.add({ leadId: lead.id, locale: 'en' }, { attempts: 2, backoff: { type: 'fixed', delay: 50 } });
    await eventually(async () => (await job.getState()) === 'failed', 15_000, 'job failed');

    const [failedRecord] = await dataSource.query('SELECT notify_attempts, notify_failed_at FROM interest_leads WHERE id = $1', [lead.id]);
    expect(failedRecord).toEqual({ notify_attempts: 2, notify_failed_at: expect.any(Date) });

    smtp.rejection = undefined;
    await (await leadQueue.queue.getJob(job.id!))!.retry('failed');
    await eventually(async () => (await job.getState()) === 'completed', 10_000, 'job completed after retry');

    expect(smtp.mails).toHaveLength(1);
    expect(await notifiedAt(dataSource, lead.id)).toBeInstanceOf(Date);
    // Sent: the failed mark is gone, the attempts (two refused, one accepted) and the last refusal stay on record.
    expect(
      await dataSource.query('SELECT notify_attempts, notify_last_error, notify_failed_at FROM interest_leads WHERE id = $1', [lead.id]),
    ).toEqual([{ notify_attempts: 3, notify_last_error: 'DATA 451', notify_failed_at: null }]);
  });

  it('records a refused attempt that will be retried without marking the lead failed', async () => {
    smtp.rejection = { responseCode: 451, message: 'Greylisted, try again later' };
    await startWorker();
    const lead = await insertLead(dataSource);
    await leadQueue.add({ leadId: lead.id, locale: 'en' }, { attempts: 5, backoff: { type: 'fixed', delay: 60_000 } });
    await eventually(() => logs.lines.some((line) => line.willRetry === true), 15_000, 'first failure logged');
    expect(
      await dataSource.query('SELECT notify_attempts, notify_last_error, notify_failed_at, notified_at FROM interest_leads WHERE id = $1', [
        lead.id,
      ]),
    ).toEqual([{ notify_attempts: 1, notify_last_error: 'DATA 451', notify_failed_at: null, notified_at: null }]);
  });
});
