import { SUPPORTED_LANGUAGES } from '@rebound/shared';
import {
  createBullConnection,
  hashNewsletterToken,
  NEWSLETTER_MAIL_JOB,
  NEWSLETTER_MAIL_JOB_OPTIONS,
  NEWSLETTER_MAIL_QUEUE,
  type NewsletterMailJob,
} from '@rebound/shared/node';
import { parseMail } from '@rebound/shared/testing';
import { Queue, type Worker } from 'bullmq';
import type { DataSource } from 'typeorm';
import { mailLanguage } from './mail/mail-texts';
import { NewsletterMailConsumer } from './newsletter-mail.consumer';
import type { NewsletterMailOutcome } from './newsletter-mail.processor';
import { eventually } from './test-support/eventually';
import { captureLogs, type LogCapture } from './test-support/log-capture';
import { type ReceivedMail, SmtpTestServer } from './test-support/smtp-test-server';
import { prepareTestDatabase } from './test-support/test-database';
import { TEST_MAIL_FROM, TEST_REDIS_URL, uniqueQueuePrefix } from './test-support/test-environment';
import { startTestWorker } from './test-support/test-worker';
import type { WorkerContext } from './worker-context';

/** A subscription as the backend stores it when a visitor subscribes (pending, its mail requested). */
async function insertSubscription(dataSource: DataSource, email: string, language: string): Promise<string> {
  const [row] = await dataSource.query(
    `INSERT INTO newsletter_subscriptions (email, language, last_mail_requested_at, confirm_mail_pending) VALUES ($1, $2, now(), true) RETURNING id`,
    [email, language],
  );
  return row.id;
}

/** The tokens stored for a subscription (hashes only), confirmation first, with the seconds until each expires. */
async function storedTokens(
  dataSource: DataSource,
  id: string,
): Promise<Array<{ token_hash: string; purpose: string; expires_in_seconds: number | null }>> {
  const rows: Array<{ token_hash: string; purpose: string; expires_in_seconds: string | null }> = await dataSource.query(
    `SELECT token_hash, purpose, extract(epoch FROM expires_at - now()) AS expires_in_seconds FROM newsletter_tokens WHERE subscription_id = $1 ORDER BY purpose, expires_at`,
    [id],
  );
  return rows.map((row) => ({ ...row, expires_in_seconds: row.expires_in_seconds === null ? null : Number(row.expires_in_seconds) }));
}

/** The token of a link in the mail: the page links carry ?lng=..&token=.., the one-click header ?token=.. */
function tokenOf(url: string): string {
  return new URL(url).searchParams.get('token')!;
}

function linksOf(mail: ReceivedMail) {
  const text = mail.text ?? '';
  const confirm = /https:\/\/rebound\.test\/newsletter\/confirm\?\S+/.exec(text)?.[0];
  const unsubscribe = /https:\/\/rebound\.test\/newsletter\/unsubscribe\?\S+/.exec(text)?.[0];
  const oneClick = /^<(https:\/\/rebound\.test\/api\/newsletter\/unsubscribe\?token=[\w-]+)>$/.exec(
    mail.header('list-unsubscribe') ?? '',
  )?.[1];
  if (!confirm || !unsubscribe || !oneClick) throw new Error(`links missing in mail:\n${mail.raw}`);
  return { confirm, unsubscribe, oneClick };
}

