import { Injectable } from '@nestjs/common';
import type { AdminBlogPost, AdminBlogPostListItem } from '@rebound/shared';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuditWrite } from '../audit/admin-audit.service';
import { AdminSecrets } from '../auth/admin-secrets';
import { KeysetCursorCodec } from '../common/keyset-cursor';
import { keysetPage } from '../common/keyset-paging';
import { type PostRow, readPostRow } from './admin-post-rows';
import { type BlogPostFilter, blogPostList, toListItem } from './blog-post-list.sql';
import type { CreateBlogPostDto, SaveBlogPostDto } from './dto/blog-post.dto';
import { noPost, postAfter, StaleRevision, saveWithConflicts, slugTaken, writeVersion } from './post-writes';
import { baseSlug, isSlug, randomSlug, slugCandidate } from './slug-maker';

/** Candidates tried for a new post's slug (`x`, `x-2` ... `x-50`) before a random one. */
const SLUG_ATTEMPTS = 50;

export interface BlogPostPage {
  posts: AdminBlogPostListItem[];
  total: number;
  nextCursor?: string;
}

/** The staff's posts: list, create, save (optimistic concurrency, slug changes), publish, unpublish, delete. */
@Injectable()
export class BlogStudioService {
  private readonly cursors: KeysetCursorCodec;

  constructor(
    private readonly dataSource: DataSource,
    secrets: AdminSecrets,
  ) {
    this.cursors = new KeysetCursorCodec(secrets.sessionSecret, isSlug);
  }

  async page(filter: BlogPostFilter, limit: number, cursor?: string): Promise<BlogPostPage> {
    const { rows, total, nextCursor } = await keysetPage(this.dataSource, blogPostList(filter), this.cursors, limit, cursor);
    return { posts: rows.map(toListItem), total, nextCursor };
  }

  async get(id: string): Promise<AdminBlogPost> {
    return this.dataSource.transaction('REPEATABLE READ', (manager) => postAfter(manager, id));
  }

  /** A new draft under the slug asked for or made from the title, numbered while taken. */
  async create(dto: CreateBlogPostDto, audit: (id: string) => AuditWrite): Promise<AdminBlogPost> {
    return this.dataSource.transaction(async (manager) => {
      const id = await this.insertDraft(manager, dto);
      await writeVersion(manager, id, dto.language ?? 'en', 1, {
        title: dto.title,
        excerpt: dto.excerpt ?? '',
        content: dto.content ?? '',
      });
      await audit(id)(manager, 1);
      return postAfter(manager, id);
    });
  }

  private async insertDraft(manager: EntityManager, dto: CreateBlogPostDto): Promise<string> {
    const base = baseSlug(dto.title, dto.slug);
    for (let attempt = 1; attempt <= SLUG_ATTEMPTS + 1; attempt++) {
      const candidate = attempt > SLUG_ATTEMPTS ? randomSlug() : slugCandidate(base, attempt);
      // An old slug keeps leading to its post, so it is taken too.
      const [redirect] = await manager.query<unknown[]>('SELECT 1 FROM blog_post_redirects WHERE old_id = $1', [candidate]);
      if (redirect) continue;
      const inserted = await manager.query<Array<{ id: string }>>(
        `INSERT INTO blog_posts (id, title, excerpt, content, author, category, tags, image_url, state, publish_at, language, revision)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'draft', now(), $9, 1) ON CONFLICT (id) DO NOTHING RETURNING id`,
        [
          candidate,
          dto.title,
          dto.excerpt ?? '',
          dto.content ?? '',
          dto.author ?? '',
          dto.category ?? '',
          dto.tags ?? [],
          dto.imageUrl ?? null,
          dto.language ?? 'en',
        ],
      );
      if (inserted.length > 0) return candidate;
    }
    throw slugTaken();
  }

  /** Saves every field when `revision` is the stored one (409 with the current post otherwise); a new slug keeps the old one as a redirect once the post was public. */
  async save(id: string, dto: SaveBlogPostDto, audit: AuditWrite): Promise<AdminBlogPost> {
    return saveWithConflicts(this.dataSource, id, async (manager) => {
      const row = await readPostRow(manager, id, true);
      if (!row) throw noPost();
      if (row.revision !== dto.revision) throw new StaleRevision();
      if (dto.slug !== id) await this.claimSlug(manager, id, dto.slug);
      await manager.query(
        `UPDATE blog_posts SET id = $2, title = $3, excerpt = $4, content = $5, author = $6, category = $7, tags = $8, image_url = $9,
                revision = revision + 1, updated_at = now() WHERE id = $1`,
        [id, dto.slug, dto.title, dto.excerpt, dto.content, dto.author, dto.category, dto.tags, dto.imageUrl],
      );
      if (dto.slug !== id && row.ever_public) {
        await manager.query(
          'INSERT INTO blog_post_redirects (old_id, post_id) VALUES ($1, $2) ON CONFLICT (old_id) DO UPDATE SET post_id = EXCLUDED.post_id',
          [id, dto.slug],
        );
      }
      await writeVersion(manager, dto.slug, row.language, row.revision + 1, dto);
      await audit(manager, 1);
      return postAfter(manager, dto.slug);
    });
  }

  /** A slug is free when no post has it and it leads to no other post; an old slug of this very post comes back to it. */
  private async claimSlug(manager: EntityManager, id: string, slug: string): Promise<void> {
    const taken = await manager.query<unknown[]>(
      'SELECT 1 FROM blog_posts WHERE id = $1 UNION ALL SELECT 1 FROM blog_post_redirects WHERE old_id = $1 AND post_id <> $2',
      [slug, id],
    );
    if (taken.length > 0) throw slugTaken();
    await manager.query('DELETE FROM blog_post_redirects WHERE old_id = $1', [slug]);
  }

  /** Published now, or at `at` when that lies ahead; a post already public keeps its date when no time is given. */
  async publish(id: string, at: string | undefined, audit: AuditWrite): Promise<AdminBlogPost> {
    return this.change(
      id,
      `UPDATE blog_posts SET state = 'published', publish_at = CASE
          WHEN $2::timestamptz IS NULL AND state = 'published' AND publish_at <= now() THEN publish_at
          ELSE greatest(coalesce($2::timestamptz, now()), now()) END
        WHERE id = $1 RETURNING id`,
      [id, at ?? null],
      audit,
    );
  }

  async unpublish(id: string, audit: AuditWrite): Promise<AdminBlogPost> {
    return this.change(
      id,
      `UPDATE blog_posts SET was_public = was_public OR (state = 'published' AND publish_at <= now()), state = 'unpublished'
        WHERE id = $1 RETURNING id`,
      [id],
      audit,
    );
  }

  async delete(id: string, audit: AuditWrite): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const [deleted] = await manager.query<[Array<{ id: string }>, number]>('DELETE FROM blog_posts WHERE id = $1 RETURNING id', [id]);
      if (deleted.length === 0) throw noPost();
      await audit(manager, 1);
    });
  }

  /** The post as it is, for the preview link's check that it exists. */
  async exists(id: string): Promise<PostRow> {
    const row = await readPostRow(this.dataSource.manager, id);
    if (!row) throw noPost();
    return row;
  }

  private async change(id: string, sql: string, parameters: unknown[], audit: AuditWrite): Promise<AdminBlogPost> {
    return this.dataSource.transaction(async (manager) => {
      const [changed] = await manager.query<[Array<{ id: string }>, number]>(sql, parameters);
      if (changed.length === 0) throw noPost();
      await audit(manager, 1);
      return postAfter(manager, id);
    });
  }
}
