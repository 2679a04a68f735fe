import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteId } from '../routes/site-routes';

type PageRouteId = Exclude<RouteId, 'contact' | 'prototype' | 'docs'>;

// Each page is its own chunk, so a visitor on a phone downloads only the page they open.
const page = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): LazyExoticComponent<ComponentType> =>
  lazy(async () => ({ default: (await load())[name] }));

/** Which component renders each route of site-routes.json. */
export const PAGE_COMPONENTS: Record<PageRouteId, LazyExoticComponent<ComponentType>> = {
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
