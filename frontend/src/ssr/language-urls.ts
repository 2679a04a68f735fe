import { LANGUAGE_DETECTION } from '@rebound/shared';
import { type LanguageCode, SUPPORTED_LANGUAGES } from '../i18n/languages';
import { absoluteUrl } from './public-origin';

/**
 * Each language version of a page has its own address that needs no cookie: the path with `?lng=`.
 * The bare path is the `x-default`: it answers in the visitor's language (query, cookie, Accept-Language).
 */
export function languageUrl(path: string, language: LanguageCode): string {
  return absoluteUrl(`${path}?${LANGUAGE_DETECTION.queryParameter}=${language}`);
}

export interface LanguageAlternate {
  hreflang: LanguageCode | 'x-default';
  href: string;
}

export function languageAlternates(path: string): LanguageAlternate[] {
  return [
    ...SUPPORTED_LANGUAGES.map((language) => ({ hreflang: language, href: languageUrl(path, language) })),
    { hreflang: 'x-default' as const, href: absoluteUrl(path) },
  ];
}
