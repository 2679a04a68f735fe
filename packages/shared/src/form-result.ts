import { FALLBACK_LANGUAGE, type LanguageCode } from './languages';

/**
 * The address a form's outcome is shown at: `path?lng=<language>&result=<result>`. The API sends a
 * plain form post there (303), and the newsletter page moves there itself once its JSON call is done.
 */
export function formResultSearch(language: LanguageCode | undefined, result: string): string {
  return `?${new URLSearchParams({ lng: language ?? FALLBACK_LANGUAGE, result }).toString()}`;
}
