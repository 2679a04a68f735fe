import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The newsletter list (issue 9): double opt-in subscriptions. Only SHA-256 hashes of the confirm and
 * unsubscribe tokens are kept; one row per address whatever its case; the staff list walks
 * (requested_at, id) newest first.
 */
export class CreateNewsletterSubscriptions1764000000000 implements MigrationInterface {
  name = 'CreateNewsletterSubscriptions1764000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE newsletter_subscriptions (
        id uuid NOT NULL DEFAULT gen_random_uuid(),
        email text NOT NULL,
        language text NOT NULL,
        status text NOT NULL DEFAULT 'pending',
        requested_at timestamptz NOT NULL DEFAULT now(),
        confirmed_at timestamptz NULL,
        confirm_token_hash text NULL,
        confirm_expires_at timestamptz NULL,
        unsubscribe_token_hash text NULL,
        last_mail_requested_at timestamptz NULL,
        confirm_mail_pending boolean NOT NULL DEFAULT false,
        CONSTRAINT newsletter_subscriptions_pkey PRIMARY KEY (id)
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX newsletter_subscriptions_email_lower_idx ON newsletter_subscriptions (lower(email))`);
    await queryRunner.query(
      `CREATE INDEX newsletter_subscriptions_requested_at_id_idx ON newsletter_subscriptions (requested_at DESC, id DESC)`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX newsletter_subscriptions_confirm_token_idx ON newsletter_subscriptions (confirm_token_hash)`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX newsletter_subscriptions_unsubscribe_token_idx ON newsletter_subscriptions (unsubscribe_token_hash)`,
    );
    await queryRunner.query(
      `CREATE INDEX newsletter_subscriptions_mail_pending_idx ON newsletter_subscriptions (last_mail_requested_at) WHERE confirm_mail_pending`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE newsletter_subscriptions`);
  }
}
