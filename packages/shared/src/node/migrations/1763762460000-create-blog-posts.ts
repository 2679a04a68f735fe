import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateBlogPosts1763762460000 implements MigrationInterface {
  name = 'CreateBlogPosts1763762460000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE blog_posts (
        id text NOT NULL,
        title text NOT NULL,
        excerpt text NOT NULL,
        content text NOT NULL,
        author text NOT NULL,
        category text NOT NULL,
        tags text[] NOT NULL DEFAULT '{}',
        image_url text NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NULL,
        CONSTRAINT blog_posts_pkey PRIMARY KEY (id)
      )`);
    await queryRunner.query(`CREATE INDEX blog_posts_created_at_idx ON blog_posts (created_at)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE blog_posts`);
  }
}
