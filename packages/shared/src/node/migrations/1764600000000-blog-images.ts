import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Cover images of blog posts (issue 19): the re-encoded files themselves, as bytes in PostgreSQL, so
 * every backend replica serves them and every pg_dump holds them. One upload is one `hash` (over the
 * encoded bytes) with a row per width and format; they follow the post's slug and go with the post.
 */
export class BlogImages1764600000000 implements MigrationInterface {
  name = 'BlogImages1764600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE blog_images (
        id uuid NOT NULL DEFAULT gen_random_uuid(),
        post_id text NOT NULL,
        hash text NOT NULL,
        width integer NOT NULL,
        height integer NOT NULL,
        format text NOT NULL,
        bytes bytea NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT blog_images_pkey PRIMARY KEY (id),
        CONSTRAINT blog_images_format_check CHECK (format IN ('webp', 'jpeg')),
        CONSTRAINT blog_images_post_fkey FOREIGN KEY (post_id) REFERENCES blog_posts (id) ON UPDATE CASCADE ON DELETE CASCADE
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX blog_images_post_file_idx ON blog_images (post_id, hash, width, format)`);
    await queryRunner.query(`CREATE INDEX blog_images_file_idx ON blog_images (hash, width, format)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE blog_images`);
  }
}
