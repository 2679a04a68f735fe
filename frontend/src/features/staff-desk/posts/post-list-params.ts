import { BLOG_POST_STATES, type BlogPostState } from '@rebound/shared';

/** The list's state in the address (`?q=...&state=draft&cursor=...`): bookmarkable, and the back button works. */
export interface PostListParams {
  q?: string;
  state?: BlogPostState;
  cursor?: string;
}

/** Posts per page. */
export const POSTS_PER_PAGE = 25;

export function readPostListParams(search: URLSearchParams): PostListParams {
  const state = BLOG_POST_STATES.find((candidate) => candidate === search.get('state'));
  const q = search.get('q')?.trim() || undefined;
  const cursor = search.get('cursor') || undefined;
  return { ...(q ? { q } : {}), ...(state ? { state } : {}), ...(cursor ? { cursor } : {}) };
}

/** The page's query string for a list state (the language the page is read in stays). */
export function postListSearch(params: PostListParams, current: URLSearchParams): string {
  const next = new URLSearchParams();
  const language = current.get('lng');
  if (language) next.set('lng', language);
  if (params.q) next.set('q', params.q);
  if (params.state) next.set('state', params.state);
  if (params.cursor) next.set('cursor', params.cursor);
  const query = next.toString();
  return query ? `?${query}` : '';
}

/** The staff API's query for one page of the list. */
export function postApiQuery(params: PostListParams): string {
  const query = new URLSearchParams({ limit: String(POSTS_PER_PAGE) });
  if (params.q) query.set('q', params.q);
  if (params.state) query.set('state', params.state);
  if (params.cursor) query.set('cursor', params.cursor);
  return `?${query.toString()}`;
}
