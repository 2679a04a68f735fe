import { NOTIFICATION_STATUS_SQL, type NotificationStatus } from '@rebound/shared';
import type { KeysetPosition } from '../common/keyset-cursor';
import type { KeysetList, SqlQuery } from '../common/keyset-paging';
import { LEAD_COLUMNS, type LeadRow } from './lead-rows';

export interface LeadFilter {
  q?: string;
  status?: NotificationStatus;
  /** ISO instant, inclusive. */
  from?: string;
  /** ISO instant, exclusive. */
  to?: string;
}

/**
 * Exactly the expression of the trigram index `interest_leads_search_idx` (migration 1763762760000):
 * PostgreSQL uses the index only for this very expression.
 */
const SEARCH_DOCUMENT = `public.lead_search_fold(name || ' ' || email || ' ' || coalesce(message, ''))`;

/** LIKE's wildcards and its escape character, made literal. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** A WHERE clause (with its parameters, numbered from 1) for the filters and, for a later page, the cursor. */
export function leadWhere(filter: LeadFilter, after?: KeysetPosition): { where: string; parameters: unknown[] } {
  const conditions: string[] = [];
  const parameters: unknown[] = [];
  const parameter = (value: unknown) => `$${parameters.push(value)}`;
  if (filter.q !== undefined) {
    // The search text is folded by the same function as the documents: accents, case, Persian/Arabic variants.
    conditions.push(`${SEARCH_DOCUMENT} LIKE '%' || public.lead_search_fold(${parameter(escapeLike(filter.q))}) || '%'`);
  }
  if (filter.status !== undefined) conditions.push(`(${NOTIFICATION_STATUS_SQL[filter.status]})`);
  if (filter.from !== undefined) conditions.push(`created_at >= ${parameter(filter.from)}::timestamptz`);
  if (filter.to !== undefined) conditions.push(`created_at < ${parameter(filter.to)}::timestamptz`);
  if (after) conditions.push(`(created_at, id) < (${parameter(after.createdAt)}::timestamptz, ${parameter(after.id)}::uuid)`);
  return { where: conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '', parameters };
}

/** Newest first; id breaks ties between leads of the same microsecond. Matches interest_leads_created_at_id_idx. */
export const LEAD_ORDER = 'ORDER BY created_at DESC, id DESC';

/** The leads after `after` (or the first ones) matching the filter, newest first, at most `limit`. */
export function leadPageQuery(filter: LeadFilter, limit: number, after?: KeysetPosition): SqlQuery {
  const { where, parameters } = leadWhere(filter, after);
  return { sql: `SELECT ${LEAD_COLUMNS} FROM interest_leads ${where} ${LEAD_ORDER} LIMIT ${Math.trunc(limit)}`, parameters };
}

/** How many leads match the filter (X-Total-Count). */
export function leadCountQuery(filter: LeadFilter): SqlQuery {
  const { where, parameters } = leadWhere(filter);
  return { sql: `SELECT count(*)::int AS total FROM interest_leads ${where}`, parameters };
}

/** The leads matching a filter, as a keyset-paged list (the desk's pages and the export). */
export function leadList(filter: LeadFilter): KeysetList<LeadRow> {
  return {
    rowsAfter: (limit, after) => leadPageQuery(filter, limit, after),
    count: () => leadCountQuery(filter),
    positionOf: (row) => ({ createdAt: row.created_at_key, id: row.id }),
  };
}
