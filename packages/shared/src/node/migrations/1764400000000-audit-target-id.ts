import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Which lead or subscriber an audit row is about (read, sent again, deleted): a nullable column, so a
 * backend of the previous release, which names no columns it does not know, keeps writing its rows.
 * No foreign key: the row outlives the lead or subscriber it names.
 */
export class AuditTargetId1764400000000 implements MigrationInterface {
  name = 'AuditTargetId1764400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE admin_audit_events ADD COLUMN target_id uuid NULL`);
    await queryRunner.query(
      `COMMENT ON COLUMN admin_audit_events.target_id IS 'The lead or newsletter subscriber (by event) the event is about; NULL for lists, exports, sign-ins and requests about an address'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE admin_audit_events DROP COLUMN target_id`);
  }
}
