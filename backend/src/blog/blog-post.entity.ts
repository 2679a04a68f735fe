import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** A progress post (table `blog_posts`, docs/rendering.md). Operators may insert rows with plain SQL. */
@Entity({ name: 'blog_posts' })
@Index('blog_posts_created_at_idx', ['createdAt'])
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
}
