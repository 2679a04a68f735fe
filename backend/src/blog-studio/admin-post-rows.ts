import {
  type AdminBlogPost,
  type AdminBlogPostTranslation,
  type BlogPostState,
  type LanguageCode,
  SUPPORTED_LANGUAGES,
} from '@rebound/shared';
import type { EntityManager } from 'typeorm';

/** One row of blog_posts as the studio selects it (POST_COLUMNS). */
export interface PostRow {
  id: string;
  title: string;
  excerpt: string;
  content: string;
  author: string;
  category: string;
  tags: string[];
  image_url: string | null;
  created_at: Date;
  updated_at: Date | null;
  state: 'draft' | 'published' | 'unpublished';
  publish_at: Date;
  language: LanguageCode;
  revision: number;
  /** 'scheduled' for a published post whose time lies ahead, else the stored state (worked out by PostgreSQL's clock). */
  derived_state: BlogPostState;
  /** Public now, or public once before it was unpublished: a slug change leaves a redirect. */
  ever_public: boolean;
  /** created_at to the microsecond in UTC, for the keyset cursor. */
  created_at_key: string;
}

export interface TranslationRow {
  language: LanguageCode;
  title: string;
  excerpt: string;
  content: string;
  revision: number;
  source_revision: number;
  updated_at: Date;
}

/** The derived state in SQL, over the columns of blog_posts (optionally qualified by an alias). */
export function derivedStateSql(alias = ''): string {
  const column = (name: string) => (alias ? `${alias}.${name}` : name);
  return `CASE WHEN ${column('state')} = 'published' AND ${column('publish_at')} > now() THEN 'scheduled' ELSE ${column('state')} END`;
}

/** The public condition, evaluated at query time so a scheduled post appears on every replica without a restart. */
export function isPublicSql(alias = ''): string {
  const column = (name: string) => (alias ? `${alias}.${name}` : name);
  return `(${column('state')} = 'published' AND ${column('publish_at')} <= now())`;
}

export const POST_COLUMNS = `id, title, excerpt, content, author, category, tags, image_url, created_at, updated_at, state, publish_at,
  language, revision, ${derivedStateSql()} AS derived_state, (was_public OR ${isPublicSql()}) AS ever_public,
  to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS created_at_key`;

/** The post's row, locked for the caller's transaction when `lock` is set; undefined when there is none. */
export async function readPostRow(manager: EntityManager, id: string, lock = false): Promise<PostRow | undefined> {
  const rows = await manager.query<PostRow[]>(`SELECT ${POST_COLUMNS} FROM blog_posts WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [id]);
  return rows[0];
}

/** The full post of the studio, with its translations in the site's language order; undefined when there is none. */
export async function readAdminPost(manager: EntityManager, id: string): Promise<AdminBlogPost | undefined> {
  const row = await readPostRow(manager, id);
  if (!row) return undefined;
  const translations = await manager.query<TranslationRow[]>(
    `SELECT language, title, excerpt, content, revision, source_revision, updated_at FROM blog_post_translations
      WHERE post_id = $1 ORDER BY array_position($2::text[], language)`,
    [id, SUPPORTED_LANGUAGES],
  );
  return toAdminPost(row, translations);
}

export function toAdminPost(row: PostRow, translations: TranslationRow[]): AdminBlogPost {
  return {
    id: row.id,
    title: row.title,
    excerpt: row.excerpt,
    content: row.content,
    author: row.author,
    category: row.category,
    tags: row.tags,
    imageUrl: row.image_url,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at?.toISOString() ?? null,
    state: row.derived_state,
    publishAt: row.publish_at.toISOString(),
    language: row.language,
    revision: row.revision,
    translations: translations.map((translation) => toAdminTranslation(translation, row.revision)),
  };
}

function toAdminTranslation(row: TranslationRow, originalRevision: number): AdminBlogPostTranslation {
  return {
    language: row.language,
    title: row.title,
    excerpt: row.excerpt,
    content: row.content,
    revision: row.revision,
    sourceRevision: row.source_revision,
    outdated: row.source_revision < originalRevision,
    updatedAt: row.updated_at.toISOString(),
  };
}
