import { type AdminBlogPostListItem, type BlogPostState, type LanguageCode, SUPPORTED_LANGUAGES } from '@rebound/shared';
import type { KeysetPosition } from '../common/keyset-cursor';
import type { KeysetList, SqlQuery } from '../common/keyset-paging';
import { derivedStateSql, isPublicSql } from './admin-post-rows';

export interface BlogPostFilter {
  q?: string;
  state?: BlogPostState;
}

interface ListRow {
  id: string;
  title: string;
  author: string;
  category: string;
  derived_state: BlogPostState;
  publish_at: Date;
  updated_at: Date | null;
  language: LanguageCode;
  languages: LanguageCode[];
  revision: number;
  created_at_key: string;
}

// Folded by the leads' search function (migration 1763762760000): accents, case and Persian/Arabic letter variants.
const SEARCH_DOCUMENT = `public.lead_search_fold(title || ' ' || excerpt || ' ' || author || ' ' || array_to_string(tags, ' '))`;

const STATE_CONDITIONS: Record<BlogPostState, string> = {
  draft: `state = 'draft'`,
  scheduled: `state = 'published' AND publish_at > now()`,
  published: isPublicSql(),
  unpublished: `state = 'unpublished'`,
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

function where(filter: BlogPostFilter, after?: KeysetPosition): { where: string; parameters: unknown[] } {
  const conditions: string[] = [];
  const parameters: unknown[] = [];
  const parameter = (value: unknown) => `$${parameters.push(value)}`;
  if (filter.q !== undefined)
    conditions.push(`${SEARCH_DOCUMENT} LIKE '%' || public.lead_search_fold(${parameter(escapeLike(filter.q))}) || '%'`);
  if (filter.state !== undefined) conditions.push(`(${STATE_CONDITIONS[filter.state]})`);
  if (after) conditions.push(`(created_at, id) < (${parameter(after.createdAt)}::timestamptz, ${parameter(after.id)}::text)`);
  return { where: conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '', parameters };
}

function pageQuery(filter: BlogPostFilter, limit: number, after?: KeysetPosition): SqlQuery {
  const { where: clause, parameters } = where(filter, after);
  const order = `$${parameters.push(SUPPORTED_LANGUAGES)}::text[]`;
  return {
    sql: `SELECT id, title, author, category, ${derivedStateSql()} AS derived_state, publish_at, updated_at, language, revision,
            ARRAY[language] || ARRAY(SELECT t.language FROM blog_post_translations t WHERE t.post_id = blog_posts.id
                                      ORDER BY array_position(${order}, t.language)) AS languages,
            to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS created_at_key
            FROM blog_posts ${clause} ORDER BY created_at DESC, id DESC LIMIT ${Math.trunc(limit)}`,
    parameters,
  };
}

/** Every post matching the filter, newest first (created_at, id), keyset paged like the leads. */
export function blogPostList(filter: BlogPostFilter): KeysetList<ListRow> {
  return {
    rowsAfter: (limit, after) => pageQuery(filter, limit, after),
    count: () => {
      const { where: clause, parameters } = where(filter);
      return { sql: `SELECT count(*)::int AS total FROM blog_posts ${clause}`, parameters };
    },
    positionOf: (row) => ({ createdAt: row.created_at_key, id: row.id }),
  };
}

export function toListItem(row: ListRow): AdminBlogPostListItem {
  return {
    id: row.id,
    title: row.title,
    author: row.author,
    category: row.category,
    state: row.derived_state,
    publishAt: row.publish_at.toISOString(),
    updatedAt: row.updated_at?.toISOString() ?? null,
    language: row.language,
    languages: row.languages,
    revision: row.revision,
  };
}
