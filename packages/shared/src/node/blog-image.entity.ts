import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { BlogPost } from './blog-post.entity';

/** One re-encoded file of a post's cover (migration 1764600000000): served at /media/<hash>-<width>.webp (.jpg for the JPEG). */
@Entity({ name: 'blog_images' })
@Check('blog_images_format_check', `format IN ('webp', 'jpeg')`)
@Index('blog_images_post_file_idx', ['postId', 'hash', 'width', 'format'], { unique: true })
@Index('blog_images_file_idx', ['hash', 'width', 'format'])
export class BlogImage {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'post_id', type: 'text' })
  postId!: string;

  @ManyToOne(() => BlogPost, { onDelete: 'CASCADE', onUpdate: 'CASCADE' })
  @JoinColumn({ name: 'post_id', foreignKeyConstraintName: 'blog_images_post_fkey' })
  post?: BlogPost;

  /** SHA-256 over every encoded file of the upload (hex, first 32 characters): the address changes whenever a byte does. */
  @Column({ type: 'text' })
  hash!: string;

  @Column({ type: 'integer' })
  width!: number;

  @Column({ type: 'integer' })
  height!: number;

  @Column({ type: 'text' })
  format!: string;

  @Column({ type: 'bytea' })
  bytes!: Buffer;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
