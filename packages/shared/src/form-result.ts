import { languagePath } from './language-path';
import { FALLBACK_LANGUAGE, type LanguageCode } from './languages';

/**
 * The address a form's outcome is shown at: the page in the form's language, `/<language><path>?result=<result>`.
 * The API sends a plain form post there (303), and the newsletter page moves there itself once its JSON call is done.
 */
export function formResultLocation(path: string, language: LanguageCode | undefined, result: string): string {
  return `${languagePath(language ?? FALLBACK_LANGUAGE, path)}${formResultSearch(result)}`;
}

/** The query of a result address: `?result=<result>` (the language is in the path). */
export function formResultSearch(result: string): string {
  return `?${new URLSearchParams({ result }).toString()}`;
}
