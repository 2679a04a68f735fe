import { randomBytes } from 'node:crypto';
import { FALLBACK_LANGUAGE, isLanguageCode, NEWSLETTER_CONFIRM_TTL_DAYS } from '@rebound/shared';
import { hashNewsletterToken, type NewsletterMailJob, newsletterOneClickUrl, newsletterPageUrl } from '@rebound/shared/node';
import { type Job, UnrecoverableError } from 'bullmq';
import type { DataSource } from 'typeorm';
import type { Logger } from './logger';
import { storableMailFailure } from './mail/mail-error';
import type { MailTransport } from './mail/mail-transport';
import { renderNewsletterMail } from './mail/newsletter-mail.template';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface NewsletterMailSettings {
  /** MAIL_FROM */
  from: string;
  /** PUBLIC_URL: the origin of the mail's links */
  publicUrl: string;
}

export type NewsletterMailOutcome =
  | { outcome: 'sent'; subscriptionId: string; messageId: string }
  | { outcome: 'skipped'; subscriptionId: string; reason: 'nothing-to-send' | 'locked-by-another-worker' };

export type NewsletterMailJobHandle = Job<NewsletterMailJob, NewsletterMailOutcome>;

/**
 * The advisory lock of one subscription's mail (64 bits of its random UUID): held while its mail is
 * made and sent, so a second worker (a retry of a stalled job, the sweep's job) skips it.
 */
const SUBSCRIPTION_LOCK_KEY = `('x' || left(replace($1::text, '-', ''), 16))::bit(64)::bigint`;

/** 32 random bytes, base64url: what the links carry. Only its SHA-256 is stored. */
const newToken = () => randomBytes(32).toString('base64url');

/**
 * Sends the double opt-in mail of one subscription. The tokens are made here, right before sending,
 * and only their hashes are written, committed before the mail goes out (so its links work the moment
 * it arrives), so a plain token never rests in PostgreSQL or Redis. An advisory lock on the
 * subscription keeps a second worker from sending the same mail meanwhile. A subscription deleted,
 * confirmed or already mailed meanwhile ends the job without a mail.
 */
export class NewsletterMailProcessor {
  constructor(
    private readonly dataSource: DataSource,
    private readonly mailTransport: MailTransport,
    private readonly settings: NewsletterMailSettings,
    private readonly logger: Logger,
  ) {}

  async process(job: NewsletterMailJobHandle): Promise<NewsletterMailOutcome> {
    // SMTP command and code only: a server's reply can quote the address, and BullMQ keeps it in Redis and the log.
    return this.sendOnce(job).catch((error: unknown) => {
      throw storableMailFailure(error);
    });
  }

