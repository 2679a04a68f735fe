import { ConflictException, NotFoundException } from '@nestjs/common';
import { type AdminBlogPost, BLOG_POST_LIMITS, type BlogPostVersionItem, countWords, type LanguageCode } from '@rebound/shared';
import type { DataSource, EntityManager } from 'typeorm';
import { readAdminPost } from './admin-post-rows';

/** Thrown inside a save's transaction when the revision sent is not the stored one; answered as 409 with the post as it is now. */
export class StaleRevision extends Error {}

const SLUG_TAKEN = { field: 'slug', code: 'slug_taken' as const, message: 'Another post already has this slug' };

export function slugTaken(): ConflictException {
  return new ConflictException({ message: 'Another post already has this slug', errors: [SLUG_TAKEN] });
}

export const noPost = () => new NotFoundException('No blog post with this id');

const isUniqueViolation = (error: unknown) => (error as { driverError?: { code?: string } }).driverError?.code === '23505';

/**
 * Runs a save in one transaction: a StaleRevision becomes 409 `{message, current}` (the post read
 * after the rollback), a slug another transaction took in the meantime becomes 409 slug_taken.
 */
export async function saveWithConflicts<T>(dataSource: DataSource, id: string, work: (manager: EntityManager) => Promise<T>): Promise<T> {
  try {
    return await dataSource.transaction(work);
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken();
    if (!(error instanceof StaleRevision)) throw error;
    const current = await readAdminPost(dataSource.manager, id);
    if (!current) throw noPost();
    throw new ConflictException({ message: 'Someone saved this post since you opened it; here is their version', current });
  }
}

/** The full post after a change inside the change's transaction; the row must exist. */
export async function postAfter(manager: EntityManager, id: string): Promise<AdminBlogPost> {
  const post = await readAdminPost(manager, id);
  if (!post) throw noPost();
  return post;
}

export interface VersionText {
  title: string;
  excerpt: string;
  content: string;
}

/** Keeps one save of a post's original or translation, and drops all but the newest BLOG_POST_LIMITS.versionsKept of that language. */
export async function writeVersion(
  manager: EntityManager,
  postId: string,
  language: string,
  revision: number,
  text: VersionText,
): Promise<void> {
  await manager.query(
    'INSERT INTO blog_post_versions (post_id, language, revision, title, excerpt, content) VALUES ($1, $2, $3, $4, $5, $6)',
    [postId, language, revision, text.title, text.excerpt, text.content],
  );
  await manager.query(
    `DELETE FROM blog_post_versions WHERE post_id = $1 AND language = $2 AND id NOT IN
       (SELECT id FROM blog_post_versions WHERE post_id = $1 AND language = $2 ORDER BY id DESC LIMIT $3)`,
    [postId, language, BLOG_POST_LIMITS.versionsKept],
  );
}

interface VersionRow extends VersionText {
  id: string;
  language: LanguageCode;
  revision: number;
  saved_at: Date;
}

/** A post's kept versions, newest first, of one language or of all. */
export async function listVersions(manager: EntityManager, postId: string, language?: LanguageCode): Promise<BlogPostVersionItem[]> {
  const rows = await manager.query<VersionRow[]>(
    `SELECT id::text AS id, language, revision, title, content, saved_at FROM blog_post_versions
      WHERE post_id = $1 AND ($2::text IS NULL OR language = $2) ORDER BY id DESC`,
    [postId, language ?? null],
  );
  return rows.map((row) => ({
    id: row.id,
    language: row.language,
    revision: row.revision,
    savedAt: row.saved_at.toISOString(),
    title: row.title,
    wordCount: countWords(row.content),
  }));
}

/** One kept version of the post, or undefined. */
export async function readVersion(
  manager: EntityManager,
  postId: string,
  versionId: string,
): Promise<(VersionText & { language: LanguageCode }) | undefined> {
  if (!/^\d{1,18}$/.test(versionId)) return undefined;
  const rows = await manager.query<Array<VersionText & { language: LanguageCode }>>(
    'SELECT language, title, excerpt, content FROM blog_post_versions WHERE post_id = $1 AND id = $2::bigint',
    [postId, versionId],
  );
  return rows[0];
}
