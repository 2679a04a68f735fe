import { type LanguageCode, languagePath, splitLanguagePath } from '@rebound/shared';

/**
 * Each public page has an address per language, `/<language><path>` (`/nl/about`, `/nl` for home),
 * and the bare path (`/about`) picks the visitor's language. In the app the language prefix is the
 * router's basename: the routes and every link keep the plain path (`routePath('about')`), and the
 * router writes `/nl/about`. So no component ever builds a language address itself.
 */
export function routerBasename(language: LanguageCode | undefined): string {
  return language ? `/${language}` : '';
}

/** The same page in another language: `/nl/about?x=1#y` becomes `/fa/about?x=1#y`. */
export function addressInLanguage(location: { pathname: string; search: string; hash: string }, language: LanguageCode): string {
  return `${languagePath(language, splitLanguagePath(location.pathname).path)}${location.search}${location.hash}`;
}

export type StartAddress =
  /** The address names its language (or names none and is the staff desk's): start there. */
  | { kind: 'stay'; language: LanguageCode | undefined }
  /**
   * A bare page address the server answered in `language`: the app shows the page's own address
   * (`replaceState`, no request) and starts there.
   */
  | { kind: 'show'; language: LanguageCode; address: string }
  /** A bare address whose visitor prefers another language than the server could see (local storage): go there. */
  | { kind: 'go'; address: string };

/**
 * Where the app starts. `serverLanguage` is the language the page arrived rendered in (undefined for the
 * client-only shell); `preferred` is the browser's full detection order (read only on bare addresses).
 */
export function startAddress(
  location: { pathname: string; search: string; hash: string },
  serverLanguage: LanguageCode | undefined,
  preferred: () => LanguageCode,
): StartAddress {
  const { language } = splitLanguagePath(location.pathname);
  if (language || !serverLanguage) return { kind: 'stay', language };
  const wanted = preferred();
  if (wanted !== serverLanguage) return { kind: 'go', address: addressInLanguage(location, wanted) };
  return { kind: 'show', language: serverLanguage, address: addressInLanguage(location, serverLanguage) };
}
