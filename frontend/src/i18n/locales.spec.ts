import { MAIL_TEXT_NAMESPACE, MAIL_TEXTS } from '@rebound/shared/mail';
import { readLocaleFiles } from '../test-support/locale-loader.node';
import { type LanguageCode, SUPPORTED_LANGUAGES } from './languages';
import { mergeLocaleFiles, type TranslationTree } from './merge-locale-files';
import { isAllowedUntranslated } from './untranslated-allow-list';

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function flatten(tree: TranslationTree, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(path, value);
    else for (const [childKey, childValue] of flatten(value, path)) entries.set(childKey, childValue);
  }
  return entries;
}

/** Plural forms differ per language (fr has _many, fa only _other...), so keys are compared without them. */
const baseKeys = (entries: Map<string, string>) => new Set([...entries.keys()].map((key) => key.replace(PLURAL_SUFFIX, '')));
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((match) => match[1]).sort();
const hasLetters = (text: string) => /\p{L}/u.test(text.replace(/\{\{[^}]*\}\}/g, ''));

/**
 * Zeros or a scale word written after a figure ("{{number}} 000 milliards", "€{{amount}} million"):
 * right only while the figure keeps its size. Large figures come whole from code, in words by Intl
 * (format.compact), so a text puts at most the currency around them.
 */
const SCALE_WORDS = [
  'thousand',
  'million',
  'billion',
  'trillion',
  'duizend',
  'miljoen',
  'miljard',
  'biljoen',
  'mille',
  'millions',
  'milliard',
  'milliards',
  'billions',
  'mil',
  'milhão',
  'milhões',
  'bilião',
  'biliões',
  'millón',
  'millones',
  'billón',
  'billones',
  'هزار',
  'میلیون',
  'میلیارد',
  'تریلیون',
];
const HAND_WRITTEN_SCALE = new RegExp(
  `\\{\\{[^}]*\\}\\}[\\s\\u00a0\\u202f]*(?:[0-9\\u06f0-\\u06f9]|(?:${SCALE_WORDS.join('|')})(?!\\p{L}))`,
  'iu',
);

const translations = SUPPORTED_LANGUAGES.filter((language): language is Exclude<LanguageCode, 'en'> => language !== 'en');

/**
 * Every text a person reads, in one set of checks: the site's pages, and the mails the worker sends
 * (their texts live in @rebound/shared so the worker needs no frontend; read here by package name).
 */
const TEXT_SETS = [
  { name: 'site texts', fewestEnglishTexts: 50, readFiles: readLocaleFiles },
  {
    name: 'mail texts',
    fewestEnglishTexts: 20,
    readFiles: (language: LanguageCode) => ({ [`./${MAIL_TEXT_NAMESPACE}.json`]: MAIL_TEXTS[language] }),
  },
];

describe.each(TEXT_SETS)('$name', ({ fewestEnglishTexts, readFiles }) => {
  const load = (language: LanguageCode) => flatten(mergeLocaleFiles(readFiles(language)));
  const english = load('en');

  it('English has texts', () => {
    expect(english.size).toBeGreaterThan(fewestEnglishTexts);
  });

  it('every language has the same files as English', () => {
    const englishFiles = Object.keys(readFiles('en'));
    for (const language of translations)
      expect({ language, files: Object.keys(readFiles(language)) }).toEqual({ language, files: englishFiles });
  });

  it.each(SUPPORTED_LANGUAGES)('%s has no empty text', (language) => {
    expect([...load(language)].filter(([, text]) => text.trim() === '').map(([key]) => key)).toEqual([]);
  });

  it.each(translations)('%s has every key English has, and no other', (language) => {
    const keys = baseKeys(load(language));
    const expected = baseKeys(english);
    expect({ missing: [...expected].filter((key) => !keys.has(key)), extra: [...keys].filter((key) => !expected.has(key)) }).toEqual({
      missing: [],
      extra: [],
    });
  });

  it.each(translations)('%s keeps the placeholders of each English text', (language) => {
    const texts = load(language);
    const mismatches = [...english].flatMap(([key, text]) => {
      const translated = texts.get(key);
      return translated !== undefined && placeholders(translated).join() !== placeholders(text).join() ? [key] : [];
    });
    expect(mismatches).toEqual([]);
  });

  it.each(SUPPORTED_LANGUAGES)('%s writes no zeros or scale word after a figure', (language) => {
    expect([...load(language)].filter(([, text]) => HAND_WRITTEN_SCALE.test(text)).map(([key, text]) => `${key}: ${text}`)).toEqual([]);
  });

  it.each(translations)('%s leaves no English text untranslated', (language) => {
    const texts = load(language);
    const untranslated = [...english].flatMap(([key, text]) =>
      texts.get(key) === text && hasLetters(text) && !isAllowedUntranslated(language, text) ? [`${key}: ${text}`] : [],
    );
    expect(untranslated).toEqual([]);
  });
});

describe('the scale check', () => {
  it('catches a figure padded by hand', () => {
    for (const text of ['{{number}} 000 milliards de dollars', '€{{amount}} million', '{{number}} میلیارد', '{{count}}\u00a0mil millones'])
      expect(HAND_WRITTEN_SCALE.test(text)).toBe(true);
    for (const text of ['{{number}} de dollars', '{{count}} militantes', '{{value}} N', 'Step {{number}}'])
      expect(HAND_WRITTEN_SCALE.test(text)).toBe(false);
  });
});
