import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Staff accounts (issue 20): one sign-in per person, with a role. Only adds: the previous release
 * keeps signing in with the shared ADMIN_PASSWORD and writing audit rows without the new columns.
 * The backend turns ADMIN_EMAIL / ADMIN_PASSWORD into the owner's account on its first start.
 */
export class StaffAccounts1764800000000 implements MigrationInterface {
  name = 'StaffAccounts1764800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE staff_accounts (
        id uuid NOT NULL DEFAULT gen_random_uuid(),
        email text NOT NULL,
        display_name text NOT NULL,
        role text NOT NULL,
        language text NOT NULL DEFAULT 'en',
        password_hash text NULL,
        active boolean NOT NULL DEFAULT true,
        mail_new_leads boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT staff_accounts_pkey PRIMARY KEY (id),
        CONSTRAINT staff_accounts_role_check CHECK (role IN ('owner', 'desk', 'editor'))
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX staff_accounts_email_key ON staff_accounts (lower(email))`);
    await queryRunner.query(
      `COMMENT ON COLUMN staff_accounts.password_hash IS 'argon2id (PHC string); NULL for an invited person who has not chosen a password yet'`,
    );
    await queryRunner.query(`
      CREATE TABLE staff_account_tokens (
        token_hash text NOT NULL,
        purpose text NOT NULL,
        account_id uuid NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT staff_account_tokens_pkey PRIMARY KEY (token_hash),
        CONSTRAINT staff_account_tokens_purpose_check CHECK (purpose IN ('setup', 'invitation', 'password-reset')),
        CONSTRAINT staff_account_tokens_account_fkey FOREIGN KEY (account_id) REFERENCES staff_accounts (id) ON DELETE CASCADE
      )`);
    await queryRunner.query(
      `COMMENT ON TABLE staff_account_tokens IS 'Links of the first-start setup, invitations and password resets, as hex SHA-256 only; each works once, until expires_at'`,
    );
    await queryRunner.query(`ALTER TABLE admin_audit_events ADD COLUMN account_id uuid NULL, ADD COLUMN account_name text NULL`);
    await queryRunner.query(
      `COMMENT ON COLUMN admin_audit_events.account_name IS 'The display name of the account at the time of the event (the account may be renamed later)'`,
    );
    await queryRunner.query(`CREATE INDEX admin_audit_events_account_idx ON admin_audit_events (account_id, occurred_at)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX admin_audit_events_account_idx`);
    await queryRunner.query(`ALTER TABLE admin_audit_events DROP COLUMN account_name, DROP COLUMN account_id`);
    await queryRunner.query(`DROP TABLE staff_account_tokens`);
    await queryRunner.query(`DROP TABLE staff_accounts`);
  }
}
