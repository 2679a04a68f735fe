import { Column, Entity, Index, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';

/** A post's version in another language than its original (migration 1764500000000). */
@Entity({ name: 'blog_post_translations' })
export class BlogPostTranslation {
  @PrimaryColumn({ name: 'post_id', type: 'text' })
  postId!: string;

  @PrimaryColumn({ type: 'text' })
  language!: string;

  @Column({ type: 'text' })
  title!: string;

  @Column({ type: 'text' })
  excerpt!: string;

  @Column({ type: 'text' })
  content!: string;

  @Column({ type: 'integer', default: 1 })
  revision!: number;

  /** The original's revision this translation was written against; below the original's own it is outdated. */
  @Column({ name: 'source_revision', type: 'integer' })
  sourceRevision!: number;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt!: Date;
}

/** One saved state of a post's original or of one translation; the newest 20 per (post, language) are kept. */
@Entity({ name: 'blog_post_versions' })
@Index('blog_post_versions_post_language_idx', ['postId', 'language', 'id'])
export class BlogPostVersion {
  @PrimaryGeneratedColumn('identity', { type: 'bigint', generatedIdentity: 'ALWAYS' })
  id!: string;

  @Column({ name: 'post_id', type: 'text' })
  postId!: string;

  @Column({ type: 'text' })
  language!: string;

  @Column({ type: 'integer' })
  revision!: number;

  @Column({ type: 'text' })
  title!: string;

  @Column({ type: 'text' })
  excerpt!: string;

  @Column({ type: 'text' })
  content!: string;

  @Column({ name: 'saved_at', type: 'timestamptz', default: () => 'now()' })
  savedAt!: Date;
}

/** An old slug of a post that was public: public reads of it answer 301 to the post's slug now. */
@Entity({ name: 'blog_post_redirects' })
@Index('blog_post_redirects_post_idx', ['postId'])
export class BlogPostRedirect {
  @PrimaryColumn({ name: 'old_id', type: 'text' })
  oldId!: string;

  @Column({ name: 'post_id', type: 'text' })
  postId!: string;
}
