import type { LanguageCode } from './languages';
import type { TranslationTree } from './merge-locale-files';

// One chunk per language and area: a visitor downloads only the texts of the pages they open, in the
// language they read.
const areaFiles = import.meta.glob<TranslationTree>('../locales/*/*.json', { import: 'default' });

export async function loadTextArea(language: LanguageCode, area: string): Promise<TranslationTree> {
  const load = areaFiles[`../locales/${language}/${area}.json`];
  if (!load) throw new Error(`No texts for the area "${area}" in ${language}`);
  return load();
}
