import type { TranslationTree } from '../i18n/merge-locale-files';

/** Jest stand-in for i18n/staff-text-files: the stand-in locale loader reads every area from disk, so nothing is added. */
export const STAFF_TEXT_FILES: Record<string, () => Promise<TranslationTree>> = {};
