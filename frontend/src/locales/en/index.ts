import { mergeLocaleFiles, type TranslationTree } from '../../i18n/merge-locale-files';

export default mergeLocaleFiles(import.meta.glob<TranslationTree>('./*.json', { eager: true, import: 'default' }));
