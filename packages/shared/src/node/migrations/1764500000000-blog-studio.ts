import type { MigrationInterface, QueryRunner } from 'typeorm';

const LANGUAGES = `('en', 'nl', 'fr', 'pt', 'fa', 'es')`;

/**
 * The blog studio (issue 19): a post's state, publication time, original language and revision, its
 * translations, its saved versions and the redirects of its old slugs. Every new column of
 * `blog_posts` has a default, so an operator's plain-SQL insert of the old columns still publishes
 * the post at once; the rows that exist keep their date as their publication time.
 */
export class BlogStudio1764500000000 implements MigrationInterface {
  name = 'BlogStudio1764500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE blog_posts
        ADD COLUMN state text NOT NULL DEFAULT 'published',
        ADD COLUMN publish_at timestamptz NOT NULL DEFAULT now(),
        ADD COLUMN language text NOT NULL DEFAULT 'en',
        ADD COLUMN revision integer NOT NULL DEFAULT 1,
        ADD COLUMN was_public boolean NOT NULL DEFAULT false,
        ADD CONSTRAINT blog_posts_state_check CHECK (state IN ('draft', 'published', 'unpublished')),
        ADD CONSTRAINT blog_posts_language_check CHECK (language IN ${LANGUAGES}),
        ADD CONSTRAINT blog_posts_revision_check CHECK (revision >= 1)`);
    await queryRunner.query(`UPDATE blog_posts SET publish_at = created_at`);
    await queryRunner.query(
      `COMMENT ON COLUMN blog_posts.was_public IS 'Set when a post that was public is unpublished; with state and publish_at it tells whether an old slug gets a redirect'`,
    );
    await queryRunner.query(`CREATE INDEX blog_posts_publish_at_idx ON blog_posts (publish_at)`);
    await queryRunner.query(`
      CREATE TABLE blog_post_translations (
        post_id text NOT NULL,
        language text NOT NULL,
        title text NOT NULL,
        excerpt text NOT NULL,
        content text NOT NULL,
        revision integer NOT NULL DEFAULT 1,
        source_revision integer NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT blog_post_translations_pkey PRIMARY KEY (post_id, language),
        CONSTRAINT blog_post_translations_language_check CHECK (language IN ${LANGUAGES}),
        CONSTRAINT blog_post_translations_post_fkey FOREIGN KEY (post_id) REFERENCES blog_posts (id) ON UPDATE CASCADE ON DELETE CASCADE
      )`);
    await queryRunner.query(`
      CREATE TABLE blog_post_versions (
        id bigint GENERATED ALWAYS AS IDENTITY,
        post_id text NOT NULL,
        language text NOT NULL,
        revision integer NOT NULL,
        title text NOT NULL,
        excerpt text NOT NULL,
        content text NOT NULL,
        saved_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT blog_post_versions_pkey PRIMARY KEY (id),
        CONSTRAINT blog_post_versions_post_fkey FOREIGN KEY (post_id) REFERENCES blog_posts (id) ON UPDATE CASCADE ON DELETE CASCADE
      )`);
    await queryRunner.query(`CREATE INDEX blog_post_versions_post_language_idx ON blog_post_versions (post_id, language, id)`);
    await queryRunner.query(`
      CREATE TABLE blog_post_redirects (
        old_id text NOT NULL,
        post_id text NOT NULL,
        CONSTRAINT blog_post_redirects_pkey PRIMARY KEY (old_id),
        CONSTRAINT blog_post_redirects_post_fkey FOREIGN KEY (post_id) REFERENCES blog_posts (id) ON UPDATE CASCADE ON DELETE CASCADE
      )`);
    await queryRunner.query(`CREATE INDEX blog_post_redirects_post_idx ON blog_post_redirects (post_id)`);
    // Blog posts name their audit rows by slug, not by uuid: the column takes any id (uuids stay valid text).
    await queryRunner.query(`ALTER TABLE admin_audit_events ALTER COLUMN target_id TYPE text`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM admin_audit_events WHERE target_id IS NOT NULL AND target_id !~* '^[0-9a-f-]{36}$'`);
    await queryRunner.query(`ALTER TABLE admin_audit_events ALTER COLUMN target_id TYPE uuid USING target_id::uuid`);
    await queryRunner.query(`DROP TABLE blog_post_redirects`);
    await queryRunner.query(`DROP TABLE blog_post_versions`);
    await queryRunner.query(`DROP TABLE blog_post_translations`);
    await queryRunner.query(`DROP INDEX blog_posts_publish_at_idx`);
    await queryRunner.query(
      `ALTER TABLE blog_posts DROP COLUMN state, DROP COLUMN publish_at, DROP COLUMN language, DROP COLUMN revision, DROP COLUMN was_public`,
    );
  }
}
