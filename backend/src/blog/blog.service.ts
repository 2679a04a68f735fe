import { Injectable, NotFoundException } from '@nestjs/common';
import { isCleanText, type LanguageCode, type PublicBlogPostDto, SUPPORTED_LANGUAGES } from '@rebound/shared';
import { DataSource } from 'typeorm';
import { COVER_HASH_OF_IMAGE_URL_SQL } from '../blog-images/blog-images.service';
import { isPublicSql } from '../blog-studio/admin-post-rows';
import { PreviewTokenSigner } from '../blog-studio/preview-token';
import { type PublicPostRow, toBlogPostDto } from './blog-post.mapper';

/** Longer than any readable slug; an id past it cannot name a post and is not sent to PostgreSQL. */
export const MAX_BLOG_POST_ID_LENGTH = 200;

/** A post's version in $1 (the language asked for, or NULL for the original), with its languages; $2 orders them. */
const PUBLIC_POST_SQL = `
  SELECT p.id, coalesce(t.title, p.title) AS title, coalesce(t.excerpt, p.excerpt) AS excerpt, coalesce(t.content, p.content) AS content,
         p.author, p.category, p.tags, p.image_url, p.publish_at, p.updated_at,
         coalesce(t.language, p.language) AS version_language, p.language AS original_language,
         ${COVER_HASH_OF_IMAGE_URL_SQL('p.image_url')} AS cover_hash,
         (SELECT coalesce(json_agg(json_build_object('width', i.width, 'height', i.height, 'format', i.format)), '[]') FROM blog_images i
           WHERE i.post_id = p.id AND i.hash = ${COVER_HASH_OF_IMAGE_URL_SQL('p.image_url')}) AS cover_sizes,
         ARRAY[p.language] || ARRAY(SELECT o.language FROM blog_post_translations o WHERE o.post_id = p.id
                                    ORDER BY array_position($2::text[], o.language)) AS languages
    FROM blog_posts p LEFT JOIN blog_post_translations t ON t.post_id = p.id AND t.language = $1::text`;

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
