import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Secrets the backend generates when none is configured, stored once so every replica uses the same. */
export class CreateAppSecrets1763762640000 implements MigrationInterface {
  name = 'CreateAppSecrets1763762640000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE app_secrets (
        name text NOT NULL,
        value text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT app_secrets_pkey PRIMARY KEY (name)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE app_secrets`);
  }
}
