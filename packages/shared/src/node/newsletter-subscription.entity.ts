import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { NewsletterStatus } from '../api-types';
import type { LanguageCode } from '../languages';

/** One address on the newsletter list (table `newsletter_subscriptions`); double opt-in. */
@Entity({ name: 'newsletter_subscriptions' })
// Expression index TypeORM cannot describe, made by migration 1764000000000: one row per address, whatever its case.
@Index('newsletter_subscriptions_email_lower_idx', { synchronize: false })
// The staff list's order and keyset: newest request first (the direction lives in the migration).
@Index('newsletter_subscriptions_requested_at_id_idx', ['requestedAt', 'id'])
// Lets the backend's sweep find subscriptions still waiting for their confirmation mail.
@Index('newsletter_subscriptions_mail_pending_idx', ['lastMailRequestedAt'], { where: '"confirm_mail_pending"' })
export class NewsletterSubscription {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** NFC, trimmed, as typed (the unique index ignores case). */
  @Column({ type: 'text' })
  email!: string;

  /** One of SUPPORTED_LANGUAGES: the language of the visitor's mails. */
  @Column({ type: 'text' })
  language!: LanguageCode;

  @Column({ type: 'text', default: 'pending' })
  status!: NewsletterStatus;

  /** When the visitor first asked to subscribe. */
  @Column({ name: 'requested_at', type: 'timestamptz', default: () => 'now()' })
  requestedAt!: Date;

  /** When they confirmed: their consent. */
  @Column({ name: 'confirmed_at', type: 'timestamptz', nullable: true })
  confirmedAt!: Date | null;

  /** When the newest mail's confirmation link expires (the tokens themselves: NewsletterToken). */
  @Column({ name: 'confirm_expires_at', type: 'timestamptz', nullable: true })
  confirmExpiresAt!: Date | null;

  /** The last request that queued a confirmation mail (spaced out as newsletter/confirm-mail-pacing.ts says). */
  @Column({ name: 'last_mail_requested_at', type: 'timestamptz', nullable: true })
  lastMailRequestedAt!: Date | null;

  /** True from a mail request until the worker has sent that mail; the sweep queues such rows again. */
  @Column({ name: 'confirm_mail_pending', type: 'boolean', default: false })
  confirmMailPending!: boolean;

  /** How many confirmation mails this subscription asked for while pending (capped, see confirm-mail-pacing.ts). */
  @Column({ name: 'confirm_mails_requested', type: 'integer', default: 1 })
  confirmMailsRequested!: number;
}
