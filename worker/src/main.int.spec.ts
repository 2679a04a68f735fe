import { createBullConnection, LEAD_NOTIFICATION_JOB, LEAD_NOTIFICATION_JOB_OPTIONS, LEAD_NOTIFICATION_QUEUE } from '@rebound/shared/node';
import { freePort, PrivateRedis } from '@rebound/shared/testing';
import { Queue } from 'bullmq';
import type { DataSource } from 'typeorm';
import { eventually } from './test-support/eventually';
import { SmtpTestServer } from './test-support/smtp-test-server';
import { insertLead, notifiedAt, prepareTestDatabase, TEST_DATABASE_URL } from './test-support/test-database';
import { TEST_MAIL_FROM, TEST_PUBLIC_URL, TEST_STAFF } from './test-support/test-environment';
import { WorkerProcess } from './test-support/worker-process';

describe('main (the worker process)', () => {
  let dataSource: DataSource;
  let smtp: SmtpTestServer;
  let redis: PrivateRedis;
  let worker: WorkerProcess | undefined;

  async function workerEnvironment(overrides: Record<string, string> = {}): Promise<Record<string, string>> {
    return {
      NODE_ENV: 'test',
      DATABASE_URL: TEST_DATABASE_URL,
      REDIS_URL: `redis://127.0.0.1:${redis.port}`,
      SMTP_URL: smtp.url,
      MAIL_FROM: TEST_MAIL_FROM,
      LEAD_NOTIFY_TO: TEST_STAFF.join(','),
      PUBLIC_URL: TEST_PUBLIC_URL,
      WORKER_HEALTH_PORT: String(await freePort()),
      ...overrides,
    };
  }

  beforeAll(async () => {
    dataSource = await prepareTestDatabase();
    smtp = await SmtpTestServer.start();
    // A Redis of its own: the child uses BullMQ's default key prefix, which no other run may share.
    redis = await PrivateRedis.start(await freePort());
  });

  afterEach(() => {
    worker?.kill();
    worker = undefined;
  });

  afterAll(async () => {
    await redis.stop();
    await smtp.close();
    await dataSource.destroy();
  });

  it('mails a queued lead, then on SIGTERM stops cleanly with exit code 0', async () => {
    const environment = await workerEnvironment();
    worker = new WorkerProcess(environment);
    const running = worker;
    await eventually(() => running.logged('worker consuming lead notifications'), 20_000, 'worker ready');
    const health = await fetch(`http://127.0.0.1:${environment.WORKER_HEALTH_PORT}/health`);
    expect(health.status).toBe(200);

    const lead = await insertLead(dataSource);
    const connection = createBullConnection(environment.REDIS_URL, 'rebound-worker-test-producer');
    const queue = new Queue(LEAD_NOTIFICATION_QUEUE, { connection });
    try {
      await queue.add(LEAD_NOTIFICATION_JOB, { leadId: lead.id, locale: 'es' }, { ...LEAD_NOTIFICATION_JOB_OPTIONS, jobId: lead.id });
      await eventually(async () => (await notifiedAt(dataSource, lead.id)) !== null, 10_000, 'lead notified');
      // The lead is marked before BullMQ stores the job as completed: emptying the queue in between
      // would take the job from under the worker, so wait for the worker to say the job is done.
      await eventually(
        () => running.lines.some((line) => line.msg === 'lead notification job completed' && line.leadId === lead.id),
        10_000,
        'job completed',
      );
    } finally {
      await queue.obliterate({ force: true });
      await queue.close();
      connection.disconnect();
    }
    expect(smtp.mails.find((mail) => mail.header('message-id') === `<lead-${lead.id}@rebound.test>`)?.header('subject')).toBe(
      `Nueva solicitud de interés: ${lead.name}`,
    );

    worker.signal('SIGTERM');
    await expect(worker.exited).resolves.toBe(0);
    expect(worker.logged('worker stopped')).toBe(true);
    expect(worker.lines).toContainEqual(
      expect.objectContaining({ msg: 'lead notification job completed', leadId: lead.id, attempt: 1, outcome: 'sent' }),
    );
  }, 40_000);

  it('stops with exit code 0 on SIGINT even while Redis is unreachable', async () => {
    const privateRedis = await PrivateRedis.start(await freePort());
    worker = new WorkerProcess(await workerEnvironment({ REDIS_URL: `redis://127.0.0.1:${privateRedis.port}` }));
    const running = worker;
    await eventually(() => running.logged('worker consuming lead notifications'), 20_000, 'worker ready');
    await privateRedis.stop();
    await eventually(() => running.logged('redis connection error'), 10_000, 'redis loss noticed');

    const stopAsked = Date.now();
    worker.signal('SIGINT');
    await expect(worker.exited).resolves.toBe(0);
    expect(Date.now() - stopAsked).toBeLessThan(15_000);
    expect(worker.lines).toContainEqual(expect.objectContaining({ level: 'warn', msg: expect.stringContaining('BullMQ could not close') }));
  }, 40_000);

  it('refuses to start with an invalid variable, naming it, exit code 1', async () => {
    worker = new WorkerProcess(await workerEnvironment({ WORKER_CONCURRENCY: 'lots', PUBLIC_URL: 'rebound.test' }));
    await expect(worker.exited).resolves.toBe(1);
    const fatal = worker.lines.find((line) => line.level === 'fatal');
    expect(fatal?.msg).toBe('invalid environment, not starting');
    expect(JSON.stringify(fatal?.problems)).toContain('WORKER_CONCURRENCY');
    expect(JSON.stringify(fatal?.problems)).toContain('PUBLIC_URL');
  }, 20_000);
});
