import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { DemoLocationIllustration } from '../components/illustrations/DemoLocationIllustration';
import { TyreBagIllustration } from '../components/illustrations/TyreBagIllustration';
import { YouthTrainingIllustration } from '../components/illustrations/YouthTrainingIllustration';
import { BusinessesHeroArt } from '../features/for-businesses/BusinessesHeroArt';
import { CoachPhoneIllustration } from '../features/technology/CoachPhoneIllustration';
import { SmartBagIllustration } from '../features/technology/SmartBagIllustration';
import type { RouteId } from '../routes/site-routes';

/** Link previews (Open Graph, Twitter) show one picture per family of pages, drawn from the site's own art. */
export type ShareImageFamily = 'home' | 'mission' | 'audiences' | 'technology' | 'community' | 'blog';

export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

const FAMILY_OF_ROUTE: Partial<Record<RouteId, ShareImageFamily>> = {
  about: 'mission',
  mission: 'mission',
  impact: 'mission',
  roadmap: 'mission',
  forUniversities: 'audiences',
  forBoxingCommunity: 'audiences',
  forBusinesses: 'audiences',
  forGovernment: 'audiences',
  forHealthcare: 'audiences',
  technology: 'technology',
  diyHub: 'technology',
  forDevelopers: 'technology',
  resources: 'technology',
  community: 'community',
  getInvolved: 'community',
  earlyAdopters: 'community',
  partners: 'community',
  blog: 'blog',
  blogPost: 'blog',
};

/** The family of a route; pages without one of their own (home, legal, not found) share the home picture. */
export function shareImageFamily(routeId: RouteId | undefined): ShareImageFamily {
  return (routeId && FAMILY_OF_ROUTE[routeId]) ?? 'home';
}

export function shareImagePath(family: ShareImageFamily): string {
  return `/share/${family}.png`;
}

// The drawings carry their own accessible label on the page; in a picture file it is not read.
const ART: Record<ShareImageFamily, () => ReactElement> = {
  home: () => <TyreBagIllustration label="" />,
  mission: () => <YouthTrainingIllustration label="" />,
  audiences: () => <BusinessesHeroArt label="" />,
  technology: () => <SmartBagIllustration label="" />,
  community: () => <DemoLocationIllustration label="" />,
  blog: () => <CoachPhoneIllustration label="" />,
};

const BACKGROUND = '#1c2430';
const PANEL = '#fdf7f2';
const ORANGE = '#b93d0c';
const TEAL = '#0f6b63';

/** The logo's bag mark (components/layout/Logo.tsx) drawn large, with the page family's art on a light panel. */
export function shareImageSvg(family: ShareImageFamily): string {
  const art = renderToStaticMarkup(ART[family]())
    // Placed inside the card: the outer <svg> gets a position and size, keeping its own viewBox.
    .replace(/^<svg /, '<svg x="560" y="70" width="580" height="490" preserveAspectRatio="xMidYMid meet" ');
  const { width, height } = SHARE_IMAGE_SIZE;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<rect width="${width}" height="${height}" fill="${BACKGROUND}"/>`,
    `<rect x="530" y="40" width="640" height="550" rx="36" fill="${PANEL}"/>`,
    `<rect x="0" y="${height - 18}" width="${width}" height="18" fill="${ORANGE}"/>`,
    // The mark of Logo.tsx, 32 units scaled to 320 px.
    '<g transform="translate(110 150) scale(10)">',
    '<rect x="9" y="1" width="14" height="3" rx="1.5" fill="#8f2f09"/>',
    '<rect x="7" y="4" width="18" height="26" rx="7" fill="#f4efe9"/>',
    `<rect x="7" y="10" width="18" height="3" fill="${ORANGE}"/>`,
    `<rect x="7" y="18" width="18" height="3" fill="${ORANGE}"/>`,
    '<circle cx="16" cy="25.5" r="2" fill="#7fd1c7"/>',
    '</g>',
    `<rect x="150" y="490" width="240" height="10" rx="5" fill="${TEAL}"/>`,
    art,
    '</svg>',
  ].join('');
}

export const SHARE_IMAGE_FAMILIES = Object.keys(ART) as ShareImageFamily[];