  private async sendOnce(job: NewsletterMailJobHandle): Promise<NewsletterMailOutcome> {
    const subscriptionId = this.readSubscriptionId(job);
    const attempt = job.attemptsMade + 1;
    const skip = (reason: 'nothing-to-send' | 'locked-by-another-worker'): NewsletterMailOutcome => {
      this.logger.info({ jobId: job.id, subscriptionId, attempt, reason }, 'newsletter confirmation mail skipped');
      return { outcome: 'skipped', subscriptionId, reason };
    };
    // One connection for the whole send: the advisory lock lives as long as its session, so a worker that dies mid-send frees it.
    const session = this.dataSource.createQueryRunner();
    await session.connect();
    let locked = false;
    try {
      [{ locked }] = await session.query(`SELECT pg_try_advisory_lock(${SUBSCRIPTION_LOCK_KEY}) AS locked`, [subscriptionId]);
      if (!locked) return skip('locked-by-another-worker');
      const rows: Array<{ email: string; language: string; requested_key: string | null }> = await session.query(
        `SELECT email, language, last_mail_requested_at::text AS requested_key FROM newsletter_subscriptions
          WHERE id = $1 AND status = 'pending' AND confirm_mail_pending`,
        [subscriptionId],
      );
      const subscription = rows[0];
      if (!subscription) return skip('nothing-to-send');
      const language = isLanguageCode(subscription.language) ? subscription.language : FALLBACK_LANGUAGE;
      const tokens = { confirm: newToken(), unsubscribe: newToken() };
      const hashes = [hashNewsletterToken(tokens.confirm), hashNewsletterToken(tokens.unsubscribe)];
      const { publicUrl } = this.settings;
      const oneClickUrl = newsletterOneClickUrl(publicUrl, tokens.unsubscribe);
      const mail = renderNewsletterMail({
        language,
        mailFrom: this.settings.from,
        publicUrl,
        confirmUrl: newsletterPageUrl(publicUrl, 'confirm', language, tokens.confirm),
        unsubscribeUrl: newsletterPageUrl(publicUrl, 'unsubscribe', language, tokens.unsubscribe),
      });
      // Committed before sending: a visitor who clicks the instant the mail arrives finds the token.
      // Added next to the tokens of earlier mails, whose links keep working until they expire.
      await session.query(
        `WITH added AS (
           INSERT INTO newsletter_tokens (token_hash, subscription_id, purpose, expires_at)
           VALUES ($2, $1, 'confirm', now() + make_interval(days => $4)), ($3, $1, 'unsubscribe', NULL))
         UPDATE newsletter_subscriptions SET confirm_expires_at = now() + make_interval(days => $4) WHERE id = $1`,
        [subscriptionId, ...hashes, NEWSLETTER_CONFIRM_TTL_DAYS],
      );
      let sent: { messageId: string };
      try {
        sent = await this.mailTransport.sendMail({
          from: this.settings.from,
          to: subscription.email,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          // RFC 2369 and RFC 8058: mail programs offer their own unsubscribe button, which POSTs to this address.
          list: { unsubscribe: oneClickUrl },
          headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
        });
      } catch (error) {
        // Nobody received these tokens: drop them (best effort; the retry makes new ones either way).
        await session
          .query(
            `WITH dropped AS (DELETE FROM newsletter_tokens WHERE token_hash = ANY($2::text[]))
             UPDATE newsletter_subscriptions
                SET confirm_expires_at = (SELECT max(expires_at) FROM newsletter_tokens WHERE subscription_id = $1 AND purpose = 'confirm' AND token_hash <> ALL($2::text[]))
              WHERE id = $1`,
            [subscriptionId, hashes],
          )
          .catch(() => undefined);
        throw error;
      }
      // Done unless the visitor asked again meanwhile: that request keeps its mail pending.
      await session.query(
        `UPDATE newsletter_subscriptions SET confirm_mail_pending = false
          WHERE id = $1 AND last_mail_requested_at IS NOT DISTINCT FROM $2::timestamptz`,
        [subscriptionId, subscription.requested_key],
      );
      // Never the address or the tokens: the id is enough to follow a mail.
      this.logger.info(
        { jobId: job.id, subscriptionId, attempt, language: mail.language, messageId: sent.messageId },
        'newsletter confirmation mail sent',
      );
      return { outcome: 'sent', subscriptionId, messageId: sent.messageId };
    } finally {
      if (locked) await session.query(`SELECT pg_advisory_unlock(${SUBSCRIPTION_LOCK_KEY})`, [subscriptionId]).catch(() => undefined);
      await session.release();
    }
  }

  /** A malformed job can never succeed: fail it at once (visible as failed) instead of retrying it. */
  private readSubscriptionId(job: NewsletterMailJobHandle): string {
    const subscriptionId = (job.data as Partial<NewsletterMailJob> | undefined)?.subscriptionId;
    if (typeof subscriptionId !== 'string' || !UUID.test(subscriptionId)) {
      throw new UnrecoverableError(`job data has no valid subscriptionId (got ${JSON.stringify(subscriptionId)})`);
    }
    return subscriptionId;
  }
}
