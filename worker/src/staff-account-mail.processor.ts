import { isStaffRole } from '@rebound/shared';
import { ACCOUNT_TOKEN_TTL_MS, accountTokenUrl, hashAccountToken, issueAccountToken, type StaffAccountMailJob } from '@rebound/shared/node';
import { type Job, UnrecoverableError } from 'bullmq';
import type { DataSource } from 'typeorm';
import type { Logger } from './logger';
import { renderAccountMail } from './mail/account-mail.template';
import { storableMailFailure } from './mail/mail-error';
import type { MailTransport } from './mail/mail-transport';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface StaffAccountMailSettings {
  /** MAIL_FROM */
  from: string;
  /** PUBLIC_URL: the origin of the mail's link */
  publicUrl: string;
}

export type StaffAccountMailOutcome =
  | { outcome: 'sent'; accountId: string; messageId: string }
  | { outcome: 'skipped'; accountId: string; reason: 'no-such-account' | 'not-applicable' };

export type StaffAccountMailJobHandle = Job<StaffAccountMailJob, StaffAccountMailOutcome>;

/**
 * Sends an invitation or a password-reset mail. The link's token is made here, right before sending,
 * and only its hash is stored (committed first, so the link works the moment the mail arrives): no
 * usable link rests in Redis. Making it voids the account's earlier link of the same kind. An account
 * deactivated meanwhile, or an invitation already accepted, ends the job without a mail.
 */
export class StaffAccountMailProcessor {
  constructor(
    private readonly dataSource: DataSource,
    private readonly mailTransport: MailTransport,
    private readonly settings: StaffAccountMailSettings,
    private readonly logger: Logger,
  ) {}

  async process(job: StaffAccountMailJobHandle): Promise<StaffAccountMailOutcome> {
    // SMTP command and code only: a server's reply can quote the address, and BullMQ keeps it in Redis and the log.
    return this.send(job).catch((error: unknown) => {
      throw storableMailFailure(error);
    });
  }

  private readJob(job: StaffAccountMailJobHandle): StaffAccountMailJob {
    const data = job.data as Partial<StaffAccountMailJob> | undefined;
    if (
      typeof data?.accountId !== 'string' ||
      !UUID.test(data.accountId) ||
      (data.purpose !== 'invitation' && data.purpose !== 'password-reset')
    ) {
      throw new UnrecoverableError('Staff account mail job without a valid accountId and purpose');
    }
    return { accountId: data.accountId, purpose: data.purpose };
  }

  private async send(job: StaffAccountMailJobHandle): Promise<StaffAccountMailOutcome> {
    const { accountId, purpose } = this.readJob(job);
    const skip = (reason: 'no-such-account' | 'not-applicable'): StaffAccountMailOutcome => {
      this.logger.info({ jobId: job.id, accountId, purpose, reason }, 'staff account mail skipped');
      return { outcome: 'skipped', accountId, reason };
    };
    const [account]: Array<{ email: string; display_name: string; role: string; language: string; active: boolean; invited: boolean }> =
      await this.dataSource.query(
        'SELECT email, display_name, role, language, active, password_hash IS NULL AS invited FROM staff_accounts WHERE id = $1',
        [accountId],
      );
    if (!account) return skip('no-such-account');
    if (!account.active || (purpose === 'invitation' && !account.invited) || !isStaffRole(account.role)) return skip('not-applicable');

    const token = await issueAccountToken((sql, parameters) => this.dataSource.query(sql, parameters), purpose, accountId);
    const mail = renderAccountMail({
      kind: purpose === 'invitation' ? 'accountInvitation' : 'passwordReset',
      language: account.language,
      displayName: account.display_name,
      role: account.role,
      days: Math.round(ACCOUNT_TOKEN_TTL_MS.invitation / DAY_MS),
      mailFrom: this.settings.from,
      publicUrl: this.settings.publicUrl,
      url: accountTokenUrl(this.settings.publicUrl, purpose, token, account.language),
    });
    try {
      const sent = await this.mailTransport.sendMail({
        from: this.settings.from,
        to: account.email,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
      this.logger.info(
        { jobId: job.id, accountId, purpose, language: mail.language, messageId: sent.messageId },
        'staff account mail sent',
      );
      return { outcome: 'sent', accountId, messageId: sent.messageId };
    } catch (error) {
      // Nobody received this link: drop it (best effort; the retry makes a new one either way).
      await this.dataSource
        .query('DELETE FROM staff_account_tokens WHERE token_hash = $1', [hashAccountToken(token)])
        .catch(() => undefined);
      throw error;
    }
  }
}
