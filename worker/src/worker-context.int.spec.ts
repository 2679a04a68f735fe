import {
  createBullConnection,
  NEWSLETTER_MAIL_JOB,
  NEWSLETTER_MAIL_JOB_OPTIONS,
  NEWSLETTER_MAIL_QUEUE,
  STAFF_ACCOUNT_MAIL_JOB,
  STAFF_ACCOUNT_MAIL_JOB_OPTIONS,
  STAFF_ACCOUNT_MAIL_QUEUE,
} from '@rebound/shared/node';
import { freePort, PrivateRedis } from '@rebound/shared/testing';
import { Queue } from 'bullmq';
import type { DataSource } from 'typeorm';
import { eventually } from './test-support/eventually';
import { captureLogs, type LogCapture } from './test-support/log-capture';
import { SmtpTestServer } from './test-support/smtp-test-server';
import { insertLead, notifiedAt, prepareTestDatabase } from './test-support/test-database';
import { TEST_REDIS_URL, TEST_STAFF, testEnvironment } from './test-support/test-environment';
import { TestLeadQueue } from './test-support/test-queue';
import { createWorkerContext, type WorkerContext } from './worker-context';

const FAST_WAIT = { initialDelayMs: 100, maxDelayMs: 200, attemptTimeoutMs: 500 };

