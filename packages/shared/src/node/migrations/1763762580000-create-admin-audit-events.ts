import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The admin audit log (issue 8): who did what, when and from where; never lead contents. */
export class CreateAdminAuditEvents1763762580000 implements MigrationInterface {
  name = 'CreateAdminAuditEvents1763762580000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE admin_audit_events (
        id bigint GENERATED ALWAYS AS IDENTITY,
        occurred_at timestamptz NOT NULL DEFAULT now(),
        event text NOT NULL,
        session_ref text NULL,
        client_address text NULL,
        user_agent text NULL,
        lead_count integer NULL,
        CONSTRAINT admin_audit_events_pkey PRIMARY KEY (id)
      )`);
    await queryRunner.query(`CREATE INDEX admin_audit_events_occurred_at_idx ON admin_audit_events (occurred_at)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE admin_audit_events`);
  }
}
