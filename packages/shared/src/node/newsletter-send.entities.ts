import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { BlogPost } from './blog-post.entity';
import { NewsletterSubscription } from './newsletter-subscription.entity';

export type NewsletterSendState = 'sending' | 'finished';
export type NewsletterRecipientStatus = 'queued' | 'sent' | 'failed';

/** One post mailed to the newsletter (migration 1764700000000); at most one per post. */
@Entity({ name: 'newsletter_sends' })
@Unique('newsletter_sends_post_key', ['postId'])
@Check('newsletter_sends_state_check', `state IN ('sending', 'finished')`)
export class NewsletterSend {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'post_id', type: 'text' })
  postId!: string;

  // Declared for the schema check only; the code reads postId.
  @ManyToOne(() => BlogPost, { onDelete: 'CASCADE', onUpdate: 'CASCADE' })
  @JoinColumn({ name: 'post_id', foreignKeyConstraintName: 'newsletter_sends_post_fkey' })
  post?: BlogPost;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;

  @Column({ name: 'finished_at', type: 'timestamptz', nullable: true })
  finishedAt!: Date | null;

  @Column({ type: 'text', default: 'sending' })
  state!: NewsletterSendState;
}

/** One subscriber of a send, fixed at its start; marked sent right after the SMTP server accepted the mail. */
@Entity({ name: 'newsletter_send_recipients' })
@Check('newsletter_send_recipients_status_check', `status IN ('queued', 'sent', 'failed')`)
@Index('newsletter_send_recipients_queued_idx', ['sendId', 'subscriptionId'], { where: `status = 'queued'` })
@Index('newsletter_send_recipients_subscription_idx', ['subscriptionId'])
export class NewsletterSendRecipient {
  @PrimaryColumn({ name: 'send_id', type: 'uuid' })
  sendId!: string;

  @ManyToOne(() => NewsletterSend, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'send_id', foreignKeyConstraintName: 'newsletter_send_recipients_send_fkey' })
  send?: NewsletterSend;

  @PrimaryColumn({ name: 'subscription_id', type: 'uuid' })
  subscriptionId!: string;

  @ManyToOne(() => NewsletterSubscription, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'subscription_id', foreignKeyConstraintName: 'newsletter_send_recipients_subscription_fkey' })
  subscription?: NewsletterSubscription;

  /** The subscriber's language at the start: the version of the post they get. */
  @Column({ type: 'text' })
  language!: string;

  @Column({ type: 'text', default: 'queued' })
  status!: NewsletterRecipientStatus;

  @Column({ type: 'integer', default: 0 })
  attempts!: number;

  /** A failure's SMTP command and code (e.g. `RCPT TO 550`), never the server's text. */
  @Column({ name: 'smtp_code', type: 'text', nullable: true })
  smtpCode!: string | null;

  @Column({ name: 'sent_at', type: 'timestamptz', nullable: true })
  sentAt!: Date | null;

  /** The job holding this recipient while it is being mailed. */
  @Column({ name: 'claimed_by', type: 'text', nullable: true })
  claimedBy!: string | null;

  /** When the claim lapses, so a recipient of a lost job is claimed again. */
  @Column({ name: 'claimed_until', type: 'timestamptz', nullable: true })
  claimedUntil!: Date | null;
}
