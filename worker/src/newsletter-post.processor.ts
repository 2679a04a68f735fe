import { randomBytes } from 'node:crypto';
import { FALLBACK_LANGUAGE, isLanguageCode, type LanguageCode, SUPPORTED_LANGUAGES } from '@rebound/shared';
import {
  hashNewsletterToken,
  NEWSLETTER_POST_BATCH_SIZE,
  NEWSLETTER_POST_CLAIM_SECONDS,
  NEWSLETTER_POST_MAX_ATTEMPTS,
  type NewsletterPostJob,
  newsletterOneClickUrl,
  newsletterPageUrl,
  newsletterPostUrl,
  PUBLIC_POST_SQL,
} from '@rebound/shared/node';
import { type Job, UnrecoverableError } from 'bullmq';
import type { DataSource } from 'typeorm';
import type { Logger } from './logger';
import { describeMailError, storableMailFailure } from './mail/mail-error';
import type { MailTransport } from './mail/mail-transport';
import { renderNewsletterPostMail } from './mail/newsletter-post-mail.template';
import type { SendPacer } from './send-pacer';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface NewsletterPostSettings {
  from: string;
  publicUrl: string;
}

export interface NewsletterPostOutcome {
  outcome: 'batch-done' | 'nothing-to-send' | 'post-not-public';
  sendId: string;
  sent: number;
  failed: number;
}

export type NewsletterPostJobHandle = Job<NewsletterPostJob, NewsletterPostOutcome>;

interface Recipient {
  subscription_id: string;
  language: string;
  attempts: number;
}

interface PostVersion {
  id: string;
  title: string;
  excerpt: string;
  version_language: string;
}

/**
 * One batch of a send: claims up to NEWSLETTER_POST_BATCH_SIZE queued recipients (rows locked with
 * SKIP LOCKED, so two workers never claim the same one; a re-run of this job first takes back what it
 * held), then mails them one by one at the shared rate, marking each sent right after the SMTP server
 * accepted it. A worker killed mid-batch leaves at most the mail in flight unmarked: it alone is sent
 * again. A permanent refusal (5xx) marks the recipient failed with its SMTP code; a passing one (4xx,
 * no connection) ends the batch and fails the job, so BullMQ retries it later.
 */
export class NewsletterPostProcessor {
  constructor(
    private readonly dataSource: DataSource,
    private readonly mailTransport: MailTransport,
    private readonly pacer: SendPacer,
    private readonly settings: NewsletterPostSettings,
    private readonly logger: Logger,
    private readonly isStopping: () => boolean,
  ) {}

  async process(job: NewsletterPostJobHandle): Promise<NewsletterPostOutcome> {
    const sendId = this.readSendId(job);
    const claimant = String(job.id);
    const [post] = await this.dataSource.query<Array<{ post_id: string; public: boolean }>>(
      `SELECT s.post_id, (p.state = 'published' AND p.publish_at <= now()) AS public
         FROM newsletter_sends s JOIN blog_posts p ON p.id = s.post_id WHERE s.id = $1`,
      [sendId],
    );
    if (!post) return { outcome: 'nothing-to-send', sendId, sent: 0, failed: 0 };
    // Unpublished since the start: mail no link to a page that is gone; the sweep picks the send up once it is public again.
    if (!post.public) return { outcome: 'post-not-public', sendId, sent: 0, failed: 0 };
    const recipients = await this.claim(sendId, claimant);
    const versions = new Map<string, PostVersion>();
    let sent = 0;
    let failed = 0;
    for (const recipient of recipients) {
      // Stopping: the claims stay with this job, whose retry takes them back.
      if (this.isStopping()) throw new Error('worker stopping; the rest of the batch is sent by the retry');
      const language = isLanguageCode(recipient.language) ? recipient.language : FALLBACK_LANGUAGE;
      let version = versions.get(language);
      if (!version) {
        [version] = await this.dataSource.query<PostVersion[]>(`${PUBLIC_POST_SQL} WHERE p.id = $3`, [
          language,
          SUPPORTED_LANGUAGES,
          post.post_id,
        ]);
        if (!version) return { outcome: 'nothing-to-send', sendId, sent, failed };
        versions.set(language, version);
      }
      const result = await this.mailOne(sendId, recipient, language, version);
      if (result === 'sent') sent += 1;
      if (result === 'failed') failed += 1;
    }
    await this.dataSource.query(
      `UPDATE newsletter_sends SET state = 'finished', finished_at = now()
        WHERE id = $1 AND state = 'sending' AND NOT EXISTS (SELECT 1 FROM newsletter_send_recipients WHERE send_id = $1 AND status = 'queued')`,
      [sendId],
    );
    this.logger.info({ jobId: job.id, sendId, claimed: recipients.length, sent, failed }, 'newsletter post batch done');
    return { outcome: recipients.length === 0 ? 'nothing-to-send' : 'batch-done', sendId, sent, failed };
  }

