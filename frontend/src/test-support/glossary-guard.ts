/**
 * A language's glossary (locales/<language>/GLOSSARY.md) fixes one word per thing. The rules in
 * locales/<language>/glossary.rules.ts are the part of it a machine can check: wordings the
 * glossary has retired, so a text written later cannot bring them back unnoticed.
 */
export interface GlossaryRule {
  /** The retired wording. */
  term: RegExp;
  /** What the glossary says instead (shown when the rule is broken). */
  instead: string;
  /** Only texts whose key matches (default: every text). */
  keys?: RegExp;
  /** Keys the rule does not apply to, with the reason in the rules file. */
  except?: readonly string[];
}

/** `key: text → instead` for every text that uses a retired wording. */
export function glossaryBreaches(texts: ReadonlyMap<string, string>, rules: readonly GlossaryRule[]): string[] {
  return rules.flatMap((rule) =>
    [...texts]
      .filter(([key, text]) => (rule.keys?.test(key) ?? true) && !rule.except?.includes(key) && rule.term.test(text))
      .map(([key, text]) => `${key}: ${text} → ${rule.instead}`),
  );
}

/**
 * Spanish and Portuguese have a CLDR "many" form (whole millions). Written with digits, a million
 * takes the same words as any other number ("1.000.000 puestos"), so `_many` repeats `_other`.
 */
export function manyFormsThatDiffer(texts: ReadonlyMap<string, string>): string[] {
  return [...texts]
    .filter(([key]) => key.endsWith('_many'))
    .filter(([key, text]) => texts.get(key.replace(/_many$/, '_other')) !== text)
    .map(([key, text]) => `${key}: ${text}`);
}

type TextTree = { [key: string]: string | TextTree };

/** Every text of a tree under its dotted key (`getInvolved.form.nameRequired`). */
export function flattenTexts(tree: TextTree, prefix = ''): Map<string, string> {
  const texts = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') texts.set(path, value);
    else for (const [childKey, text] of flattenTexts(value, path)) texts.set(childKey, text);
  }
  return texts;
}
