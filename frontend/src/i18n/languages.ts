import { FALLBACK_LANGUAGE, type LanguageCode, SUPPORTED_LANGUAGES } from '@rebound/shared';

export { FALLBACK_LANGUAGE, type LanguageCode, SUPPORTED_LANGUAGES };

export interface LanguageOption {
  code: LanguageCode;
  /** The language's own name for itself. */
  name: string;
  flag: string;
  dir: 'ltr' | 'rtl';
  /** BCP 47 tag for Intl formatting (dates, numbers). */
  locale: string;
}

export const LANGUAGE_OPTIONS: readonly LanguageOption[] = [
  { code: 'en', name: 'English', flag: '🇬🇧', dir: 'ltr', locale: 'en-GB' },
  { code: 'nl', name: 'Nederlands', flag: '🇳🇱', dir: 'ltr', locale: 'nl-NL' },
  { code: 'fr', name: 'Français', flag: '🇫🇷', dir: 'ltr', locale: 'fr-FR' },
  { code: 'pt', name: 'Português', flag: '🇵🇹', dir: 'ltr', locale: 'pt-PT' },
  { code: 'fa', name: 'فارسی', flag: '🇮🇷', dir: 'rtl', locale: 'fa-IR' },
  { code: 'es', name: 'Español', flag: '🇪🇸', dir: 'ltr', locale: 'es-ES' },
];

export function languageOption(code: string | undefined): LanguageOption {
  return LANGUAGE_OPTIONS.find((option) => option.code === code) ?? LANGUAGE_OPTIONS[0];
}

export function isSupportedLanguage(code: string | undefined): code is LanguageCode {
  return SUPPORTED_LANGUAGES.some((supported) => supported === code);
}
