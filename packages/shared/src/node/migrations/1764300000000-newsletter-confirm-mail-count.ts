import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * How many confirmation mails a pending subscription has asked for, so they can be spaced out and
 * capped (newsletter/confirm-mail-pacing.ts). Only a column with a default: every row that exists
 * was made by a request that queued its first mail, and a backend still running the older code
 * keeps inserting valid rows during a rolling deploy.
 */
export class NewsletterConfirmMailCount1764300000000 implements MigrationInterface {
  name = 'NewsletterConfirmMailCount1764300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE newsletter_subscriptions ADD COLUMN confirm_mails_requested integer NOT NULL DEFAULT 1`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE newsletter_subscriptions DROP COLUMN confirm_mails_requested`);
  }
}
