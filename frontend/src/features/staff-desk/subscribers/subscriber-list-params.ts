import { NEWSLETTER_STATUSES, type NewsletterStatus } from '@rebound/shared';

/** The list's state in the address (`?status=confirmed&cursor=...`), so a view can be bookmarked and the back button works. */
export interface SubscriberListParams {
  /** Undefined: every subscriber. */
  status?: NewsletterStatus;
  /** The page after the one that handed out this cursor; undefined for the first page. */
  cursor?: string;
}

/** Subscribers per page. */
export const SUBSCRIBERS_PER_PAGE = 50;

export function readSubscriberListParams(search: URLSearchParams): SubscriberListParams {
  const status = NEWSLETTER_STATUSES.find((candidate) => candidate === search.get('status'));
  const cursor = search.get('cursor') || undefined;
  return { ...(status ? { status } : {}), ...(cursor ? { cursor } : {}) };
}

/** The page's query string for a list state (the language the page is read in stays). */
export function subscriberListSearch(params: SubscriberListParams, current: URLSearchParams): string {
  const next = new URLSearchParams();
  const language = current.get('lng');
  if (language) next.set('lng', language);
  if (params.status) next.set('status', params.status);
  if (params.cursor) next.set('cursor', params.cursor);
  const query = next.toString();
  return query ? `?${query}` : '';
}

/** The API's query for one page of the list. */
export function subscriberApiQuery(params: SubscriberListParams): string {
  const query = new URLSearchParams({ limit: String(SUBSCRIBERS_PER_PAGE) });
  if (params.status) query.set('status', params.status);
  if (params.cursor) query.set('cursor', params.cursor);
  return `?${query.toString()}`;
}

/** The CSV download of the current filter (every page of it). */
export function subscriberExportHref(status: NewsletterStatus | undefined): string {
  return status ? `/api/newsletter/subscribers/export?${new URLSearchParams({ status }).toString()}` : '/api/newsletter/subscribers/export';
}

/** The cursor of the next page, from the list's `Link: <...&cursor=...>; rel="next"` header; undefined on the last page. */
export function nextCursorFromLink(link: string | undefined): string | undefined {
  if (!link) return undefined;
  for (const part of link.split(',')) {
    const match = /^\s*<([^>]*)>\s*;(.*)$/.exec(part);
    if (!match || !/\brel="?next"?/.test(match[2])) continue;
    const cursor = new URL(match[1], 'http://site.invalid').searchParams.get('cursor');
    if (cursor) return cursor;
  }
  return undefined;
}
