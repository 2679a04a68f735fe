import {
  createBullConnection,
  hashNewsletterToken,
  NEWSLETTER_POST_JOB,
  NEWSLETTER_POST_JOB_OPTIONS,
  NEWSLETTER_POST_QUEUE,
  type NewsletterPostJob,
  newsletterPostJobId,
} from '@rebound/shared/node';
import { Queue } from 'bullmq';
import type { DataSource } from 'typeorm';
import type { NewsletterPostOutcome } from './newsletter-post.processor';
import { eventually } from './test-support/eventually';
import { captureLogs, type LogCapture } from './test-support/log-capture';
import { insertConfirmedSubscribers, insertPostWithDutchVersion, recipientCounts, startSend } from './test-support/newsletter-send-seed';
import { type ReceivedMail, SmtpTestServer } from './test-support/smtp-test-server';
import { prepareTestDatabase } from './test-support/test-database';
import { TEST_REDIS_URL, uniqueQueuePrefix } from './test-support/test-environment';
import { startTestWorker } from './test-support/test-worker';
import type { WorkerContext } from './worker-context';

describe('newsletter post sends (BullMQ on real Redis, Postgres and SMTP)', () => {
  let dataSource: DataSource;
  let smtp: SmtpTestServer;
  let logs: LogCapture;
  let prefix: string;
  let queue: Queue<NewsletterPostJob, NewsletterPostOutcome>;
  let queueConnection: ReturnType<typeof createBullConnection>;
  const running: WorkerContext[] = [];

  const startWorker = async (environment: Record<string, string> = {}) => {
    running.push(await startTestWorker(logs.logger, prefix, { SMTP_URL: smtp.url, NEWSLETTER_SEND_RATE: '1000', ...environment }));
  };
  /** The jobs the backend adds at the start: one per batch of 50. */
  const addBatches = (sendId: string, batches: number) =>
    queue.addBulk(
      Array.from({ length: batches }, (_, batch) => ({
        name: NEWSLETTER_POST_JOB,
        data: { sendId },
        opts: { ...NEWSLETTER_POST_JOB_OPTIONS, jobId: newsletterPostJobId(sendId, 0, batch) },
      })),
    );
  const sendState = async (sendId: string) =>
    ((await dataSource.query('SELECT state FROM newsletter_sends WHERE id = $1', [sendId])) as Array<{ state: string }>)[0]?.state;

  beforeAll(async () => {
    dataSource = await prepareTestDatabase();
    smtp = await SmtpTestServer.start();
  });

  beforeEach(() => {
    smtp.mails.length = 0;
    smtp.arrived.length = 0;
    smtp.rejection = undefined;
    smtp.acceptDelayMs = 0;
    logs = captureLogs();
    prefix = uniqueQueuePrefix();
    queueConnection = createBullConnection(TEST_REDIS_URL, 'rebound-worker-newsletter-post-test-producer');
    queue = new Queue<NewsletterPostJob, NewsletterPostOutcome>(NEWSLETTER_POST_QUEUE, { connection: queueConnection, prefix });
  });

  afterEach(async () => {
    for (const worker of running.splice(0)) await worker.close();
    await queue.obliterate({ force: true });
    await queue.close();
    queueConnection.disconnect();
    await dataSource.query(
      'TRUNCATE newsletter_sends, newsletter_send_recipients, newsletter_subscriptions, newsletter_tokens, blog_posts CASCADE',
    );
  });

  afterAll(async () => {
    await smtp.close();
    await dataSource.destroy();
  });

  const mailTo = (address: string): ReceivedMail => {
    const found = smtp.mails.filter((mail) => mail.recipients.includes(address));
    if (found.length !== 1) throw new Error(`${found.length} mails to ${address}`);
    return found[0];
  };

  it('mails every recipient once, in their language where a version exists, with the one-click unsubscribe headers', async () => {
    await insertPostWithDutchVersion(dataSource, 'spring-training');
    await insertConfirmedSubscribers(dataSource, 120, ['en', 'nl', 'fa'], 'reader');
    const sendId = await startSend(dataSource, 'spring-training');
    await startWorker();
    await addBatches(sendId, 3);
    await eventually(async () => (await sendState(sendId)) === 'finished', 30_000, 'send finished');

    expect(await recipientCounts(dataSource, sendId)).toEqual({ sent: 120 });
    const recipients = smtp.mails.flatMap((mail) => mail.recipients);
    expect(recipients).toHaveLength(120);
    expect(new Set(recipients).size).toBe(120);

    // i % 3: 1 → nl, 2 → fa, 3 → en.
    const dutch = mailTo('reader1@example.com');
    expect(dutch.header('subject')).toBe('Voorjaarstraining');
    expect(dutch.text).toContain('Tien weken tot de marathon');
    expect(dutch.text).toContain('https://rebound.test/nl/blog/spring-training');
    expect(dutch.html).toContain('<html lang="nl" dir="ltr">');
    const persian = mailTo('reader2@example.com');
    // No Persian version: the original, marked as English inside a Persian mail, with the note.
    expect(persian.header('subject')).toBe('Spring training');
    expect(persian.text).toContain('https://rebound.test/en/blog/spring-training');
    expect(persian.text).toContain('این نوشته هنوز به فارسی در دسترس نیست');
    expect(persian.html).toContain('<html lang="fa" dir="rtl">');
    expect(persian.html).toContain('<div lang="en" dir="ltr">');
    const english = mailTo('reader3@example.com');
    expect(english.header('subject')).toBe('Spring training');
    expect(english.text).not.toContain('original language');

    for (const mail of [dutch, persian, english]) {
      expect(mail.header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
      const oneClick = /^<https:\/\/rebound\.test\/api\/newsletter\/unsubscribe\?token=([\w-]{43})>$/.exec(
        mail.header('list-unsubscribe') ?? '',
      );
      expect(oneClick).not.toBeNull();
      const token = oneClick![1];
      // The page link carries the same token, and only its hash is stored, for this subscriber.
      expect(mail.text).toContain(`/newsletter/unsubscribe?lng=`);
      expect(mail.text).toContain(`token=${token}`);
      const [stored] = await dataSource.query(
        `SELECT s.email FROM newsletter_tokens t JOIN newsletter_subscriptions s ON s.id = t.subscription_id WHERE t.token_hash = $1 AND t.purpose = 'unsubscribe'`,
        [hashNewsletterToken(token)],
      );
      expect(mail.recipients).toEqual([stored.email]);
    }
  });

  it('records a refused recipient as failed with its SMTP code only, and finishes the send', async () => {
    await insertPostWithDutchVersion(dataSource, 'refused');
    await insertConfirmedSubscribers(dataSource, 3, ['en'], 'bounce');
    const sendId = await startSend(dataSource, 'refused');
    smtp.rejection = { responseCode: 550, message: 'No such user bounce1@example.com', command: 'RCPT TO' };
    await startWorker();
    await addBatches(sendId, 1);
    await eventually(async () => (await sendState(sendId)) === 'finished', 20_000, 'send finished');
    expect(
      await dataSource.query(`SELECT DISTINCT status, smtp_code FROM newsletter_send_recipients WHERE send_id = $1`, [sendId]),
    ).toEqual([{ status: 'failed', smtp_code: 'RCPT TO 550' }]);
    expect(smtp.mails).toHaveLength(0);
    // No address and no server text in the log, and no token left for mails that never went out.
    expect(JSON.stringify(logs.lines)).not.toContain('bounce1@example.com');
    expect(JSON.stringify(logs.lines)).not.toContain('No such user');
    expect(await dataSource.query(`SELECT 1 FROM newsletter_tokens`)).toHaveLength(0);
  });

  it('retries a passing refusal (451) and then sends', async () => {
    await insertPostWithDutchVersion(dataSource, 'later');
    await insertConfirmedSubscribers(dataSource, 2, ['nl'], 'later');
    const sendId = await startSend(dataSource, 'later');
    smtp.rejection = { responseCode: 451, message: 'Try again later' };
    await startWorker();
    await queue.add(
      NEWSLETTER_POST_JOB,
      { sendId },
      { ...NEWSLETTER_POST_JOB_OPTIONS, backoff: { type: 'fixed', delay: 1_000 }, jobId: 'later-0' },
    );
    const refused = `SELECT 1 FROM newsletter_send_recipients WHERE smtp_code = 'DATA 451' AND status = 'queued'`;
    await eventually(async () => (await dataSource.query(refused)).length > 0, 10_000, 'a refused attempt');
    smtp.rejection = undefined;
    await eventually(async () => (await sendState(sendId)) === 'finished', 20_000, 'send finished');
    expect(await recipientCounts(dataSource, sendId)).toEqual({ sent: 2 });
    expect(smtp.mails).toHaveLength(2);
  });

  it('keeps to NEWSLETTER_SEND_RATE mails per second across two workers', async () => {
    await insertPostWithDutchVersion(dataSource, 'paced');
    await insertConfirmedSubscribers(dataSource, 30, ['en'], 'paced');
    const sendId = await startSend(dataSource, 'paced');
    await startWorker({ NEWSLETTER_SEND_RATE: '10' });
    await startWorker({ NEWSLETTER_SEND_RATE: '10' });
    const started = Date.now();
    // Small batches so both workers take part.
    await addBatches(sendId, 1);
    await queue.add(NEWSLETTER_POST_JOB, { sendId }, { ...NEWSLETTER_POST_JOB_OPTIONS, jobId: 'paced-extra' });
    await eventually(async () => (await sendState(sendId)) === 'finished', 20_000, 'send finished');
    // 30 mails 100 ms apart: at least 2.9 s from the first to the last.
    expect(Date.now() - started).toBeGreaterThanOrEqual(2_900);
    expect(smtp.mails).toHaveLength(30);
  });

  it('on a stop, ends the batch after the mail in flight; the retry sends the rest, nobody twice', async () => {
    await insertPostWithDutchVersion(dataSource, 'stopped');
    await insertConfirmedSubscribers(dataSource, 20, ['en'], 'stop');
    const sendId = await startSend(dataSource, 'stopped');
    await startWorker({ NEWSLETTER_SEND_RATE: '5' });
    await addBatches(sendId, 1);
    await eventually(() => smtp.mails.length >= 2, 10_000, 'two mails sent');
    const stopping = running.pop()!;
    await stopping.close();
    const sentBeforeStop = smtp.mails.length;
    expect(sentBeforeStop).toBeLessThan(20);
    // The rest is still queued, held by the batch's job, whose retry takes it back.
    const [{ held }] = await dataSource.query(
      `SELECT count(*)::int AS held FROM newsletter_send_recipients WHERE send_id = $1 AND status = 'queued' AND claimed_by = $2`,
      [sendId, newsletterPostJobId(sendId, 0, 0)],
    );
    expect(held).toBe(20 - sentBeforeStop);
    await startWorker();
    await eventually(async () => (await sendState(sendId)) === 'finished', 30_000, 'send finished after the retry');
    const recipients = smtp.mails.flatMap((mail) => mail.recipients);
    expect(recipients).toHaveLength(20);
    expect(new Set(recipients).size).toBe(20);
  });
});
