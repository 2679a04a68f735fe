import type { ApiErrorBody } from '@rebound/shared';
import type { BaseQueryFn } from '@reduxjs/toolkit/query/react';

/** What to do when a read answers 401, chosen per call: give back nothing, or raise the error. */
export type On401 = 'returnNull' | 'throw';

export interface ApiRequest {
  /** URL segments joined with slashes (`['api', 'blog-posts', id]` → `/api/blog-posts/<id>`), or a ready path. */
  url: string | readonly string[];
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Extra request headers (an Idempotency-Key, for one). */
  headers?: Record<string, string>;
  on401?: On401;
  /** Let the request outlive the page (a save when the tab is closed). */
  keepalive?: boolean;
  /** Response headers the caller needs (paging: `X-Total-Count`, `Link`); they come back in `meta.headers`. */
  readHeaders?: readonly string[];
}

/** What a call hands back besides its data: the headers it asked for (absent ones are null). */
export interface ApiMeta {
  headers: Record<string, string | null>;
}

/** Every failed call becomes this: `message` is `status: body text` (or the status text when the body is empty). */
export interface ApiError {
  status: number;
  message: string;
  /** The API's structured error, when the answer was one. */
  body?: ApiErrorBody;
  /** Seconds from a Retry-After header (429). */
  retryAfterSeconds?: number;
}

export function joinUrlSegments(url: string | readonly string[]): string {
  if (typeof url === 'string') return url;
  const path = url.map((segment, index) => (index === 0 ? segment : encodeURIComponent(segment))).join('/');
  return path.startsWith('/') ? path : `/${path}`;
}

export async function toApiError(response: Response): Promise<ApiError> {
  const text = await response.text();
  const error: ApiError = { status: response.status, message: `${response.status}: ${text || response.statusText}` };
  const retryAfter = Number(response.headers.get('Retry-After'));
  if (Number.isFinite(retryAfter) && retryAfter > 0) error.retryAfterSeconds = retryAfter;
  try {
    const parsed = JSON.parse(text) as Partial<ApiErrorBody>;
    if (parsed && typeof parsed.statusCode === 'number') error.body = parsed as ApiErrorBody;
  } catch {
    // Not JSON (a proxy's HTML page, say): the text is already in the message.
  }
  return error;
}

/**
 * The shared fetch layer of every call: cookies always included, JSON in and out, a non-OK
 * answer turned into an ApiError, and a 401 on a read either returned as `null` or raised, per call.
 */
export const apiQuery: BaseQueryFn<ApiRequest, unknown, ApiError, object, ApiMeta> = async (
  { url, method = 'GET', body, headers, on401 = 'throw', readHeaders = [], keepalive },
  api,
) => {
  const init: RequestInit = { method, credentials: 'include', signal: api.signal, headers: { Accept: 'application/json', ...headers } };
  if (keepalive) init.keepalive = true;
  if (body !== undefined) {
    init.headers = { ...init.headers, 'Content-Type': 'application/json' };
    init.body = JSON.stringify(body);
  }
  let response: Response;
  try {
    response = await fetch(joinUrlSegments(url), init);
  } catch (cause) {
    return { error: { status: 0, message: `0: ${cause instanceof Error ? cause.message : 'Network error'}` } };
  }
  if (response.status === 401 && method === 'GET' && on401 === 'returnNull') {
    // Read the unused body all the same: an unread body keeps the request open in the browser.
    await response.text();
    return { data: null };
  }
  if (!response.ok) return { error: await toApiError(response) };
  const meta: ApiMeta = { headers: Object.fromEntries(readHeaders.map((name) => [name, response.headers.get(name)])) };
  if (response.status === 204) return { data: null, meta };
  const text = await response.text();
  return { data: text ? (JSON.parse(text) as unknown) : null, meta };
};
