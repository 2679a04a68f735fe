import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The staff's desk (issue 9): the notification's outcome on each lead, the keyset index the paged
 * list walks, the index personal-data requests look e-mail addresses up in, and the trigram index
 * search uses (accents, case and Persian/Arabic letter variants folded by lead_search_fold).
 */
export class LeadDesk1763762760000 implements MigrationInterface {
  name = 'LeadDesk1763762760000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE interest_leads
        ADD COLUMN notify_attempts integer NOT NULL DEFAULT 0,
        ADD COLUMN notify_last_error text NULL,
        ADD COLUMN notify_failed_at timestamptz NULL`);

    // Newest first by (created_at, id): the list's order and its keyset; it also serves created_at ranges.
    await queryRunner.query(`DROP INDEX interest_leads_created_at_idx`);
    await queryRunner.query(`CREATE INDEX interest_leads_created_at_id_idx ON interest_leads (created_at DESC, id DESC)`);
    await queryRunner.query(`CREATE INDEX interest_leads_email_lower_idx ON interest_leads (lower(email))`);

    // Both are trusted extensions (PostgreSQL 13+): the database owner may create them.
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA public`);
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public`);
    // OR REPLACE: a schema dropped table by table (TypeORM's dropSchema, the worker's tests) keeps its functions.
    // unaccent() is only STABLE (it looks its dictionary up by search_path); naming the dictionary makes
    // the fold IMMUTABLE, as an index needs. Arabic yeh, kaf and alef maksura become their Persian
    // forms; tatweel, zero-width (non-)joiners and spaces, BOM and Arabic short-vowel marks are dropped.
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION public.lead_search_fold(value text) RETURNS text
        LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
        RETURN translate(
          lower(public.unaccent('public.unaccent'::regdictionary, value)),
          U&'\\064A\\0643\\0649\\0640\\200B\\200C\\200D\\FEFF\\064B\\064C\\064D\\064E\\064F\\0650\\0651\\0652\\0670',
          U&'\\06CC\\06A9\\06CC')`);
    await queryRunner.query(`
      CREATE INDEX interest_leads_search_idx ON interest_leads
        USING gin (public.lead_search_fold(name || ' ' || email || ' ' || coalesce(message, '')) gin_trgm_ops)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX interest_leads_search_idx`);
    await queryRunner.query(`DROP FUNCTION public.lead_search_fold(text)`);
    await queryRunner.query(`DROP INDEX interest_leads_email_lower_idx`);
    await queryRunner.query(`DROP INDEX interest_leads_created_at_id_idx`);
    await queryRunner.query(`CREATE INDEX interest_leads_created_at_idx ON interest_leads (created_at)`);
    await queryRunner.query(`
      ALTER TABLE interest_leads
        DROP COLUMN notify_failed_at,
        DROP COLUMN notify_last_error,
        DROP COLUMN notify_attempts`);
  }
}
