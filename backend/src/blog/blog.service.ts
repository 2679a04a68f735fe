import { Injectable, NotFoundException } from '@nestjs/common';
import { isCleanText, type LanguageCode, type PublicBlogPostDto, SUPPORTED_LANGUAGES } from '@rebound/shared';
import { PUBLIC_POST_SQL } from '@rebound/shared/node';
import { DataSource } from 'typeorm';
import { isPublicSql } from '../blog-studio/admin-post-rows';
import { PreviewTokenSigner } from '../blog-studio/preview-token';
import { type PublicPostRow, toBlogPostDto } from './blog-post.mapper';

/** Longer than any readable slug; an id past it cannot name a post and is not sent to PostgreSQL. */
export const MAX_BLOG_POST_ID_LENGTH = 200;

/** What a public read of one address finds: the post, or the slug it moved to. */
export type PublicLookup = { post: PublicBlogPostDto } | { movedTo: string };

/**
 * Reads posts straight from the table on every call (no cache), so rows operators insert show at once;
 * only published posts whose time has come are public, decided by PostgreSQL's clock at each query.
 */
@Injectable()
export class BlogService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly previews: PreviewTokenSigner,
  ) {}

  /** Newest first; the first one is the featured story. */
  async list(language?: LanguageCode): Promise<PublicBlogPostDto[]> {
    const rows = await this.dataSource.query<PublicPostRow[]>(
      `${PUBLIC_POST_SQL} WHERE ${isPublicSql('p')} ORDER BY p.publish_at DESC, p.id ASC`,
      [language ?? null, SUPPORTED_LANGUAGES],
    );
    return rows.map(toBlogPostDto);
  }

  /** A public post, or where an old slug of a public post leads; 404 for drafts, scheduled, unpublished and unknown posts. */
  async get(id: string, language?: LanguageCode): Promise<PublicLookup> {
    // A NUL byte would make PostgreSQL fail the query, and no slug holds control or broken characters.
    if (id.length > MAX_BLOG_POST_ID_LENGTH || !isCleanText(id, 'singleLine')) throw new NotFoundException('No blog post with that id');
    const [row] = await this.dataSource.query<PublicPostRow[]>(`${PUBLIC_POST_SQL} WHERE p.id = $3 AND ${isPublicSql('p')}`, [
      language ?? null,
      SUPPORTED_LANGUAGES,
      id,
    ]);
    if (row) return { post: toBlogPostDto(row) };
    const [moved] = await this.dataSource.query<Array<{ id: string }>>(
      `SELECT p.id FROM blog_post_redirects r JOIN blog_posts p ON p.id = r.post_id WHERE r.old_id = $1 AND ${isPublicSql('p')}`,
      [id],
    );
    if (moved) return { movedTo: moved.id };
    throw new NotFoundException(`No blog post with id '${id}'`);
  }

  /** Any post, whatever its state, for a valid preview token; a post renamed since the link was made is found by its old slug. */
  async preview(token: string, language?: LanguageCode): Promise<PublicBlogPostDto> {
    const grant = token.length <= 300 ? this.previews.verify(token) : undefined;
    if (!grant) throw new NotFoundException('This preview link is invalid or has expired');
    const [row] = await this.dataSource.query<PublicPostRow[]>(
      `${PUBLIC_POST_SQL} WHERE p.id = coalesce((SELECT post_id FROM blog_post_redirects WHERE old_id = $3), $3)`,
      [language ?? null, SUPPORTED_LANGUAGES, grant.postId],
    );
    if (!row) throw new NotFoundException('This preview link is invalid or has expired');
    return toBlogPostDto(row);
  }
}
