import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateInterestLeads1763762400000 implements MigrationInterface {
  name = 'CreateInterestLeads1763762400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE interest_leads (
        id uuid NOT NULL DEFAULT gen_random_uuid(),
        name text NOT NULL,
        email text NOT NULL,
        message text NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        notified_at timestamptz NULL,
        CONSTRAINT interest_leads_pkey PRIMARY KEY (id)
      )`);
    await queryRunner.query(`CREATE INDEX interest_leads_created_at_idx ON interest_leads (created_at)`);
    await queryRunner.query(`CREATE INDEX interest_leads_unnotified_idx ON interest_leads (created_at) WHERE notified_at IS NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE interest_leads`);
  }
}