  /** This job's own earlier claims (a re-run after a crash), then unclaimed or lapsed ones, up to a batch. A CTE: TypeORM answers a bare UPDATE ... RETURNING as [rows, count]. */
  private claim(sendId: string, claimant: string): Promise<Recipient[]> {
    return this.dataSource.query<Recipient[]>(
      `WITH claimed AS (UPDATE newsletter_send_recipients r
          SET claimed_by = $2, claimed_until = now() + make_interval(secs => $3), attempts = r.attempts + 1
        WHERE (r.send_id, r.subscription_id) IN (
          SELECT send_id, subscription_id FROM newsletter_send_recipients
           WHERE send_id = $1 AND status = 'queued' AND (claimed_by = $2 OR claimed_until IS NULL OR claimed_until < now())
           ORDER BY claimed_by = $2 DESC NULLS LAST, subscription_id
           LIMIT $4 FOR UPDATE SKIP LOCKED)
        RETURNING r.subscription_id, r.language, r.attempts)
       SELECT * FROM claimed`,
      [sendId, claimant, NEWSLETTER_POST_CLAIM_SECONDS, NEWSLETTER_POST_BATCH_SIZE],
    );
  }

  /** Mails one recipient and records the outcome; throws (after releasing the claim) on a passing failure. */
  private async mailOne(
    sendId: string,
    recipient: Recipient,
    language: LanguageCode,
    version: PostVersion,
  ): Promise<'sent' | 'failed' | 'gone'> {
    const { subscription_id: subscriptionId } = recipient;
    const token = randomBytes(32).toString('base64url');
    const tokenHash = hashNewsletterToken(token);
    // The unsubscribe token is stored (as its hash) before the mail leaves, so its link works the moment it arrives.
    const [subscriber] = await this.dataSource.query<Array<{ email: string }>>(
      `WITH subscriber AS (SELECT id, email FROM newsletter_subscriptions WHERE id = $1 AND status = 'confirmed'),
            added AS (INSERT INTO newsletter_tokens (token_hash, subscription_id, purpose, expires_at)
                      SELECT $2, id, 'unsubscribe', NULL FROM subscriber)
       SELECT email FROM subscriber`,
      [subscriptionId, tokenHash],
    );
    // Unsubscribed since the start: the row goes with the subscription, nothing to mail.
    if (!subscriber) return 'gone';
    const { publicUrl, from } = this.settings;
    const mail = renderNewsletterPostMail({
      language,
      mailFrom: from,
      publicUrl,
      post: { language: version.version_language, title: version.title, excerpt: version.excerpt },
      postUrl: newsletterPostUrl(publicUrl, version.version_language, version.id),
      unsubscribeUrl: newsletterPageUrl(publicUrl, 'unsubscribe', language, token),
    });
    await this.pacer.take();
    try {
      await this.mailTransport.sendMail({
        from,
        to: subscriber.email,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        list: { unsubscribe: newsletterOneClickUrl(publicUrl, token) },
        headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      });
    } catch (error) {
      await this.dataSource.query('DELETE FROM newsletter_tokens WHERE token_hash = $1', [tokenHash]).catch(() => undefined);
      const code = describeMailError(error);
      const responseCode = (error as { responseCode?: unknown }).responseCode;
      const permanent = typeof responseCode === 'number' && responseCode >= 500;
      if (permanent || recipient.attempts >= NEWSLETTER_POST_MAX_ATTEMPTS) {
        await this.dataSource.query(
          `UPDATE newsletter_send_recipients SET status = 'failed', smtp_code = $3, claimed_by = NULL, claimed_until = NULL
            WHERE send_id = $1 AND subscription_id = $2`,
          [sendId, subscriptionId, code],
        );
        // The subscription's id and the SMTP code only: never the address or the server's text.
        this.logger.warn({ sendId, subscriptionId, code }, 'newsletter post mail refused');
        return 'failed';
      }
      await this.dataSource.query(
        `UPDATE newsletter_send_recipients SET smtp_code = $3, claimed_by = NULL, claimed_until = NULL WHERE send_id = $1 AND subscription_id = $2`,
        [sendId, subscriptionId, code],
      );
      throw storableMailFailure(error);
    }
    // Right after the accept: a crash from here on sends this one mail again, and nothing else.
    await this.dataSource.query(
      `UPDATE newsletter_send_recipients SET status = 'sent', sent_at = now(), smtp_code = NULL, claimed_by = NULL, claimed_until = NULL
        WHERE send_id = $1 AND subscription_id = $2`,
      [sendId, subscriptionId],
    );
    return 'sent';
  }

  /** A malformed job can never succeed: fail it at once instead of retrying it. */
  private readSendId(job: NewsletterPostJobHandle): string {
    const sendId = (job.data as Partial<NewsletterPostJob> | undefined)?.sendId;
    if (typeof sendId !== 'string' || !UUID.test(sendId)) {
      throw new UnrecoverableError(`job data has no valid sendId (got ${JSON.stringify(sendId)})`);
    }
    return sendId;
  }
}
