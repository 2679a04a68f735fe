import type { LanguageCode } from './languages';
import type { TranslationTree } from './merge-locale-files';

// One chunk per language: a visitor downloads only the language they read.
const loaders: Record<LanguageCode, () => Promise<{ default: TranslationTree }>> = {
  en: () => import('../locales/en/index'),
  nl: () => import('../locales/nl/index'),
  fr: () => import('../locales/fr/index'),
  pt: () => import('../locales/pt/index'),
  fa: () => import('../locales/fa/index'),
  es: () => import('../locales/es/index'),
};

export async function loadLocale(language: LanguageCode): Promise<TranslationTree> {
  return (await loaders[language]()).default;
}
