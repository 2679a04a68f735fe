import {
  createBullConnection,
  NEWSLETTER_POST_BATCH_SIZE,
  NEWSLETTER_POST_JOB,
  NEWSLETTER_POST_JOB_OPTIONS,
  NEWSLETTER_POST_QUEUE,
  newsletterPostJobId,
} from '@rebound/shared/node';
import { freePort, PrivateRedis } from '@rebound/shared/testing';
import { Queue } from 'bullmq';
import type { DataSource } from 'typeorm';
import { eventually } from './test-support/eventually';
import { captureLogs } from './test-support/log-capture';
import { insertConfirmedSubscribers, insertPostWithDutchVersion, recipientCounts, startSend } from './test-support/newsletter-send-seed';
import { SmtpTestServer } from './test-support/smtp-test-server';
import { prepareTestDatabase, TEST_DATABASE_URL } from './test-support/test-database';
import { TEST_MAIL_FROM, TEST_PUBLIC_URL, TEST_STAFF } from './test-support/test-environment';
import { startTestWorker } from './test-support/test-worker';
import { WorkerProcess } from './test-support/worker-process';
import type { WorkerContext } from './worker-context';

/** A killed worker's job goes to another once its 30 s lock lapsed and a stalled-job check (every 30 s) ran: up to about a minute, doubled for a busy machine. */
const STALLED_JOB_RECOVERY_MS = 120_000;

describe('a newsletter send survives a worker killed mid-batch', () => {
  let dataSource: DataSource;
  let smtp: SmtpTestServer;
  let redis: PrivateRedis;
  let killed: WorkerProcess | undefined;
  let restarted: WorkerContext | undefined;
  let producer: { queue: Queue; connection: ReturnType<typeof createBullConnection> } | undefined;

  beforeAll(async () => {
    dataSource = await prepareTestDatabase();
    smtp = await SmtpTestServer.start();
    // A Redis of its own: the built worker uses BullMQ's default key prefix, which no other run may share.
    redis = await PrivateRedis.start(await freePort());
  });

  afterAll(async () => {
    killed?.kill();
    await restarted?.close();
    // Closed here, not at the end of the test: a failed test must not leave a queue reconnecting to the stopped Redis.
    await producer?.queue.close();
    producer?.connection.disconnect();
    await redis.stop();
    await smtp.close();
    await dataSource.query(
      'TRUNCATE newsletter_sends, newsletter_send_recipients, newsletter_subscriptions, newsletter_tokens, blog_posts CASCADE',
    );
    await dataSource.destroy();
  });

  it(
    'mails every recipient once, at most the ones in flight at the kill twice',
    async () => {
      await insertPostWithDutchVersion(dataSource, 'crash-course');
      await insertConfirmedSubscribers(dataSource, 2 * NEWSLETTER_POST_BATCH_SIZE, ['en', 'nl'], 'crash');
      const sendId = await startSend(dataSource, 'crash-course');
      const connection = createBullConnection(redis.url, 'rebound-worker-crash-test-producer');
      const queue = new Queue(NEWSLETTER_POST_QUEUE, { connection });
      producer = { queue, connection };
      await queue.addBulk(
        [0, 1].map((batch) => ({
          name: NEWSLETTER_POST_JOB,
          data: { sendId },
          opts: { ...NEWSLETTER_POST_JOB_OPTIONS, jobId: newsletterPostJobId(sendId, 0, batch) },
        })),
      );
      // A slow mail server: there is always a mail in flight to kill the worker in the middle of.
      smtp.acceptDelayMs = 100;
      killed = new WorkerProcess({
        NODE_ENV: 'test',
        DATABASE_URL: TEST_DATABASE_URL,
        REDIS_URL: redis.url,
        SMTP_URL: smtp.url,
        MAIL_FROM: TEST_MAIL_FROM,
        LEAD_NOTIFY_TO: TEST_STAFF.join(','),
        PUBLIC_URL: TEST_PUBLIC_URL,
        WORKER_HEALTH_PORT: String(await freePort()),
        NEWSLETTER_SEND_RATE: '1000',
      });
      await eventually(() => smtp.mails.length >= 20, 20_000, '20 mails sent');
      killed.kill();
      await killed.exited;
      const beforeKill = smtp.mails.length;
      expect(beforeKill).toBeLessThan(2 * NEWSLETTER_POST_BATCH_SIZE);
      // The kill may reset a connection in the middle of a mail; nothing else may go wrong on the server's side.
      for (const error of smtp.connectionErrors) expect(['ECONNRESET', 'EPIPE']).toContain(error.code);

      smtp.acceptDelayMs = 0;
      restarted = await startTestWorker(captureLogs().logger, 'bull', {
        REDIS_URL: redis.url,
        SMTP_URL: smtp.url,
        NEWSLETTER_SEND_RATE: '1000',
      });
      await eventually(
        async () => (await dataSource.query('SELECT state FROM newsletter_sends WHERE id = $1', [sendId]))[0].state === 'finished',
        STALLED_JOB_RECOVERY_MS,
        'send finished after the restart',
      );

      expect(await recipientCounts(dataSource, sendId)).toEqual({ sent: 2 * NEWSLETTER_POST_BATCH_SIZE });
      const perAddress = new Map<string, number>();
      for (const address of smtp.mails.flatMap((mail) => mail.recipients)) perAddress.set(address, (perAddress.get(address) ?? 0) + 1);
      expect(perAddress.size).toBe(2 * NEWSLETTER_POST_BATCH_SIZE);
      // The worker ran two batches at once: at most one mail in flight in each.
      const twice = [...perAddress.values()].filter((count) => count > 1);
      expect(twice.length).toBeLessThanOrEqual(2);
      expect(Math.max(...perAddress.values())).toBeLessThanOrEqual(2);
    },
    STALLED_JOB_RECOVERY_MS + 30_000,
  );
});
