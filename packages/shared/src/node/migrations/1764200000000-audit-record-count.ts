import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The audit log's count is not only of leads: newsletter reads, exports, deletions and the daily
 * retention of unconfirmed subscriptions count subscribers in it. `lead_count` becomes `record_count`.
 */
export class AuditRecordCount1764200000000 implements MigrationInterface {
  name = 'AuditRecordCount1764200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE admin_audit_events RENAME COLUMN lead_count TO record_count`);
    await queryRunner.query(
      `COMMENT ON COLUMN admin_audit_events.record_count IS 'How many records (leads or newsletter subscribers, by event) were read, exported or deleted'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`COMMENT ON COLUMN admin_audit_events.record_count IS NULL`);
    await queryRunner.query(`ALTER TABLE admin_audit_events RENAME COLUMN record_count TO lead_count`);
  }
}
