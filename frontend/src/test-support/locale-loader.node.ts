import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LanguageCode } from '../i18n/languages';
import type { TranslationTree } from '../i18n/merge-locale-files';

/** Jest stand-in for i18n/locale-loader: Vite's import.meta.glob does not exist there, so read the same files from disk. */
export function readLocaleFiles(language: LanguageCode): Record<string, TranslationTree> {
  const folder = join(__dirname, '..', 'locales', language);
  const files: Record<string, TranslationTree> = {};
  for (const name of readdirSync(folder)
    .filter((file) => file.endsWith('.json'))
    .sort()) {
    files[`./${name}`] = JSON.parse(readFileSync(join(folder, name), 'utf8')) as TranslationTree;
  }
  return files;
}

export async function loadTextArea(language: LanguageCode, area: string): Promise<TranslationTree> {
  const tree = readLocaleFiles(language)[`./${area}.json`];
  if (!tree) throw new Error(`No texts for the area "${area}" in ${language}`);
  return tree;
}

/** Every area of the site (the English files' names). */
export function allTextAreas(): string[] {
  return Object.keys(readLocaleFiles('en')).map((file) => file.replace(/^\.\//, '').replace(/\.json$/, ''));
}

/** The staff's loaders are not needed here: every area is read from disk. */
export function addTextAreaFiles(_files: Record<string, () => Promise<TranslationTree>>): void {}
