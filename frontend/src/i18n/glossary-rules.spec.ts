import { MAIL_TEXTS } from '@rebound/shared/mail';
import { readLocaleFiles } from '../test-support/locale-loader.node';
import type { LanguageCode } from './languages';
import { mergeLocaleFiles, type TranslationTree } from './merge-locale-files';

/**
 * The rules of each language's GLOSSARY.md that a machine can check, over every text a reader sees:
 * the site's pages and the mails. A word listed here was once on the site and a native review
 * found it wrong; the glossary says why and what replaced it.
 */
interface GlossaryRule {
  /** What the glossary asks, as the failure names it. */
  rule: string;
  /** Matches a text that breaks the rule. */
  breaks: RegExp;
}

const GLOSSARY_RULES: Partial<Record<LanguageCode, GlossaryRule[]>> = {
  nl: [
    { rule: 'typographic apostrophe ’, never a straight one', breaks: /'/ },
    { rule: 'single quotes ‘…’, not double ones', breaks: /["“”]/ },
    { rule: 'our own form is the aanmeldformulier', breaks: /interesseformulier/i },
    { rule: 'the free plan is the gratis optie (a pakket is a physical kit)', breaks: /gratis pakket/i },
    { rule: 'refreshtoken, as Dutch developers say', breaks: /verversingstoken/i },
    { rule: 'the API is called API', breaks: /koppeling \(API\)/i },
    { rule: 'one word for the staff password: beheerderswachtwoord', breaks: /beheerwachtwoord/i },
    { rule: 'an unconfirmed subscriber is niet bevestigd, not openstaand', breaks: /openstaand/i },
    { rule: 'example addresses are naam@voorbeeld.nl', breaks: /@example\./i },
  ],
  fr: [
    { rule: 'no-break space (U+00A0) before : ; ? !, never an ordinary space', breaks: / [:;?!]/ },
    { rule: 'no-break space inside « »', breaks: /« | »/ },
    { rule: 'typographic apostrophe ’, never a straight one', breaks: /'/ },
    { rule: 'newsletter is lettre d’information', breaks: /\bnewsletter\b/i },
    { rule: 'one unsubscribes: se désabonner, never se désinscrire', breaks: /désinscri/i },
    { rule: 'leads are demandes, the form is the formulaire de contact', breaks: /manifestations? d’intérêt|formulaire d’intérêt/i },
    { rule: 'the founder has no gender, as in English', breaks: /\bnotre fondateur\b|\bfondateur de\b/i },
    { rule: 'French, not Belgian, institutions', breaks: /aide à la jeunesse|hautes écoles/i },
    { rule: 'the footer heading is Informations légales (Mentions légales is a specific page)', breaks: /mentions légales/i },
    { rule: 'example addresses are nom@exemple.fr', breaks: /@example\./i },
  ],
};

function flatten(tree: TranslationTree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [[path, value] as [string, string]] : flatten(value, path);
  });
}

/** Every text of a language, site and mails, keyed "area:key" so a failure points at the file. */
function textsOf(language: LanguageCode): [string, string][] {
  const site = Object.entries(readLocaleFiles(language)).flatMap(([file, tree]) =>
    flatten(tree).map(([key, text]): [string, string] => [`${file.replace(/^\.\/|\.json$/g, '')}:${key}`, text]),
  );
  return [
    ...site,
    ...flatten(mergeLocaleFiles({ './mail.json': MAIL_TEXTS[language] })).map(([key, text]): [string, string] => [
      key.replace('.', ':'),
      text,
    ]),
  ];
}

const checked = Object.entries(GLOSSARY_RULES).flatMap(([language, rules]) =>
  (rules ?? []).map((rule) => ({ language: language as LanguageCode, ...rule })),
);

describe('glossary rules', () => {
  it.each(checked)('$language: $rule', ({ language, breaks }) => {
    expect(textsOf(language).filter(([, text]) => breaks.test(text.replace(/\{\{[^}]*\}\}|<[^>]*>/g, '')))).toEqual([]);
  });

  it('catches what it is meant to catch', () => {
    for (const language of ['nl', 'fr'] as const) {
      expect(textsOf(language).length).toBeGreaterThan(1000);
      expect(textsOf(language).some(([key]) => key.startsWith('mail:'))).toBe(true);
    }
    const rule = (language: LanguageCode, name: string) => GLOSSARY_RULES[language]?.find((candidate) => candidate.rule.startsWith(name));
    expect(rule('fr', 'no-break space (U+00A0)')?.breaks.test('Rien reçu ?')).toBe(true);
    expect(rule('fr', 'no-break space (U+00A0)')?.breaks.test('Rien reçu\u00A0?')).toBe(false);
    expect(rule('fr', 'the founder')?.breaks.test('Notre fondateur a appris')).toBe(true);
    expect(rule('fr', 'the founder')?.breaks.test('Devenir membre fondateur')).toBe(false);
    expect(rule('nl', 'our own form')?.breaks.test('Het Interesseformulier')).toBe(true);
  });
});
