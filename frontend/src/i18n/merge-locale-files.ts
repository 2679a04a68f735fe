export type TranslationTree = { [key: string]: string | TranslationTree };

/**
 * Each language is a folder of JSON files, one per area (`getInvolved.json`, `nav.json`, ...), so that
 * areas can be written independently. A file's name is its top-level key: `getInvolved.form.nameRequired`.
 */
export function mergeLocaleFiles(files: Record<string, TranslationTree>): TranslationTree {
  const merged: TranslationTree = {};
  for (const [path, tree] of Object.entries(files)) {
    const area = path.replace(/^.*\//, '').replace(/\.json$/, '');
    merged[area] = tree;
  }
  return merged;
}
