/**
 * Texts are split by area of the site (`locales/<language>/<area>.json`, the key's first part), and
 * each area is an i18next namespace: a page downloads the shared areas plus its own, not the whole
 * site. A page names its areas in app/page-components.ts; the build's prerender step fails when a page
 * shows a text outside them.
 */
export const SHARED_TEXT_AREAS = ['common', 'nav', 'footer', 'notFound'] as const;

/** The build puts the shared areas of one language into one chunk of this name (vite.config.ts). */
export function sharedTextsChunkName(language: string): string {
  return `texts-${language}`;
}

/**
 * The staff's areas are the files whose name starts with `admin` (admin, adminLeads, adminPosts, ...):
 * the public loader leaves them out and the staff's code loads them (i18n/staff-text-files.ts).
 */
export const STAFF_TEXT_AREA_PREFIX = 'admin';
