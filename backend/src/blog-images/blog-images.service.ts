import { Injectable, NotFoundException } from '@nestjs/common';
import { type BlogCoverFormat, type BlogCoverUpload, blogCoverImage } from '@rebound/shared';
import { COVER_HASH_OF_IMAGE_URL_SQL } from '@rebound/shared/node';
import { DataSource } from 'typeorm';
import type { AuditWrite } from '../audit/admin-audit.service';
import type { EncodedCover } from './cover-encoder';

/** Uploads kept per post besides the one its imageUrl names: an upload the editor has not saved yet must still be there. */
const RECENT_UPLOADS_KEPT = 3;

/** Covers in PostgreSQL: stored with their post, pruned to the few that may still be used, read by address. */
@Injectable()
export class BlogImagesService {
  constructor(private readonly dataSource: DataSource) {}

  /** Stores every size of a cover for the post and writes its audit row, in one transaction; 404 when the post is gone. */
  async store(postId: string, cover: EncodedCover, audit: AuditWrite): Promise<BlogCoverUpload> {
    await this.dataSource.transaction(async (manager) => {
      // FOR SHARE: the post can be neither deleted nor renamed until these rows reference it.
      const [post] = await manager.query<unknown[]>('SELECT 1 FROM blog_posts WHERE id = $1 FOR SHARE', [postId]);
      if (!post) throw new NotFoundException('No blog post with this id');
      for (const file of cover.files) {
        await manager.query(
          `INSERT INTO blog_images (post_id, hash, width, height, format, bytes) VALUES ($1, $2, $3, $4, $5, $6)
             ON CONFLICT (post_id, hash, width, format) DO UPDATE SET created_at = now()`,
          [postId, cover.hash, file.width, file.height, file.format, file.bytes],
        );
      }
      await manager.query(
        `DELETE FROM blog_images WHERE post_id = $1
            AND hash IS DISTINCT FROM (SELECT ${COVER_HASH_OF_IMAGE_URL_SQL('image_url')} FROM blog_posts WHERE id = $1)
            AND hash NOT IN (SELECT hash FROM blog_images WHERE post_id = $1 GROUP BY hash ORDER BY max(created_at) DESC LIMIT $2)`,
        [postId, RECENT_UPLOADS_KEPT],
      );
      await audit(manager, cover.files.length);
    });
    const image = blogCoverImage(cover.hash, cover.files);
    if (!image) throw new Error('An encoded cover has at least one size');
    return { imageUrl: image.src, image };
  }

  async postExists(postId: string): Promise<boolean> {
    const rows = await this.dataSource.query<unknown[]>('SELECT 1 FROM blog_posts WHERE id = $1', [postId]);
    return rows.length > 0;
  }

  /** The bytes of one cover file, or undefined when no post has it. */
  async file(hash: string, width: number, format: BlogCoverFormat): Promise<Buffer | undefined> {
    const [row] = await this.dataSource.query<Array<{ bytes: Buffer }>>(
      'SELECT bytes FROM blog_images WHERE hash = $1 AND width = $2 AND format = $3 LIMIT 1',
      [hash, width, format],
    );
    return row?.bytes;
  }
}
