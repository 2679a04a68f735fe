import { FALLBACK_LANGUAGE, isLanguageCode } from '@rebound/shared';
import { InterestLead, type LeadNotificationJob } from '@rebound/shared/node';
import { type Job, UnrecoverableError } from 'bullmq';
import type { DataSource, EntityManager } from 'typeorm';
import type { Logger } from './logger';
import { renderLeadMail } from './mail/lead-mail.template';
import { describeMailError, storableMailFailure } from './mail/mail-error';
import type { MailTransport } from './mail/mail-transport';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface LeadNotificationSettings {
  /** MAIL_FROM */
  from: string;
  /** LEAD_NOTIFY_TO, split: who gets the mail when no staff account chose "mail me new leads". */
  fallbackRecipients: string[];
  /** PUBLIC_URL, the origin the admin link points at */
  publicUrl: string;
}

export type SkipReason = 'already-notified' | 'lead-deleted' | 'locked-by-another-worker';

export type LeadNotificationOutcome =
  | { outcome: 'sent'; leadId: string; messageId: string }
  | { outcome: 'skipped'; leadId: string; reason: SkipReason };

export type LeadNotificationJobHandle = Job<LeadNotificationJob, LeadNotificationOutcome>;

/**
 * Who gets a lead's mail: every active staff account that chose "mail me new leads", read at each
 * mail so a change holds at once; LEAD_NOTIFY_TO when nobody chose it, and while the database has no
 * staff accounts yet (a worker of this release started before the backend migrated it).
 */
export async function leadMailRecipients(manager: EntityManager, fallback: string[]): Promise<string[]> {
  try {
    const rows: Array<{ email: string }> = await manager.query(
      'SELECT email FROM staff_accounts WHERE active AND mail_new_leads AND password_hash IS NOT NULL ORDER BY lower(email)',
    );
    return rows.length > 0 ? rows.map((row) => row.email) : fallback;
  } catch (error) {
    if ((error as { code?: string }).code === '42P01') return fallback;
    throw error;
  }
}

/**
 * Sends the staff mail for one lead, at most once per lead: the lead row is locked for the whole
 * send, and `notified_at` is written in the same transaction after the mail server accepted the mail.
 * A failed send rolls back and throws its SMTP command and code, so BullMQ retries the job with back-off.
 */
export class LeadNotificationProcessor {
  constructor(
    private readonly dataSource: DataSource,
    private readonly mailTransport: MailTransport,
    private readonly settings: LeadNotificationSettings,
    private readonly logger: Logger,
  ) {}

  async process(job: LeadNotificationJobHandle): Promise<LeadNotificationOutcome> {
    return this.notifyOnce(job).catch(async (error: unknown) => {
      await this.recordFailure(job, error);
      // SMTP command and code only: a server's reply can quote the lead, and BullMQ keeps it in Redis and the log.
      throw storableMailFailure(error);
    });
  }

  private async notifyOnce(job: LeadNotificationJobHandle): Promise<LeadNotificationOutcome> {
    const { leadId, locale } = this.readJobData(job);
    const attempt = job.attemptsMade + 1;
    return this.dataSource.transaction(async (manager) => {
      const lead = await manager
        .getRepository(InterestLead)
        .createQueryBuilder('lead')
        .setLock('pessimistic_write')
        .setOnLocked('skip_locked')
        .where('lead.id = :leadId', { leadId })
        .andWhere('lead.notifiedAt IS NULL')
        .getOne();
      if (!lead) {
        const reason = await this.whyUnavailable(manager, leadId);
        this.logger.info({ jobId: job.id, leadId, attempt, reason }, 'lead notification skipped');
        return { outcome: 'skipped', leadId, reason };
      }

      const mail = renderLeadMail(lead, locale, this.settings.publicUrl);
      const recipients = await leadMailRecipients(manager, this.settings.fallbackRecipients);
      const sent = await this.mailTransport.sendMail({
        from: this.settings.from,
        to: recipients,
        replyTo: mail.replyTo,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        // One Message-ID per lead, so a mail re-sent after a crash is recognisably the same mail.
        messageId: `<lead-${lead.id}@${new URL(this.settings.publicUrl).hostname}>`,
      });
      await manager
        .createQueryBuilder()
        .update(InterestLead)
        .set({ notifiedAt: () => 'now()', notifyAttempts: () => 'notify_attempts + 1', notifyFailedAt: null })
        .where('id = :leadId', { leadId })
        .execute();
      this.logger.info(
        { jobId: job.id, leadId, attempt, language: mail.language, recipients: recipients.length, messageId: sent.messageId },
        'lead notification sent',
      );
      return { outcome: 'sent', leadId, messageId: sent.messageId };
    });
  }

  /**
   * Keeps the failure on the lead for the staff desk: one more attempt, its SMTP command and code
   * (never the message), and, when BullMQ will not retry it any more, when that happened (`failed`).
   * Outside the send's transaction, which the failure rolled back.
   */
  private async recordFailure(job: LeadNotificationJobHandle, error: unknown): Promise<void> {
    const leadId = (job.data as Partial<LeadNotificationJob> | undefined)?.leadId;
    if (typeof leadId !== 'string' || !UUID.test(leadId)) return;
    const outOfRetries = (error as Error | undefined)?.name === 'UnrecoverableError' || job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
    try {
      await this.dataSource.query(
        `UPDATE interest_leads
            SET notify_attempts = notify_attempts + 1,
                notify_last_error = $2,
                notify_failed_at = CASE WHEN $3 THEN now() ELSE notify_failed_at END
          WHERE id = $1 AND notified_at IS NULL`,
        [leadId, describeMailError(error), outOfRetries],
      );
    } catch (recordError) {
      this.logger.warn(
        { jobId: job.id, leadId, reason: (recordError as Error).message },
        'could not record the failed notification on the lead',
      );
    }
  }

  /** A malformed job can never succeed: fail it at once (visible as failed) instead of retrying it eight times. */
  private readJobData(job: LeadNotificationJobHandle): LeadNotificationJob {
    const { leadId, locale } = (job.data ?? {}) as Partial<LeadNotificationJob>;
    if (typeof leadId !== 'string' || !UUID.test(leadId)) {
      throw new UnrecoverableError(`job data has no valid leadId (got ${JSON.stringify(leadId)})`);
    }
    if (isLanguageCode(locale)) return { leadId, locale };
    this.logger.warn({ jobId: job.id, leadId, locale }, `unknown locale in job, mailing in ${FALLBACK_LANGUAGE}`);
    return { leadId, locale: FALLBACK_LANGUAGE };
  }

  private async whyUnavailable(manager: EntityManager, leadId: string): Promise<SkipReason> {
    // A plain read is not blocked by another transaction's row lock.
    const rows: Array<{ notified_at: Date | null }> = await manager.query('SELECT notified_at FROM interest_leads WHERE id = $1', [leadId]);
    if (rows.length === 0) return 'lead-deleted';
    return rows[0].notified_at === null ? 'locked-by-another-worker' : 'already-notified';
  }
}
