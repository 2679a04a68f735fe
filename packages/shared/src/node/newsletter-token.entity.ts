import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { NewsletterSubscription } from './newsletter-subscription.entity';

export type NewsletterTokenPurpose = 'confirm' | 'unsubscribe';

/**
 * One link token a newsletter mail carried (table `newsletter_tokens`, migration 1764100000000), as
 * its hex SHA-256 only. Every mail adds its own two, so the links of an earlier mail keep working.
 */
@Entity({ name: 'newsletter_tokens' })
@Index('newsletter_tokens_subscription_idx', ['subscriptionId'])
@Check('newsletter_tokens_purpose_check', `purpose IN ('confirm', 'unsubscribe')`)
export class NewsletterToken {
  @PrimaryColumn({ name: 'token_hash', type: 'text' })
  tokenHash!: string;

  /** The subscription it belongs to; deleting the subscription deletes its tokens (ON DELETE CASCADE). */
  @Column({ name: 'subscription_id', type: 'uuid' })
  subscriptionId!: string;

  // Declared for the schema check only (migration:check); the code reads subscriptionId.
  @ManyToOne(() => NewsletterSubscription, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'subscription_id', foreignKeyConstraintName: 'newsletter_tokens_subscription_fkey' })
  subscription?: NewsletterSubscription;

  @Column({ type: 'text' })
  purpose!: NewsletterTokenPurpose;

  /** A confirmation token's end (NEWSLETTER_CONFIRM_TTL_DAYS after its mail); null for an unsubscribe token, which works as long as the subscription exists. */
  @Column({ name: 'expires_at', type: 'timestamptz', nullable: true })
  expiresAt!: Date | null;
}
