import { randomBytes } from 'node:crypto';
import { UnrecoverableError, type Job } from 'bullmq';
import type { DataSource } from 'typeorm';
import {
  hashNewsletterToken,
  NEWSLETTER_CONFIRM_TTL_DAYS,
  type NewsletterMailJob,
  newsletterOneClickUrl,
  newsletterPageUrl,
  FALLBACK_LANGUAGE,
  isLanguageCode,
} from '@rebound/backend/shared';
import type { Logger } from './logger';
import type { MailTransport } from './mail/mail-transport';
import { describeMailError } from './mail/mail-error';
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

/** 32 random bytes, base64url: what the links carry. Only its SHA-256 is stored. */
const newToken = () => randomBytes(32).toString('base64url');

/**
 * Sends the double opt-in mail of one subscription. The tokens are made here, right before sending,
 * and only their hashes are written (in the transaction that holds the row's lock, committed after
 * the mail server accepted the mail), so a plain token never rests in PostgreSQL or Redis. A
 * subscription deleted, confirmed or already mailed meanwhile ends the job without a mail.
 */
export class NewsletterMailProcessor {
  private readonly inFlight = new Set<Promise<NewsletterMailOutcome>>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly mailTransport: MailTransport,
    private readonly settings: NewsletterMailSettings,
    private readonly logger: Logger,
  ) {}

  async process(job: NewsletterMailJobHandle): Promise<NewsletterMailOutcome> {
    // The failure as SMTP command and codes only: a server's message can echo the address, and BullMQ keeps it in Redis and the log.
    const run = this.sendOnce(job).catch((error: unknown) => {
      if (error instanceof UnrecoverableError) throw error;
      throw new Error(`confirmation mail not sent: ${describeMailError(error)}`);
    });
    this.inFlight.add(run);
    try {
      return await run;
    } finally {
      this.inFlight.delete(run);
    }
  }

  /** Resolves once every job being processed right now has finished. */
  async whenIdle(): Promise<void> {
    await Promise.allSettled([...this.inFlight]);
  }

  private async sendOnce(job: NewsletterMailJobHandle): Promise<NewsletterMailOutcome> {
    const subscriptionId = this.readSubscriptionId(job);
    const attempt = job.attemptsMade + 1;
    return this.dataSource.transaction(async (manager) => {
      const rows: Array<{ id: string; email: string; language: string }> = await manager.query(
        `SELECT id, email, language FROM newsletter_subscriptions
          WHERE id = $1 AND status = 'pending' AND confirm_mail_pending
          FOR UPDATE SKIP LOCKED`,
        [subscriptionId],
      );
      const subscription = rows[0];
      if (!subscription) {
        const locked = (await manager.query('SELECT 1 FROM newsletter_subscriptions WHERE id = $1 AND status = $2 AND confirm_mail_pending', [subscriptionId, 'pending'])).length > 0;
        const reason = locked ? 'locked-by-another-worker' : 'nothing-to-send';
        this.logger.info({ jobId: job.id, subscriptionId, attempt, reason }, 'newsletter confirmation mail skipped');
        return { outcome: 'skipped', subscriptionId, reason };
      }
      const language = isLanguageCode(subscription.language) ? subscription.language : FALLBACK_LANGUAGE;
      const tokens = { confirm: newToken(), unsubscribe: newToken() };
      const { publicUrl } = this.settings;
      const oneClickUrl = newsletterOneClickUrl(publicUrl, tokens.unsubscribe);
      const mail = renderNewsletterMail({
        language,
        mailFrom: this.settings.from,
        publicUrl,
        confirmUrl: newsletterPageUrl(publicUrl, 'confirm', language, tokens.confirm),
        unsubscribeUrl: newsletterPageUrl(publicUrl, 'unsubscribe', language, tokens.unsubscribe),
      });
      await manager.query(
        `UPDATE newsletter_subscriptions
            SET confirm_token_hash = $2, unsubscribe_token_hash = $3,
                confirm_expires_at = now() + make_interval(days => $4), confirm_mail_pending = false
          WHERE id = $1`,
        [subscriptionId, hashNewsletterToken(tokens.confirm), hashNewsletterToken(tokens.unsubscribe), NEWSLETTER_CONFIRM_TTL_DAYS],
      );
      const sent = await this.mailTransport.sendMail({
        from: this.settings.from,
        to: subscription.email,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        // RFC 2369 and RFC 8058: mail programs offer their own unsubscribe button, which POSTs to this address.
        list: { unsubscribe: oneClickUrl },
        headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      });
      // Never the address or the tokens: the id is enough to follow a mail.
      this.logger.info({ jobId: job.id, subscriptionId, attempt, language: mail.language, messageId: sent.messageId }, 'newsletter confirmation mail sent');
      return { outcome: 'sent', subscriptionId, messageId: sent.messageId };
    });
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
