import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import { BlogPost } from './blog-post.entity';

/** The post a row belongs to: it follows a slug change (ON UPDATE CASCADE) and goes with the post (ON DELETE CASCADE). */
const OWNED_BY_POST = { onDelete: 'CASCADE', onUpdate: 'CASCADE' } as const;

/** A post's version in another language than its original (migration 1764500000000). */
@Entity({ name: 'blog_post_translations' })
@Check('blog_post_translations_language_check', `language IN ('en', 'nl', 'fr', 'pt', 'fa', 'es')`)
export class BlogPostTranslation {
  @PrimaryColumn({ name: 'post_id', type: 'text' })
  postId!: string;

  @ManyToOne(() => BlogPost, OWNED_BY_POST)
  @JoinColumn({ name: 'post_id', foreignKeyConstraintName: 'blog_post_translations_post_fkey' })
  post?: BlogPost;

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

  @ManyToOne(() => BlogPost, OWNED_BY_POST)
  @JoinColumn({ name: 'post_id', foreignKeyConstraintName: 'blog_post_versions_post_fkey' })
  post?: BlogPost;

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

  @ManyToOne(() => BlogPost, OWNED_BY_POST)
  @JoinColumn({ name: 'post_id', foreignKeyConstraintName: 'blog_post_redirects_post_fkey' })
  post?: BlogPost;
}
