import { FALLBACK_LANGUAGE, LANGUAGE_LOCALES, LANGUAGE_NATIVE_NAMES, type LanguageCode, SUPPORTED_LANGUAGES } from '@rebound/shared';

export { FALLBACK_LANGUAGE, type LanguageCode, SUPPORTED_LANGUAGES };

export interface LanguageOption {
  code: LanguageCode;
  /** The language's own name for itself, in its own script. */
  name: string;
  /** Writing direction and BCP 47 tag for Intl formatting (dates, numbers), from the shared contract. */
  dir: 'ltr' | 'rtl';
  locale: string;
}

/** The six languages in the shared order, each with its name, direction and locale from @rebound/shared. */
export const LANGUAGE_OPTIONS: readonly LanguageOption[] = SUPPORTED_LANGUAGES.map((code) => ({
  code,
  name: LANGUAGE_NATIVE_NAMES[code],
  ...LANGUAGE_LOCALES[code],
}));

export function languageOption(code: string | undefined): LanguageOption {
  return LANGUAGE_OPTIONS.find((option) => option.code === code) ?? LANGUAGE_OPTIONS[0];
}

export function isSupportedLanguage(code: string | undefined): code is LanguageCode {
  return SUPPORTED_LANGUAGES.some((supported) => supported === code);
}
