import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Two-factor sign-in for staff accounts (issue 20): a TOTP secret per account, one-time recovery
 * codes (hashes only), and the owner's setting that requires it. Only adds.
 */
export class StaffTwoFactor1764800060000 implements MigrationInterface {
  name = 'StaffTwoFactor1764800060000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE staff_accounts
      ADD COLUMN totp_secret text NULL,
      ADD COLUMN totp_enabled_at timestamptz NULL,
      ADD COLUMN totp_last_step bigint NULL`);
    await queryRunner.query(
      `COMMENT ON COLUMN staff_accounts.totp_last_step IS 'The time step of the last code accepted: a code works once, never again within its 30 seconds'`,
    );
    await queryRunner.query(`
      CREATE TABLE staff_recovery_codes (
        account_id uuid NOT NULL,
        code_hash text NOT NULL,
        used_at timestamptz NULL,
        CONSTRAINT staff_recovery_codes_pkey PRIMARY KEY (account_id, code_hash),
        CONSTRAINT staff_recovery_codes_account_fkey FOREIGN KEY (account_id) REFERENCES staff_accounts (id) ON DELETE CASCADE
      )`);
    await queryRunner.query(`
      CREATE TABLE staff_settings (
        name text NOT NULL,
        value text NOT NULL,
        CONSTRAINT staff_settings_pkey PRIMARY KEY (name)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE staff_settings`);
    await queryRunner.query(`DROP TABLE staff_recovery_codes`);
    await queryRunner.query(`ALTER TABLE staff_accounts DROP COLUMN totp_last_step, DROP COLUMN totp_enabled_at, DROP COLUMN totp_secret`);
  }
}
