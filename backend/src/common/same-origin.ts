import { HttpStatus, Logger } from '@nestjs/common';
import type { Request, RequestHandler } from 'express';
import { apiErrorBody } from './api-error-body';

// Another site must not make its visitors' browsers change anything here (cross-site request
// forgery): post leads or newsletter requests in their name, or act with a signed-in staff cookie.
// Browsers say where a request comes from (Origin, Sec-Fetch-Site; no page can forge either), so
// every call that changes something is checked here, once, before anything reads its body.

/** Methods that change something; the API changes nothing on GET, HEAD or OPTIONS. */
const STATE_CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Refused even without an Origin. `same-site` too: the site lives on one origin, so a sibling host
 * under the same domain (another team's app, a hosted shop) has no business posting here, and
 * SameSite cookies would not stop it.
 */
const FOREIGN_FETCH_SITES = new Set(['cross-site', 'same-site']);

/** The names of this machine: a local PUBLIC_URL is reached under each of them. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Whether an Origin header names the site: exactly PUBLIC_URL's origin. A local PUBLIC_URL (a try on
 * one's own machine, the tests) also takes the other loopback names on any port with its scheme: the
 * whole-stack tests' browser opens 127.0.0.1 for a PUBLIC_URL of localhost, and the Vite dev server
 * passes its own origin on. `null` (sandboxed frames, some redirects) never names the site.
 */
export function siteOriginMatcher(publicUrl: string): (origin: string) => boolean {
  const site = new URL(publicUrl);
  if (!LOOPBACK_HOSTS.has(site.hostname)) return (origin) => origin === site.origin;
  return (origin) => origin === site.origin || isLoopbackOrigin(origin, site.protocol);
}

function isLoopbackOrigin(origin: string, protocol: string): boolean {
  try {
    const parsed = new URL(origin);
    return parsed.origin === origin && parsed.protocol === protocol && LOOPBACK_HOSTS.has(parsed.hostname);
  } catch {
    return false;
  }
}

export interface SameOriginOptions {
  /** PUBLIC_URL: the origin of the site's own pages. */
  publicUrl: string;
  /**
   * The visitor calls (POST, exact path without the query) that need no proof: mail programs'
   * one-click unsubscribe and plain clients send no Origin. A browser that names another site is
   * still refused on them.
   */
  openPosts: readonly string[];
}

const CROSS_SITE = 'Requests from another site are not accepted';
const NO_PROOF = "This call must come from the site's own pages (an Origin header or Sec-Fetch-Site: same-origin)";

/**
 * Why a request may not change anything, or undefined when it may. `Origin: null` counts as another
 * site, except beside `Sec-Fetch-Site: same-origin`: a form on one of the site's own pages sent with
 * `Referrer-Policy: no-referrer` (the newsletter's token pages) is posted with `Origin: null`.
 */
function refusal(request: Request, isSiteOrigin: (origin: string) => boolean, open: boolean): string | undefined {
  const fetchSite = request.get('sec-fetch-site');
  const origin = request.get('origin');
  if (fetchSite !== undefined && FOREIGN_FETCH_SITES.has(fetchSite)) return CROSS_SITE;
  const privateSameOrigin = origin === 'null' && fetchSite === 'same-origin';
  if (origin !== undefined && !privateSameOrigin && !isSiteOrigin(origin)) return CROSS_SITE;
  // Past this point a request that says where it comes from comes from the site's own pages: proof enough.
  if (open || origin !== undefined || fetchSite === 'same-origin') return undefined;
  return NO_PROOF;
}

/**
 * 403 (ApiErrorBody) for a call that changes something when the browser says it comes from another
 * site (Sec-Fetch-Site `cross-site` or `same-site`, or an Origin that is not the site's), and for
 * every call outside `openPosts` (staff calls, sign-in) without proof that it comes from the site's
 * own pages. Nothing is parsed, stored, counted or queued for a refused request.
 */
export function refuseCrossSiteRequests({ publicUrl, openPosts }: SameOriginOptions): RequestHandler {
  const isSiteOrigin = siteOriginMatcher(publicUrl);
  const open = new Set(openPosts);
  const logger = new Logger('SameOrigin');
  return (request, response, next) => {
    if (!STATE_CHANGING_METHODS.has(request.method)) return next();
    const reason = refusal(request, isSiteOrigin, request.method === 'POST' && open.has(request.path));
    if (reason === undefined) return next();
    // The path only: no header value a client chose, no query.
    logger.warn(
      `Refused ${request.method} ${request.path.slice(0, 200)}: ${reason === CROSS_SITE ? 'from another site' : 'no same-origin proof'}`,
    );
    response.status(HttpStatus.FORBIDDEN).json(apiErrorBody(HttpStatus.FORBIDDEN, reason));
  };
}
