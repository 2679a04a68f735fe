// Only the list: the file's $comment (why the list is as it is) is for readers of the file, not for the bundle.
import { routes } from './site-routes.json';

export type RouteId =
  | 'home'
  | 'about'
  | 'mission'
  | 'roadmap'
  | 'getInvolved'
  | 'diyHub'
  | 'community'
  | 'resources'
  | 'partners'
  | 'forUniversities'
  | 'forBoxingCommunity'
  | 'forDevelopers'
  | 'forBusinesses'
  | 'forGovernment'
  | 'forHealthcare'
  | 'technology'
  | 'impact'
  | 'earlyAdopters'
  | 'blog'
  | 'blogPost'
  | 'blogPreview'
  | 'privacy'
  | 'terms'
  | 'newsletterConfirm'
  | 'newsletterUnsubscribe'
  | 'getInvolvedSent'
  | 'contact'
  | 'prototype'
  | 'docs';

export interface SiteRoute {
  id: RouteId;
  /** React Router pattern, e.g. `/blog/:id`. */
  path: string;
  /** Set on paths that only lead elsewhere on the site (`/contact` → `/about#contact`). */
  redirectTo?: string;
  /** How the page reaches the visitor; prerendered at build time unless said otherwise. */
  rendering?: 'server' | 'browser';
  /**
   * False for pages that are nobody's search result (a token in the address, staff pages): sent with
   * noindex and no referrer, never micro-cached by nginx, left out of the sitemap. True unless said.
   */
  indexable?: boolean;
}

export const SITE_ROUTES = routes as SiteRoute[];

/**
 * Where the staff's pages live (routes/staff-routes.json, every path under it): the public router hands
 * this part of the site to the staff's lazily loaded code, so no public page carries the staff's routes.
 */
export const STAFF_AREA_PATH = '/admin';

const pathById = new Map(SITE_ROUTES.map((route) => [route.id, route.path]));

/** Pages rendered to HTML at build time, in every language (nginx serves them as files). */
export const PRERENDERED_ROUTES = SITE_ROUTES.filter((route) => !route.redirectTo && !route.rendering);

/** Pages rendered per request by the render server (the blog: operators add posts with plain SQL). */
export const SERVER_RENDERED_ROUTES = SITE_ROUTES.filter((route) => route.rendering === 'server');

/**
 * Whether a route's page has an address per language (`/nl/about`): every public page. The staff desk
 * (`rendering: 'browser'`) keeps one address and takes the staff member's own choice of language.
 */
export function isLocalizedRoute(route: SiteRoute): boolean {
  return route.rendering !== 'browser';
}

/** Whether a route's page belongs in search results and the sitemap. */
export function isIndexable(route: SiteRoute): boolean {
  return route.indexable !== false;
}

/** The same by route id; the not-found page (no id) is never indexed either. */
export function isIndexableRoute(id: RouteId | undefined): boolean {
  const route = SITE_ROUTES.find((candidate) => candidate.id === id);
  return route !== undefined && isIndexable(route);
}

/** Paths that only lead elsewhere on the site (entries with `redirectTo`). */
export type RedirectRouteId = 'contact' | 'prototype' | 'docs';

/** Routes that are pages of their own with a fixed path (not `/blog/:id`, not a redirect). */
export type PageRouteId = Exclude<RouteId, 'blogPost' | 'blogPreview' | RedirectRouteId>;

/** The path of a page route. */
export function routePath(id: PageRouteId): string {
  const path = pathById.get(id);
  if (!path) throw new Error(`Unknown route id ${id}`);
  return path;
}

export function blogPostPath(postId: string): string {
  return `/blog/${encodeURIComponent(postId)}`;
}

/** Footer legal links. */
export const LEGAL_NAV: PageRouteId[] = ['privacy', 'terms'];

/** The ten header links, in the customer's order. */
export const HEADER_NAV: PageRouteId[] = [
  'home',
  'mission',
  'impact',
  'roadmap',
  'forBusinesses',
  'forHealthcare',
  'technology',
  'partners',
  'blog',
  'getInvolved',
];

/** The footer's site links (the about-page anchors are added by the footer itself). */
export const FOOTER_NAV: PageRouteId[] = [
  'technology',
  'diyHub',
  'community',
  'blog',
  'earlyAdopters',
  'forDevelopers',
  'partners',
  'getInvolved',
  'about',
];

/** In-page anchors on /about that the footer links to. */
export const ABOUT_ANCHORS = { mitSolve: 'mit-solve', awards: 'awards', contact: 'contact' } as const;
