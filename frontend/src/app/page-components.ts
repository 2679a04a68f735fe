import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { matchPath } from 'react-router-dom';
import { SITE_ROUTES, type RedirectRouteId, type RouteId } from '../routes/site-routes';

/** Every route that renders a component of its own (all but the redirects). */
type RenderedRouteId = Exclude<RouteId, RedirectRouteId>;

type PageComponent = LazyExoticComponent<ComponentType> & { preload: () => Promise<unknown> };

// Each page is its own chunk, so a visitor on a phone downloads only the page they open.
// `preload` starts that download early; the browser fetches a module once, so lazy() reuses it.
const page = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): PageComponent =>
  Object.assign(
    lazy(async () => ({ default: (await load())[name] })),
    { preload: load },
  );

/** Which component renders each route of site-routes.json. */
export const PAGE_COMPONENTS: Record<RenderedRouteId, PageComponent> = {
  home: page(() => import('../features/home/HomePage'), 'HomePage'),
  about: page(() => import('../features/about/AboutPage'), 'AboutPage'),
  mission: page(() => import('../features/mission/MissionPage'), 'MissionPage'),
  roadmap: page(() => import('../features/roadmap/RoadmapPage'), 'RoadmapPage'),
  getInvolved: page(() => import('../features/get-involved/GetInvolvedPage'), 'GetInvolvedPage'),
  diyHub: page(() => import('../features/diy-hub/DiyHubPage'), 'DiyHubPage'),
  community: page(() => import('../features/community/CommunityPage'), 'CommunityPage'),
  resources: page(() => import('../features/resources/ResourcesPage'), 'ResourcesPage'),
  partners: page(() => import('../features/partners/PartnersPage'), 'PartnersPage'),
  forUniversities: page(() => import('../features/for-universities/ForUniversitiesPage'), 'ForUniversitiesPage'),
  forBoxingCommunity: page(() => import('../features/for-boxing-community/ForBoxingCommunityPage'), 'ForBoxingCommunityPage'),
  forDevelopers: page(() => import('../features/for-developers/ForDevelopersPage'), 'ForDevelopersPage'),
  forBusinesses: page(() => import('../features/for-businesses/ForBusinessesPage'), 'ForBusinessesPage'),
  forGovernment: page(() => import('../features/for-government/ForGovernmentPage'), 'ForGovernmentPage'),
  forHealthcare: page(() => import('../features/for-healthcare/ForHealthcarePage'), 'ForHealthcarePage'),
  technology: page(() => import('../features/technology/TechnologyPage'), 'TechnologyPage'),
  impact: page(() => import('../features/impact/ImpactPage'), 'ImpactPage'),
  earlyAdopters: page(() => import('../features/early-adopters/EarlyAdoptersPage'), 'EarlyAdoptersPage'),
  blog: page(() => import('../features/blog/BlogListPage'), 'BlogListPage'),
  blogPost: page(() => import('../features/blog/BlogPostPage'), 'BlogPostPage'),
  adminLeads: page(() => import('../features/admin-leads/AdminLeadsPage'), 'AdminLeadsPage'),
  privacy: page(() => import('../features/legal/PrivacyPage'), 'PrivacyPage'),
  terms: page(() => import('../features/legal/TermsPage'), 'TermsPage'),
};

/**
 * Starts downloading the chunk of the page at `pathname`, so that it loads alongside the
 * translations instead of after them (one round trip less before the first paint).
 */
export function preloadPageFor(pathname: string): void {
  const route = SITE_ROUTES.find((candidate) => !candidate.redirectTo && matchPath(candidate.path, pathname));
  if (route) void PAGE_COMPONENTS[route.id as RenderedRouteId].preload().catch(() => undefined);
}
