import type { LanguageCode } from './languages';
import type { TranslationTree } from './merge-locale-files';

type TextFileLoaders = Record<string, () => Promise<TranslationTree>>;

// One chunk per language and area: a visitor downloads only the texts of the pages they open, in the
// language they read. The staff's areas (admin*.json, i18n/text-areas.ts) are not listed here: the
// staff's code adds their loaders (addTextAreaFiles), so no public page carries them.
const areaFiles: TextFileLoaders = import.meta.glob<TranslationTree>(['../locales/*/*.json', '!../locales/*/admin*.json'], {
  import: 'default',
});

/** Adds the loaders of more text files (keys as this module's: `../locales/<language>/<area>.json`). */
export function addTextAreaFiles(files: TextFileLoaders): void {
  Object.assign(areaFiles, files);
}

export async function loadTextArea(language: LanguageCode, area: string): Promise<TranslationTree> {
  const load = areaFiles[`../locales/${language}/${area}.json`];
  if (!load) throw new Error(`No texts for the area "${area}" in ${language}`);
  return load();
}
