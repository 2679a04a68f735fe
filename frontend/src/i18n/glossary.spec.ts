import { MAIL_TEXT_NAMESPACE, MAIL_TEXTS } from '@rebound/shared/mail';
import { glossaryRules as spanishRules } from '../locales/es/glossary.rules';
import { glossaryRules as portugueseRules } from '../locales/pt/glossary.rules';
import { flattenTexts, type GlossaryRule, glossaryBreaches, manyFormsThatDiffer } from '../test-support/glossary-guard';
import { readLocaleFiles } from '../test-support/locale-loader.node';
import type { LanguageCode } from './languages';
import { mergeLocaleFiles } from './merge-locale-files';

/** The site's texts and the mails' texts of one language, under one set of dotted keys (`mail.lead.subject`). */
function everyText(language: LanguageCode): Map<string, string> {
  return flattenTexts(mergeLocaleFiles({ ...readLocaleFiles(language), [`./${MAIL_TEXT_NAMESPACE}.json`]: MAIL_TEXTS[language] }));
}

const GLOSSARIES: { language: LanguageCode; rules: readonly GlossaryRule[] }[] = [
  { language: 'es', rules: spanishRules },
  { language: 'pt', rules: portugueseRules },
];

describe.each(GLOSSARIES)('$language glossary', ({ language, rules }) => {
  const texts = everyText(language);

  it('reads the texts', () => {
    expect(texts.size).toBeGreaterThan(1000);
  });

  it('uses no wording the glossary has retired', () => {
    expect(glossaryBreaches(texts, rules)).toEqual([]);
  });

  it('writes a million like any other number (_many repeats _other)', () => {
    expect(manyFormsThatDiffer(texts)).toEqual([]);
  });
});