async function health(port: number): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`http://127.0.0.1:${port}/health`);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('the worker context (the worker process, without its signal handlers)', () => {
  let dataSource: DataSource;
  let smtp: SmtpTestServer;
  let leadQueue: TestLeadQueue;
  let logs: LogCapture;
  let runtime: WorkerContext | undefined;

  beforeAll(async () => {
    dataSource = await prepareTestDatabase();
    smtp = await SmtpTestServer.start();
  });

  beforeEach(() => {
    smtp.mails.length = 0;
    smtp.acceptDelayMs = 0;
    smtp.dataStarted = 0;
    logs = captureLogs();
    leadQueue = new TestLeadQueue();
  });

  afterEach(async () => {
    await runtime?.close();
    runtime = undefined;
    await leadQueue.destroy();
  });

  afterAll(async () => {
    await smtp.close();
    await dataSource.destroy();
  });

  it('starts, reports healthy on WORKER_HEALTH_PORT, mails a queued lead and stops', async () => {
    const healthPort = await freePort();
    runtime = await createWorkerContext(
      testEnvironment({ SMTP_URL: smtp.url, WORKER_HEALTH_PORT: String(healthPort), WORKER_CONCURRENCY: '2' }),
      logs.logger,
      {
        queuePrefix: leadQueue.prefix,
      },
    );

    await expect(runtime.start()).resolves.toBe(true);
    expect(runtime.healthPort).toBe(healthPort);
    expect(logs.lines).toContainEqual(
      expect.objectContaining({ msg: 'worker consuming lead notifications', concurrency: 2, queue: 'lead-notifications' }),
    );
    await expect(health(healthPort)).resolves.toEqual({
      status: 200,
      body: {
        status: 'ok',
        redis: 'up',
        postgres: 'up',
        failedJobs: 0,
        newsletterFailedJobs: 0,
        newsletterPostFailedJobs: 0,
        staffAccountMailFailedJobs: 0,
      },
    });

    const lead = await insertLead(dataSource);
    await leadQueue.add({ leadId: lead.id, locale: 'pt' });
    await eventually(async () => (await notifiedAt(dataSource, lead.id)) !== null, 10_000, 'lead notified');
    expect(smtp.mails).toHaveLength(1);
    expect(smtp.mails[0].recipients).toEqual(TEST_STAFF);
    expect(smtp.mails[0].header('subject')).toBe(`Nova manifestação de interesse: ${lead.name}`);

    await runtime.close();
    await expect(fetch(`http://127.0.0.1:${healthPort}/health`)).rejects.toThrow();
  });

  it('reports failed jobs on the health endpoint', async () => {
    const healthPort = await freePort();
    runtime = await createWorkerContext(testEnvironment({ SMTP_URL: smtp.url, WORKER_HEALTH_PORT: String(healthPort) }), logs.logger, {
      queuePrefix: leadQueue.prefix,
    });
    await runtime.start();

    await leadQueue.add({ leadId: 'not-a-uuid', locale: 'en' });

    await eventually(async () => (await health(healthPort)).body.failedJobs === 1, 10_000, 'one failed job on /health');
    expect((await health(healthPort)).status).toBe(200);
  });

  it('consumes the newsletter queue too, and reports the failed jobs of each mail queue apart on the health endpoint', async () => {
    const healthPort = await freePort();
    runtime = await createWorkerContext(testEnvironment({ SMTP_URL: smtp.url, WORKER_HEALTH_PORT: String(healthPort) }), logs.logger, {
      queuePrefix: leadQueue.prefix,
    });
    await runtime.start();
    expect(logs.lines).toContainEqual(expect.objectContaining({ msg: 'worker consuming newsletter mails', queue: 'newsletter-mails' }));
    const connection = createBullConnection(TEST_REDIS_URL, 'rebound-worker-runtime-test-newsletter');
    const newsletterQueue = new Queue(NEWSLETTER_MAIL_QUEUE, { connection, prefix: leadQueue.prefix });
    const staffAccountQueue = new Queue(STAFF_ACCOUNT_MAIL_QUEUE, { connection, prefix: leadQueue.prefix });
    try {
      const [row] = await dataSource.query(
        `INSERT INTO newsletter_subscriptions (email, language, last_mail_requested_at, confirm_mail_pending) VALUES ('runtime@example.es', 'es', now(), true) RETURNING id`,
      );
      await newsletterQueue.add(NEWSLETTER_MAIL_JOB, { subscriptionId: row.id }, { ...NEWSLETTER_MAIL_JOB_OPTIONS, jobId: `${row.id}-1` });
      await eventually(() => smtp.mails.some((mail) => mail.recipients.includes('runtime@example.es')), 10_000, 'newsletter mail sent');
      await newsletterQueue.add(
        NEWSLETTER_MAIL_JOB,
        { subscriptionId: 'not-a-uuid' },
        { ...NEWSLETTER_MAIL_JOB_OPTIONS, jobId: 'broken-1' },
      );
      await eventually(
        async () => (await health(healthPort)).body.newsletterFailedJobs === 1,
        10_000,
        'one failed newsletter job on /health',
      );
      expect((await health(healthPort)).body).toMatchObject({ status: 'ok', failedJobs: 0, newsletterFailedJobs: 1 });

      // A staff account mail that cannot be made (no such account id) is counted under its own name.
      await staffAccountQueue.add(
        STAFF_ACCOUNT_MAIL_JOB,
        { accountId: 'not-a-uuid', purpose: 'reset' },
        { ...STAFF_ACCOUNT_MAIL_JOB_OPTIONS },
      );
      await eventually(
        async () => (await health(healthPort)).body.staffAccountMailFailedJobs === 1,
        10_000,
        'one failed staff account mail on /health',
      );
      expect((await health(healthPort)).body).toMatchObject({ failedJobs: 0, newsletterFailedJobs: 1, newsletterPostFailedJobs: 0 });
    } finally {
      await staffAccountQueue.obliterate({ force: true });
      await staffAccountQueue.close();
      await newsletterQueue.obliterate({ force: true });
      await newsletterQueue.close();
      connection.disconnect();
      await dataSource.query('TRUNCATE newsletter_subscriptions, newsletter_tokens, newsletter_send_recipients');
    }
  });

  it('on stop, lets the job that is being sent finish and record notified_at', async () => {
    runtime = await createWorkerContext(
      testEnvironment({ SMTP_URL: smtp.url, WORKER_HEALTH_PORT: String(await freePort()) }),
      logs.logger,
      { queuePrefix: leadQueue.prefix },
    );
    await runtime.start();
    smtp.acceptDelayMs = 1_500;
    const lead = await insertLead(dataSource);
    const job = await leadQueue.add({ leadId: lead.id, locale: 'en' });
    await eventually(() => smtp.dataStarted === 1, 10_000, 'mail being sent');

    await runtime.close();

    expect(smtp.mails).toHaveLength(1);
    expect(await notifiedAt(dataSource, lead.id)).toBeInstanceOf(Date);
    expect(await job.getState()).toBe('completed');
  });

  it('with an empty SMTP_URL writes each mail to the log', async () => {
    runtime = await createWorkerContext(testEnvironment({ SMTP_URL: '', WORKER_HEALTH_PORT: String(await freePort()) }), logs.logger, {
      queuePrefix: leadQueue.prefix,
    });
    await runtime.start();
    const lead = await insertLead(dataSource, { name: 'Joost Jansen', message: 'Wij willen een zak voor ons buurthuis.' });
    await leadQueue.add({ leadId: lead.id, locale: 'nl' });

    const line = await eventually(() => logs.lines.find((candidate) => candidate.mail !== undefined), 10_000, 'mail log line');
    expect(line.mail).toMatchObject({
      to: TEST_STAFF,
      subject: 'Nieuwe aanmelding: Joost Jansen',
      text: expect.stringContaining('Wij willen een zak voor ons buurthuis.'),
    });
    await eventually(async () => (await notifiedAt(dataSource, lead.id)) !== null, 10_000, 'lead notified');
    expect(smtp.mails).toHaveLength(0);
  });

  it('waits for Redis with back-off and one log line per attempt, then starts; reports Redis down when it goes away', async () => {
    const redisPort = await freePort();
    const healthPort = await freePort();
    runtime = await createWorkerContext(
      testEnvironment({ REDIS_URL: `redis://127.0.0.1:${redisPort}`, SMTP_URL: smtp.url, WORKER_HEALTH_PORT: String(healthPort) }),
      logs.logger,
      { queuePrefix: leadQueue.prefix, wait: FAST_WAIT },
    );
    const started = runtime.start();
    let redis: PrivateRedis | undefined;
    try {
      await eventually(() => logs.lines.filter((line) => line.msg === 'waiting for redis').length >= 2, 10_000, 'two waiting lines');
      const waiting = logs.lines.filter((line) => line.msg === 'waiting for redis');
      expect(waiting.slice(0, 2).map((line) => [line.attempt, line.retryInMs])).toEqual([
        [1, 100],
        [2, 200],
      ]);
      await expect(health(healthPort)).resolves.toMatchObject({ status: 503, body: { status: 'error', redis: 'down', failedJobs: null } });

      redis = await PrivateRedis.start(redisPort);
      await expect(started).resolves.toBe(true);
      expect(logs.lines).toContainEqual(expect.objectContaining({ msg: 'redis is reachable', dependency: 'redis' }));
      await expect(health(healthPort)).resolves.toMatchObject({ status: 200, body: { status: 'ok' } });
      const connectedClients = await redis.otherClientCount();

      await redis.stop();
      await eventually(async () => (await health(healthPort)).body.redis === 'down', 10_000, 'redis reported down');
      // BullMQ retries every few hundred ms while Redis is gone; the log gets one line per distinct error.
      // The time below only lets retries pile up; it cannot turn the test red (no retry adds a line), and
      // no event outside the runtime tells how many retries there were.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      const workerErrors = logs.lines.filter((line) => line.msg === 'lead notification worker error');
      expect(new Set(workerErrors.map((line) => JSON.stringify(line.err))).size).toBe(workerErrors.length);

      // Back again: every connection returns by itself, without a restart. (Stopping while Redis is away: main.int.spec.ts.)
      redis = await PrivateRedis.start(redisPort);
      const restarted = redis;
      await eventually(async () => (await health(healthPort)).status === 200, 10_000, 'healthy again');
      await eventually(async () => (await restarted.otherClientCount()) === connectedClients, 10_000, 'all worker connections back');
    } finally {
      await runtime.close();
      runtime = undefined;
      await redis?.stop();
    }
  }, 30_000);

  it('waits for Postgres (health says so) and can be stopped while waiting', async () => {
    const healthPort = await freePort();
    runtime = await createWorkerContext(
      testEnvironment({
        DATABASE_URL: `postgres://postgres@127.0.0.1:${await freePort()}/rebound`,
        SMTP_URL: smtp.url,
        WORKER_HEALTH_PORT: String(healthPort),
      }),
      logs.logger,
      { queuePrefix: leadQueue.prefix, wait: FAST_WAIT },
    );
    const started = runtime.start();
    await eventually(() => logs.lines.some((line) => line.msg === 'waiting for postgres'), 10_000, 'waiting for postgres');
    await expect(health(healthPort)).resolves.toEqual({
      status: 503,
      body: {
        status: 'error',
        redis: 'up',
        postgres: 'down',
        failedJobs: 0,
        newsletterFailedJobs: 0,
        newsletterPostFailedJobs: 0,
        staffAccountMailFailedJobs: 0,
      },
    });

    await runtime.close();
    await expect(started).resolves.toBe(false);
  });
});
