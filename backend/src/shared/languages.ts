/** The six site languages (SPEC.md section 9). The frontend keeps the display names and flags. */
export const SUPPORTED_LANGUAGES = ['en', 'nl', 'fr', 'pt', 'fa', 'es'] as const;
export type LanguageCode = (typeof SUPPORTED_LANGUAGES)[number];
export const FALLBACK_LANGUAGE: LanguageCode = 'en';
