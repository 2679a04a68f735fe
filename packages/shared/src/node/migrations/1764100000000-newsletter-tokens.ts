import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The newsletter's link tokens move to their own table, one row per token a mail carried, so a second
 * confirmation mail no longer cancels the links of the first: each confirmation token works until it
 * expires, each unsubscribe token as long as its subscription exists. Only SHA-256 hashes, as before.
 * `confirm_expires_at` stays on the subscription as the newest link's expiry (the retention reads it).
 */
export class NewsletterTokens1764100000000 implements MigrationInterface {
  name = 'NewsletterTokens1764100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE newsletter_tokens (
        token_hash text NOT NULL,
        subscription_id uuid NOT NULL,
        purpose text NOT NULL,
        expires_at timestamptz NULL,
        CONSTRAINT newsletter_tokens_pkey PRIMARY KEY (token_hash),
        CONSTRAINT newsletter_tokens_purpose_check CHECK (purpose IN ('confirm', 'unsubscribe')),
        CONSTRAINT newsletter_tokens_subscription_fkey FOREIGN KEY (subscription_id) REFERENCES newsletter_subscriptions (id) ON DELETE CASCADE
      )`);
    await queryRunner.query(`CREATE INDEX newsletter_tokens_subscription_idx ON newsletter_tokens (subscription_id)`);
    await queryRunner.query(`
      INSERT INTO newsletter_tokens (token_hash, subscription_id, purpose, expires_at)
      SELECT confirm_token_hash, id, 'confirm', confirm_expires_at FROM newsletter_subscriptions WHERE confirm_token_hash IS NOT NULL
      UNION ALL
      SELECT unsubscribe_token_hash, id, 'unsubscribe', NULL FROM newsletter_subscriptions WHERE unsubscribe_token_hash IS NOT NULL`);
    await queryRunner.query(`DROP INDEX newsletter_subscriptions_confirm_token_idx`);
    await queryRunner.query(`DROP INDEX newsletter_subscriptions_unsubscribe_token_idx`);
    await queryRunner.query(`ALTER TABLE newsletter_subscriptions DROP COLUMN confirm_token_hash, DROP COLUMN unsubscribe_token_hash`);
  }

  /** Back to one token of each kind per subscription: the newest confirmation token and any unsubscribe token survive. */
  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE newsletter_subscriptions ADD COLUMN confirm_token_hash text NULL, ADD COLUMN unsubscribe_token_hash text NULL`,
    );
    await queryRunner.query(`
      UPDATE newsletter_subscriptions AS subscription
         SET confirm_token_hash = (SELECT token_hash FROM newsletter_tokens WHERE subscription_id = subscription.id AND purpose = 'confirm' ORDER BY expires_at DESC LIMIT 1),
             unsubscribe_token_hash = (SELECT token_hash FROM newsletter_tokens WHERE subscription_id = subscription.id AND purpose = 'unsubscribe' LIMIT 1)`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX newsletter_subscriptions_confirm_token_idx ON newsletter_subscriptions (confirm_token_hash)`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX newsletter_subscriptions_unsubscribe_token_idx ON newsletter_subscriptions (unsubscribe_token_hash)`,
    );
    await queryRunner.query(`DROP TABLE newsletter_tokens`);
  }
}
