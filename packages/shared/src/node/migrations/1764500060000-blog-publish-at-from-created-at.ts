import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An operator's plain-SQL insert that gives `created_at` (a post dated in the past) but not
 * `publish_at` would otherwise be dated the moment of the insert: the public blog shows publish_at.
 * This trigger takes the given past created_at as the publication time instead. It recognises the
 * untouched default by its value (now(), the transaction's start); the studio's own inserts leave
 * created_at at now() too, so they are not changed.
 */
export class BlogPublishAtFromCreatedAt1764500060000 implements MigrationInterface {
  name = 'BlogPublishAtFromCreatedAt1764500060000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION public.blog_posts_publish_at_from_created_at() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.publish_at = now() AND NEW.created_at < now() THEN
          NEW.publish_at := NEW.created_at;
        END IF;
        RETURN NEW;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER blog_posts_publish_at_from_created_at BEFORE INSERT ON blog_posts
        FOR EACH ROW EXECUTE FUNCTION public.blog_posts_publish_at_from_created_at()`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER blog_posts_publish_at_from_created_at ON blog_posts`);
    await queryRunner.query(`DROP FUNCTION public.blog_posts_publish_at_from_created_at()`);
  }
}
