import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { matchPath } from 'react-router-dom';
import { type RedirectRouteId, type RouteId, SITE_ROUTES, STAFF_AREA_PATH } from '../routes/site-routes';

/** Every route that renders a component of its own (all but the redirects). */
export type RenderedRouteId = Exclude<RouteId, RedirectRouteId>;

export type PageComponent = LazyExoticComponent<ComponentType> & {
  preload: () => Promise<unknown>;
  /** The page's module (and chunk) name: the server renderer finds the chunk to preload by it. */
  moduleName: string;
  /** The text areas the page shows besides the shared ones (i18n/text-areas.ts). */
  textAreas: readonly string[];
};

// Each page is its own chunk, so a visitor on a phone downloads only the page they open.
// `preload` starts that download early; the browser fetches a module once, so lazy() reuses it.
export const page = <K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
  textAreas: readonly string[],
): PageComponent =>
  Object.assign(
    lazy(async () => ({ default: (await load())[name] })),
    { preload: load, moduleName: name, textAreas },
  );

/** Which component renders each route of site-routes.json. */
export const PAGE_COMPONENTS: Record<RenderedRouteId, PageComponent> = {
  home: page(() => import('../features/home/HomePage'), 'HomePage', ['home', 'mission']),
  about: page(() => import('../features/about/AboutPage'), 'AboutPage', ['about']),
  mission: page(() => import('../features/mission/MissionPage'), 'MissionPage', ['mission']),
  roadmap: page(() => import('../features/roadmap/RoadmapPage'), 'RoadmapPage', ['roadmap']),
  getInvolved: page(() => import('../features/get-involved/GetInvolvedPage'), 'GetInvolvedPage', ['getInvolved']),
  diyHub: page(() => import('../features/diy-hub/DiyHubPage'), 'DiyHubPage', ['diyHub']),
  community: page(() => import('../features/community/CommunityPage'), 'CommunityPage', ['community']),
  resources: page(() => import('../features/resources/ResourcesPage'), 'ResourcesPage', ['resources']),
  partners: page(() => import('../features/partners/PartnersPage'), 'PartnersPage', ['partners']),
  forUniversities: page(() => import('../features/for-universities/ForUniversitiesPage'), 'ForUniversitiesPage', [
    'forUniversities',
    'audiences',
  ]),
  forBoxingCommunity: page(() => import('../features/for-boxing-community/ForBoxingCommunityPage'), 'ForBoxingCommunityPage', [
    'forBoxingCommunity',
    'audiences',
  ]),
  forDevelopers: page(() => import('../features/for-developers/ForDevelopersPage'), 'ForDevelopersPage', ['forDevelopers', 'audiences']),
  forBusinesses: page(() => import('../features/for-businesses/ForBusinessesPage'), 'ForBusinessesPage', ['forBusinesses', 'audiences']),
  forGovernment: page(() => import('../features/for-government/ForGovernmentPage'), 'ForGovernmentPage', ['forGovernment', 'audiences']),
  forHealthcare: page(() => import('../features/for-healthcare/ForHealthcarePage'), 'ForHealthcarePage', ['forHealthcare', 'audiences']),
  technology: page(() => import('../features/technology/TechnologyPage'), 'TechnologyPage', ['technology']),
  impact: page(() => import('../features/impact/ImpactPage'), 'ImpactPage', ['impact']),
  earlyAdopters: page(() => import('../features/early-adopters/EarlyAdoptersPage'), 'EarlyAdoptersPage', ['earlyAdopters']),
  blog: page(() => import('../features/blog/BlogListPage'), 'BlogListPage', ['blog']),
  blogPost: page(() => import('../features/blog/BlogPostPage'), 'BlogPostPage', ['blog']),
  blogPreview: page(() => import('../features/blog/BlogPreviewPage'), 'BlogPreviewPage', ['blog']),
  privacy: page(() => import('../features/legal/PrivacyPage'), 'PrivacyPage', ['legal']),
  terms: page(() => import('../features/legal/TermsPage'), 'TermsPage', ['legal']),
  getInvolvedSent: page(() => import('../features/get-involved/InterestResultPage'), 'InterestResultPage', ['getInvolved']),
  newsletterConfirm: page(() => import('../features/newsletter/NewsletterConfirmPage'), 'NewsletterConfirmPage', ['newsletter']),
  newsletterUnsubscribe: page(() => import('../features/newsletter/NewsletterUnsubscribePage'), 'NewsletterUnsubscribePage', [
    'newsletter',
  ]),
};

/** Which page's route `pathname` (the path without its language prefix) is, or undefined for the not-found page. */
export function routeIdAt(pathname: string): RenderedRouteId | undefined {
  return SITE_ROUTES.find((candidate) => !candidate.redirectTo && matchPath(candidate.path, pathname))?.id as RenderedRouteId | undefined;
}

/**
 * The staff's pages (/admin/...): their routes, page map and texts come with this chunk, which routes
 * them itself, so a public page carries none of them. Their texts load with each staff page.
 */
export const STAFF_AREA = page(() => import('../features/staff-desk/StaffRoutes'), 'StaffRoutes', []);

/** Whether `pathname` is in the staff's part of the site. */
export function isStaffPath(pathname: string): boolean {
  return pathname === STAFF_AREA_PATH || pathname.startsWith(`${STAFF_AREA_PATH}/`);
}

/** The page at `pathname` (the staff area for /admin/...), or undefined for the not-found page. */
export function pageAt(pathname: string): PageComponent | undefined {
  if (isStaffPath(pathname)) return STAFF_AREA;
  const id = routeIdAt(pathname);
  return id ? PAGE_COMPONENTS[id] : undefined;
}
