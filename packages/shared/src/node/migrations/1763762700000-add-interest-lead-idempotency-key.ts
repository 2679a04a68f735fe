import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The client's Idempotency-Key of a lead: a submission sent twice (retry, nginx's next upstream) is stored once. */
export class AddInterestLeadIdempotencyKey1763762700000 implements MigrationInterface {
  name = 'AddInterestLeadIdempotencyKey1763762700000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE interest_leads ADD COLUMN idempotency_key text NULL`);
    // Unique, not partial: INSERT ... ON CONFLICT (idempotency_key) needs it; NULLs (no key) never conflict.
    await queryRunner.query(`CREATE UNIQUE INDEX interest_leads_idempotency_key_idx ON interest_leads (idempotency_key)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX interest_leads_idempotency_key_idx`);
    await queryRunner.query(`ALTER TABLE interest_leads DROP COLUMN idempotency_key`);
  }
}
