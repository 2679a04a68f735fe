import type { PageRouteId } from '../../routes/site-routes';

/** The translation key of each page's link label, written out in full so that keys are never built from strings. */
export const NAV_LABEL_KEYS: Record<PageRouteId, string> = {
  home: 'nav.home',
  about: 'nav.about',
  mission: 'nav.mission',
  roadmap: 'nav.roadmap',
  getInvolved: 'nav.getInvolved',
  diyHub: 'nav.diyHub',
  community: 'nav.community',
  resources: 'nav.resources',
  partners: 'nav.partners',
  forUniversities: 'nav.forUniversities',
  forBoxingCommunity: 'nav.forBoxingCommunity',
  forDevelopers: 'nav.forDevelopers',
  forBusinesses: 'nav.forBusinesses',
  forGovernment: 'nav.forGovernment',
  forHealthcare: 'nav.forHealthcare',
  technology: 'nav.technology',
  impact: 'nav.impact',
  earlyAdopters: 'nav.earlyAdopters',
  blog: 'nav.blog',
  privacy: 'nav.privacy',
  terms: 'nav.terms',
  newsletterConfirm: 'nav.newsletterConfirm',
  newsletterUnsubscribe: 'nav.newsletterUnsubscribe',
  getInvolvedSent: 'nav.getInvolvedSent',
};
