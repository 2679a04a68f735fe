import type { TranslationTree } from './merge-locale-files';

/** The staff's text files (admin*.json, text-areas.ts), loaded per language and area like the public ones; only the staff's code imports this. */
export const STAFF_TEXT_FILES = import.meta.glob<TranslationTree>('../locales/*/admin*.json', { import: 'default' });
