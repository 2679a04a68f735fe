import { type LanguageCode, SUPPORTED_LANGUAGES } from './languages';

/**
 * Every public page has one address per language: the page's path behind the language code
 * (`/nl/about`, `/fa/blog/<slug>`, `/nl` for the home page: no address of the site ends in a slash,
 * the one of the home page `/` aside). The bare path (`/about`) is
 * the address that picks the visitor's language; the staff desk (`/admin...`) has no language in its
 * address. Frontend (links, head, sitemap, feeds), backend (form redirects) and nginx's maps agree on it.
 */
export function languagePath(language: LanguageCode, path: string): string {
  return path === '/' ? `/${language}` : `/${language}${path}`;
}

export interface SplitPath {
  /** The language named by the address's first segment, if it names one of the site's. */
  language: LanguageCode | undefined;
  /** The page's path without that segment (`/` for `/nl/` and `/nl`). */
  path: string;
}

/** Reads a language prefix off a path: `/nl/about` is Dutch `/about`; `/about` and `/xx/about` have none. */
export function splitLanguagePath(pathname: string): SplitPath {
  const match = /^\/([a-z]{2,3})(\/.*)?$/.exec(pathname);
  const language = SUPPORTED_LANGUAGES.find((code) => code === match?.[1]);
  if (!match || !language) return { language: undefined, path: pathname };
  return { language, path: match[2] && match[2] !== '' ? match[2] : '/' };
}
