import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

export type NewsletterTokenPurpose = 'confirm' | 'unsubscribe';

/**
 * One link token a newsletter mail carried (table `newsletter_tokens`, migration 1764100000000), as
 * its hex SHA-256 only. Every mail adds its own two, so the links of an earlier mail keep working.
 */
@Entity({ name: 'newsletter_tokens' })
@Index('newsletter_tokens_subscription_idx', ['subscriptionId'])
export class NewsletterToken {
  @PrimaryColumn({ name: 'token_hash', type: 'text' })
  tokenHash!: string;

  /** The subscription it belongs to; deleting the subscription deletes its tokens (ON DELETE CASCADE). */
  @Column({ name: 'subscription_id', type: 'uuid' })
  subscriptionId!: string;

  @Column({ type: 'text' })
  purpose!: NewsletterTokenPurpose;

  /** A confirmation token's end (NEWSLETTER_CONFIRM_TTL_DAYS after its mail); null for an unsubscribe token, which works as long as the subscription exists. */
  @Column({ name: 'expires_at', type: 'timestamptz', nullable: true })
  expiresAt!: Date | null;
}
