/** The six site languages, English first (the fallback). The frontend keeps the display names and flags. */
export const SUPPORTED_LANGUAGES = ['en', 'nl', 'fr', 'pt', 'fa', 'es'] as const;
export type LanguageCode = (typeof SUPPORTED_LANGUAGES)[number];
export const FALLBACK_LANGUAGE: LanguageCode = 'en';
