import { Check, Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** Where a post stands; 'published' with publish_at in the future reads as "scheduled". */
export type BlogPostStoredState = 'draft' | 'published' | 'unpublished';

/**
 * A progress post (table `blog_posts`, docs/rendering.md, docs/staff-desk.md). Operators may insert
 * rows with plain SQL: every studio column has a default that publishes such a row at once.
 */
@Entity({ name: 'blog_posts' })
@Index('blog_posts_created_at_idx', ['createdAt'])
@Index('blog_posts_publish_at_idx', ['publishAt'])
@Check('blog_posts_state_check', `state IN ('draft', 'published', 'unpublished')`)
@Check('blog_posts_language_check', `language IN ('en', 'nl', 'fr', 'pt', 'fa', 'es')`)
@Check('blog_posts_revision_check', 'revision >= 1')
export class BlogPost {
  /** A readable slug such as `first-prototype-weert`; the post's address is /blog/{id}. */
  @PrimaryColumn({ type: 'text' })
  id!: string;

  @Column({ type: 'text' })
  title!: string;

  @Column({ type: 'text' })
  excerpt!: string;

  /** The post line markup (headings, lists, bold, video cards; docs/rendering.md). */
  @Column({ type: 'text' })
  content!: string;

  @Column({ type: 'text' })
  author!: string;

  @Column({ type: 'text' })
  category!: string;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  tags!: string[];

  @Column({ name: 'image_url', type: 'text', nullable: true })
  imageUrl!: string | null;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;

  @Column({ name: 'updated_at', type: 'timestamptz', nullable: true })
  updatedAt!: Date | null;

  @Column({ type: 'text', default: () => "'published'" })
  state!: BlogPostStoredState;

  /** Public reads show a published post only from this moment on (checked at query time, on every replica). */
  @Column({ name: 'publish_at', type: 'timestamptz', default: () => 'now()' })
  publishAt!: Date;

  /** The original's language; translations are in blog_post_translations. */
  @Column({ type: 'text', default: () => "'en'" })
  language!: string;

  /** Bumped by every save of the original (optimistic concurrency, translations' source_revision). */
  @Column({ type: 'integer', default: 1 })
  revision!: number;

  /** True once an unpublished post had been public; a slug change then leaves a redirect. */
  @Column({
    name: 'was_public',
    type: 'boolean',
    default: false,
    comment: 'Set when a post that was public is unpublished; with state and publish_at it tells whether an old slug gets a redirect',
  })
  wasPublic!: boolean;
}