describe('newsletter confirmation mails (BullMQ on real Redis, Postgres and SMTP)', () => {
  let dataSource: DataSource;
  let smtp: SmtpTestServer;
  let logs: LogCapture;
  let prefix: string;
  let queue: Queue<NewsletterMailJob, NewsletterMailOutcome>;
  let queueConnection: ReturnType<typeof createBullConnection>;
  const running: WorkerContext[] = [];

  /** A worker process of its own (the whole worker context) on this test's queues. */
  async function startWorker(): Promise<Worker> {
    const worker = await startTestWorker(logs.logger, prefix, { SMTP_URL: smtp.url });
    running.push(worker);
    return worker.app.get(NewsletterMailConsumer).worker;
  }

  const addJob = (subscriptionId: string, overrides: object = {}) =>
    queue.add(NEWSLETTER_MAIL_JOB, { subscriptionId }, { ...NEWSLETTER_MAIL_JOB_OPTIONS, jobId: `${subscriptionId}-1`, ...overrides });

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
    queueConnection = createBullConnection(TEST_REDIS_URL, 'rebound-worker-newsletter-test-producer');
    queue = new Queue<NewsletterMailJob, NewsletterMailOutcome>(NEWSLETTER_MAIL_QUEUE, { connection: queueConnection, prefix });
  });

  afterEach(async () => {
    for (const worker of running.splice(0)) await worker.close();
    await queue.obliterate({ force: true });
    await queue.close();
    queueConnection.disconnect();
    await dataSource.query('TRUNCATE newsletter_subscriptions, newsletter_tokens, newsletter_send_recipients');
  });

  afterAll(async () => {
    await smtp.close();
    await dataSource.destroy();
  });

  it("mails the visitor once, with both links and the one-click headers, and stores only the tokens' hashes (confirm valid 7 days)", async () => {
    await startWorker();
    const id = await insertSubscription(dataSource, 'Sanne@Example.nl', 'nl');
    const job = await addJob(id);
    await eventually(async () => (await job.getState()) === 'completed', 15_000, 'job completed');

    expect(smtp.mails).toHaveLength(1);
    const [mail] = smtp.mails;
    // nodemailer writes the domain in lower case (domains ignore case); the local part stays as typed.
    expect(mail.recipients).toEqual(['Sanne@example.nl']);
    expect(mail.header('from')).toBe(TEST_MAIL_FROM);
    expect(mail.header('subject')).toBe('Bevestig je aanmelding voor de nieuwsbrief van Rebound');
    expect(mail.header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const links = linksOf(mail);
    expect(links.confirm).toMatch(/^https:\/\/rebound\.test\/newsletter\/confirm\?lng=nl&token=[\w-]{43}$/);
    expect(links.unsubscribe).toMatch(/^https:\/\/rebound\.test\/newsletter\/unsubscribe\?lng=nl&token=[\w-]{43}$/);
    expect(tokenOf(links.oneClick)).toBe(tokenOf(links.unsubscribe));
    expect(tokenOf(links.confirm)).not.toBe(tokenOf(links.unsubscribe));
    // The HTML part carries the same links (escaped) and the page's language.
    expect(mail.html).toContain(`href="${links.confirm.replace(/&/g, '&amp;')}"`);
    expect(mail.html).toContain(`href="${links.unsubscribe.replace(/&/g, '&amp;')}"`);
    expect(mail.html).toContain('<html lang="nl" dir="ltr">');

    expect(await dataSource.query('SELECT status, confirm_mail_pending FROM newsletter_subscriptions WHERE id = $1', [id])).toEqual([
      { status: 'pending', confirm_mail_pending: false },
    ]);
    const tokens = await storedTokens(dataSource, id);
    expect(tokens).toEqual([
      { token_hash: hashNewsletterToken(tokenOf(links.confirm)), purpose: 'confirm', expires_in_seconds: expect.any(Number) },
      { token_hash: hashNewsletterToken(tokenOf(links.unsubscribe)), purpose: 'unsubscribe', expires_in_seconds: null },
    ]);
    expect(tokens[0].expires_in_seconds).toBeGreaterThan(7 * 86_400 - 600);
    expect(tokens[0].expires_in_seconds).toBeLessThanOrEqual(7 * 86_400);
    // The plain tokens rest nowhere: not in the table, not in the job, not in the log.
    const stored = JSON.stringify([
      await dataSource.query('SELECT * FROM newsletter_subscriptions'),
      await dataSource.query('SELECT * FROM newsletter_tokens'),
    ]);
    const jobRecord = JSON.stringify(await queue.getJob(job.id!));
    const logText = JSON.stringify(logs.lines);
    for (const token of [tokenOf(links.confirm), tokenOf(links.unsubscribe)]) {
      expect(stored).not.toContain(token);
      expect(jobRecord).not.toContain(token);
      expect(logText).not.toContain(token);
    }
    expect(logText).not.toMatch(/sanne/i);

    // The same request queued again (sweep, another replica) sends nothing more.
    const again = await addJob(id, { jobId: `${id}-2` });
    await eventually(async () => (await again.getState()) === 'completed', 15_000, 'second job completed');
    expect((await queue.getJob(again.id!))?.returnvalue).toEqual({ outcome: 'skipped', subscriptionId: id, reason: 'nothing-to-send' });
    expect(smtp.mails).toHaveLength(1);
  });

  it('a second mail adds its own tokens: the links of both mails work, and deleting the subscription deletes them all', async () => {
    await startWorker();
    const id = await insertSubscription(dataSource, 'twice@example.com', 'pt');
    await eventually(async () => (await (await addJob(id)).getState()) === 'completed', 15_000, 'first job completed');
    // The visitor asks again ten minutes later (what the backend's subscribe does), and a second mail goes out.
    await dataSource.query(
      'UPDATE newsletter_subscriptions SET last_mail_requested_at = now(), confirm_mail_pending = true WHERE id = $1',
      [id],
    );
    await eventually(
      async () => (await (await addJob(id, { jobId: `${id}-2` })).getState()) === 'completed',
      15_000,
      'second job completed',
    );
    expect(smtp.mails).toHaveLength(2);
    const [first, second] = smtp.mails.map(linksOf);
    expect(tokenOf(first.confirm)).not.toBe(tokenOf(second.confirm));

    const tokens = await storedTokens(dataSource, id);
    const hashes = tokens.map((token) => token.token_hash);
    for (const link of [first.confirm, second.confirm, first.unsubscribe, second.unsubscribe])
      expect(hashes).toContain(hashNewsletterToken(tokenOf(link)));
    expect(tokens.filter((token) => token.purpose === 'confirm').every((token) => token.expires_in_seconds! > 7 * 86_400 - 600)).toBe(true);
    // The subscription's expiry is the newest link's.
    const [{ expires_in_seconds }] = await dataSource.query(
      'SELECT extract(epoch FROM confirm_expires_at - now()) AS expires_in_seconds FROM newsletter_subscriptions WHERE id = $1',
      [id],
    );
    expect(Number(expires_in_seconds)).toBeCloseTo(Math.max(...tokens.map((token) => token.expires_in_seconds ?? 0)), -1);

    await dataSource.query('DELETE FROM newsletter_subscriptions WHERE id = $1', [id]);
    expect(await storedTokens(dataSource, id)).toEqual([]);
  });

  it('commits the tokens before sending, so a click while the mail server still holds the mail works, and a second job for the row skips it', async () => {
    smtp.acceptDelayMs = 3_000;
    await startWorker();
    const id = await insertSubscription(dataSource, 'quick@example.com', 'en');
    const job = await addJob(id);
    await eventually(() => smtp.arrived.length === 1, 15_000, 'mail data arrived');
    expect(smtp.mails).toHaveLength(0); // the server has not accepted it yet
    const confirmToken = tokenOf(/https:\/\/rebound\.test\/newsletter\/confirm\?\S+/.exec(parseMail(smtp.arrived[0]).text ?? '')![0]);

    // The sweep (or another replica) queues the same row meanwhile: that job must not mail it again.
    const duplicate = await addJob(id, { jobId: `${id}-2` });
    await eventually(async () => (await duplicate.getState()) === 'completed', 2_500, 'duplicate job completed while the first one sends');
    expect((await queue.getJob(duplicate.id!))?.returnvalue).toEqual({
      outcome: 'skipped',
      subscriptionId: id,
      reason: 'locked-by-another-worker',
    });

    // The backend's confirmation, from another session, while the first job still waits for the server (it must not wait for the row either).
    const confirmed = await dataSource.transaction(async (manager) => {
      await manager.query(`SET LOCAL lock_timeout = '500ms'`);
      return manager.query(
        `UPDATE newsletter_subscriptions AS subscription SET status = 'confirmed', confirmed_at = coalesce(confirmed_at, now()), confirm_mail_pending = false
           FROM newsletter_tokens AS token
          WHERE token.token_hash = $1 AND token.purpose = 'confirm' AND token.expires_at > now() AND subscription.id = token.subscription_id
          RETURNING subscription.id`,
        [hashNewsletterToken(confirmToken)],
      );
    });
    expect(confirmed[0]).toEqual([{ id }]);
    expect(smtp.mails).toHaveLength(0);

    await eventually(async () => (await job.getState()) === 'completed', 15_000, 'job completed');
    expect(smtp.mails).toHaveLength(1);
    expect(await dataSource.query('SELECT status, confirm_mail_pending FROM newsletter_subscriptions')).toEqual([
      { status: 'confirmed', confirm_mail_pending: false },
    ]);
  });

  it('leaves the mail pending when the visitor asked again while it was being sent', async () => {
    smtp.acceptDelayMs = 1_000;
    await startWorker();
    const id = await insertSubscription(dataSource, 'twice@example.com', 'en');
    const job = await addJob(id);
    await eventually(() => smtp.arrived.length === 1, 15_000, 'mail data arrived');
    // What the backend does for a request ten minutes after the last one.
    await dataSource.query(
      'UPDATE newsletter_subscriptions SET last_mail_requested_at = now(), confirm_mail_pending = true WHERE id = $1',
      [id],
    );
    await eventually(async () => (await job.getState()) === 'completed', 15_000, 'job completed');
    expect(await dataSource.query('SELECT confirm_mail_pending FROM newsletter_subscriptions')).toEqual([{ confirm_mail_pending: true }]);
  });

  it('writes the mail in each of the six languages, Persian right to left', async () => {
    await startWorker();
    const ids = new Map<string, string>();
    for (const language of SUPPORTED_LANGUAGES)
      ids.set(language, await insertSubscription(dataSource, `reader.${language}@example.com`, language));
    await Promise.all([...ids.values()].map((id) => addJob(id)));
    await eventually(() => smtp.mails.length === SUPPORTED_LANGUAGES.length, 20_000, 'six mails');
    for (const language of SUPPORTED_LANGUAGES) {
      const mail = smtp.mails.find((received) => received.recipients[0] === `reader.${language}@example.com`)!;
      const { t } = mailLanguage(language);
      expect(mail.header('subject')).toBe(t('newsletterConfirm.subject', { brand: 'Rebound' }));
      expect(mail.text).toContain(t('newsletterConfirm.action'));
      expect(mail.html).toContain(`<html lang="${language}" dir="${language === 'fa' ? 'rtl' : 'ltr'}">`);
      expect(mail.html).toContain(`>${t('newsletterConfirm.confirmButton')}</a>`);
      expect(linksOf(mail).confirm).toContain(`lng=${language}&`);
    }
    const persian = smtp.mails.find((received) => received.recipients[0] === 'reader.fa@example.com')!;
    expect(persian.html).toContain('<td dir="rtl" style="padding:24px;text-align:right;');
    expect(persian.text).toContain('این پیوند تا ۷ روز معتبر است.');
    expect(persian.header('subject')).toBe('عضویت خود در خبرنامهٔ Rebound را تأیید کنید');
  });

  it('finishes without a mail when the subscription was deleted or confirmed before its job ran', async () => {
    await startWorker();
    const deleted = await insertSubscription(dataSource, 'gone@example.com', 'en');
    await dataSource.query('DELETE FROM newsletter_subscriptions WHERE id = $1', [deleted]);
    const confirmed = await insertSubscription(dataSource, 'done@example.com', 'en');
    await dataSource.query(`UPDATE newsletter_subscriptions SET status = 'confirmed', confirmed_at = now() WHERE id = $1`, [confirmed]);
    const jobs = [await addJob(deleted), await addJob(confirmed)];
    for (const job of jobs) {
      await eventually(async () => (await job.getState()) === 'completed', 15_000, 'job completed');
      expect((await queue.getJob(job.id!))?.returnvalue).toMatchObject({ outcome: 'skipped', reason: 'nothing-to-send' });
    }
    expect(smtp.mails).toHaveLength(0);
  });

  it('keeps a refused mail failed with its SMTP code only (no address), stores no token and leaves the mail pending', async () => {
    smtp.rejection = { responseCode: 550, message: 'No such user <refused@example.com>' };
    await startWorker();
    const id = await insertSubscription(dataSource, 'refused@example.com', 'fr');
    const job = await addJob(id, { attempts: 2, backoff: { type: 'fixed', delay: 50 } });
    await eventually(async () => (await job.getState()) === 'failed', 15_000, 'job failed');
    const failed = await queue.getJob(job.id!);
    expect(failed?.failedReason).toBe('DATA 550');
    expect(failed?.attemptsMade).toBe(2);
    expect(await dataSource.query('SELECT confirm_expires_at, confirm_mail_pending FROM newsletter_subscriptions')).toEqual([
      { confirm_expires_at: null, confirm_mail_pending: true },
    ]);
    expect(await storedTokens(dataSource, id)).toEqual([]);
    expect(JSON.stringify(logs.lines)).not.toContain('refused@example.com');
    expect(logs.lines).toContainEqual(
      expect.objectContaining({ msg: 'newsletter mail job failed for good; it stays in the failed list', subscriptionId: id }),
    );
  });

  it('keeps only RCPT TO and the code when the server refuses the address quoting it: not in Redis, the database or the log', async () => {
    smtp.rejection = {
      command: 'RCPT TO',
      responseCode: 550,
      message: '5.1.1 <quoted.reader@example.com>: no mailbox here (ref zq-reply-4410)',
    };
    await startWorker();
    const id = await insertSubscription(dataSource, 'quoted.reader@example.com', 'en');
    const job = await addJob(id, { attempts: 2, backoff: { type: 'fixed', delay: 50 } });
    await eventually(() => logs.lines.some((line) => line.willRetry === false), 15_000, 'final failure logged');
    const failed = await queue.getJob(job.id!);
    expect(failed?.failedReason).toBe('RCPT TO 550');
    expect(failed?.stacktrace?.length).toBeGreaterThan(0);
    // Everything Redis holds about the job (data, failedReason, stacktrace, ...), as stored.
    const stored = JSON.stringify(await queueConnection.hgetall(queue.toKey(job.id!)));
    const logged = JSON.stringify(logs.lines);
    const database = JSON.stringify(await dataSource.query('SELECT * FROM newsletter_subscriptions'));
    for (const quoted of ['quoted.reader@example.com', 'zq-reply-4410', 'no mailbox here']) {
      expect(stored).not.toContain(quoted);
      expect(logged).not.toContain(quoted);
    }
    expect(database).not.toContain('zq-reply-4410');
  });

  it('fails a job without a valid subscription id at once', async () => {
    await startWorker();
    const job = await queue.add(NEWSLETTER_MAIL_JOB, { subscriptionId: 'nonsense' }, { ...NEWSLETTER_MAIL_JOB_OPTIONS, jobId: 'broken-1' });
    await eventually(async () => (await job.getState()) === 'failed', 15_000, 'job failed');
    expect((await queue.getJob('broken-1'))?.attemptsMade).toBe(1);
  });
});
