import { FALLBACK_LANGUAGE, LANGUAGE_LOCALES, type LanguageCode, SUPPORTED_LANGUAGES } from '@rebound/shared';

export { FALLBACK_LANGUAGE, type LanguageCode, SUPPORTED_LANGUAGES };

export interface LanguageOption {
  code: LanguageCode;
  /** The language's own name for itself. */
  name: string;
  flag: string;
  /** Writing direction and BCP 47 tag for Intl formatting (dates, numbers), from the shared contract. */
  dir: 'ltr' | 'rtl';
  locale: string;
}

export const LANGUAGE_OPTIONS: readonly LanguageOption[] = [
  { code: 'en', name: 'English', flag: '🇬🇧', ...LANGUAGE_LOCALES.en },
  { code: 'nl', name: 'Nederlands', flag: '🇳🇱', ...LANGUAGE_LOCALES.nl },
  { code: 'fr', name: 'Français', flag: '🇫🇷', ...LANGUAGE_LOCALES.fr },
  { code: 'pt', name: 'Português', flag: '🇵🇹', ...LANGUAGE_LOCALES.pt },
  { code: 'fa', name: 'فارسی', flag: '🇮🇷', ...LANGUAGE_LOCALES.fa },
  { code: 'es', name: 'Español', flag: '🇪🇸', ...LANGUAGE_LOCALES.es },
];

export function languageOption(code: string | undefined): LanguageOption {
  return LANGUAGE_OPTIONS.find((option) => option.code === code) ?? LANGUAGE_OPTIONS[0];
}

export function isSupportedLanguage(code: string | undefined): code is LanguageCode {
  return SUPPORTED_LANGUAGES.some((supported) => supported === code);
}
