/** The six site languages: the site is written in them, the worker writes mails in them. */
export const SUPPORTED_LANGUAGES = ['en', 'nl', 'fr', 'pt', 'fa', 'es'] as const;
export type LanguageCode = (typeof SUPPORTED_LANGUAGES)[number];
export const FALLBACK_LANGUAGE: LanguageCode = 'en';

/** How each language is written: its BCP 47 tag for `Intl` (the regional variant our readers use) and its direction. */
export const LANGUAGE_LOCALES: Readonly<Record<LanguageCode, { locale: string; dir: 'ltr' | 'rtl' }>> = {
  en: { locale: 'en-GB', dir: 'ltr' },
  nl: { locale: 'nl-NL', dir: 'ltr' },
  fr: { locale: 'fr-FR', dir: 'ltr' },
  pt: { locale: 'pt-PT', dir: 'ltr' },
  fa: { locale: 'fa-IR', dir: 'rtl' },
  es: { locale: 'es-ES', dir: 'ltr' },
};

/**
 * Each language's name for itself, in its own script: what the language selector lists. Languages
 * are not countries, so no flags: a flag names a state, and many of our languages are spoken in several.
 */
export const LANGUAGE_NATIVE_NAMES: Readonly<Record<LanguageCode, string>> = {
  en: 'English',
  nl: 'Nederlands',
  fr: 'Français',
  pt: 'Português',
  fa: 'فارسی',
  es: 'Español',
};

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

/**
 * Where a visitor's language choice is kept and read, in the browser's detection order: the query
 * parameter, the cookie, the browser's storage. The browser's i18next detector and nginx's language
 * maps (nginx/generate-route-map.mjs) both read these names.
 */
export const LANGUAGE_DETECTION = {
  cookie: 'i18next',
  storageKey: 'i18nextLng',
  queryParameter: 'lng',
} as const;
