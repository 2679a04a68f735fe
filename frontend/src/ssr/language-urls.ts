import { languagePath } from '@rebound/shared';
import { FALLBACK_LANGUAGE, type LanguageCode, SUPPORTED_LANGUAGES } from '../i18n/languages';
import { absoluteUrl } from './public-origin';

/**
 * Each language version of a page has its own address, the path behind the language code
 * (`/nl/about`, `/nl` for home): its canonical. The bare path (`/about`) is the `x-default`: it answers
 * in the visitor's language (cookie, Accept-Language) and names that language's address as canonical.
 */
export function languageUrl(path: string, language: LanguageCode): string {
  return absoluteUrl(languagePath(language, path));
}

export interface LanguageAlternate {
  hreflang: LanguageCode | 'x-default';
  href: string;
}

/**
 * A page's addresses in `languages` (every language by default; a blog post only in those it has a
 * version in), in the site's language order, and its bare address as `x-default`.
 */
export function languageAlternates(path: string, languages: readonly LanguageCode[] = SUPPORTED_LANGUAGES): LanguageAlternate[] {
  return [
    ...SUPPORTED_LANGUAGES.filter((language) => languages.includes(language)).map((language) => ({
      hreflang: language,
      href: languageUrl(path, language),
    })),
    { hreflang: 'x-default' as const, href: absoluteUrl(path) },
  ];
}

/** The blog's feed in one language: `/feed.xml` in English (the address it always had), `/nl/feed.xml` and so on. */
export function feedPath(language: LanguageCode): string {
  return language === FALLBACK_LANGUAGE ? '/feed.xml' : languagePath(language, '/feed.xml');
}
