/**
 * The case a language writes its headings, buttons, navigation links and labels in (locales/<language>/GLOSSARY.md,
 * section "Heading case"), as functions a test can apply to the text a page shows:
 * - `title` (English): every word capitalised except minor words (articles, coordinating conjunctions, short
 *   prepositions), which are lower case unless they open or close the text or follow a colon, full stop, question
 *   or exclamation mark or dash. A hyphenated compound is one word: only its first part is capitalised
 *   (Open-source, Real-time, E-mail).
 * - `sentence` (Dutch, French, Portuguese, Spanish): only the first word of each sentence and proper nouns
 *   capitalised; after a colon or an opening quotation mark a capital may stay (a title or a quotation follows).
 * - `none` (Persian): the script has no letter case; a Latin-script word in it is a name, written as listed.
 * In every style, a word written in capitals (API, NGOs, ESP32, Q1) and a name the language lists as a proper
 * noun (Rebound, GitHub, MIT Solve) are taken as written, and a number the text opens with (a section's number,
 * a count) does not count as its first word.
 */
export type HeadingCaseStyle = 'title' | 'sentence' | 'none';

export interface HeadingCaseRule {
  style: HeadingCaseStyle;
  /** Names written as they are in every text of the language (`MIT Solve`, `La French Tech`). */
  properNouns: readonly string[];
  /**
   * Texts shown in a heading's, button's or label's place that are whole sentences or messages (a label that
   * asks something, 'No additional posts yet'): written in sentence case. By key, so the list reads the same
   * whatever the wording becomes.
   */
  sentenceKeys?: readonly string[];
}

/** Names that are the same in every language of the site; each language adds its own in its glossary rules. */
export const SHARED_PROPER_NOUNS: readonly string[] = [
  'Rebound',
  'Limburg',
  'Brabant',
  'Eindhoven',
  'Weert',
  'GitHub',
  'Discord',
  'YouTube',
  'LinkedIn',
  'MicroPython',
  'Dart',
  'WebSocket',
  'MIT Solve',
  'La French Tech',
  'CEB Award',
  'Series A',
  'X',
  'Amira',
  'Léa',
  'Sipho',
  'Tomás',
];

/** English minor words: articles, the coordinating conjunctions and, but, or, nor, and short prepositions. */
export const ENGLISH_MINOR_WORDS: ReadonlySet<string> = new Set([
  'a',
  'an',
  'the',
  'and',
  'but',
  'or',
  'nor',
  'for',
  'as',
  'at',
  'by',
  'from',
  'in',
  'into',
  'of',
  'on',
  'onto',
  'per',
  'to',
  'via',
  'with',
]);

/** A word of a text, and whether a sentence (title case: a clause) starts with it or a title or quotation may. */
interface Word {
  text: string;
  opens: boolean;
  mayOpen: boolean;
  last: boolean;
  /** The word before, lower-cased ('' for the first). */
  previous: string;
  /** Right after a number the text opens with: a section's number ('1 Who We Are') or a count ('30 founding members'). */
  afterNumber: boolean;
}

// A word: letters and digits with the apostrophes, dots and hyphens inside it (we'll, e.g, one-for-one).
const WORD = /[\p{L}\p{N}][\p{L}\p{N}\p{M}'’.-]*/gu;
// What ends a sentence or opens a clause that starts with a capital in title case.
const OPENING_BREAK = /[.?!:—–]\s*$|\s-\s*$/u;
const SENTENCE_END = /[.?!…]["'’”»)]*\s*$/u;
// Where a quoted name or a title may follow in a sentence ('Video afspelen: Het verhaal van Rebound', « Premiers utilisateurs »).
const QUOTE_OR_COLON = /(:|[«“‘"]\s?)\s*$/u;

const NUMBER = /^\p{N}[\p{N}.,]*$/u;
// Verbs whose 'in' is part of the verb, not a preposition ('Sign In to See the Leads').
const ENGLISH_PARTICLE_VERBS: ReadonlySet<string> = new Set(['sign', 'log', 'check']);
// The scale word Intl writes into a short number ('€3 million'): part of the number, not of the title.
const ENGLISH_SCALE_WORDS: ReadonlySet<string> = new Set(['thousand', 'million', 'billion', 'trillion']);

const escapeForRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// A stand-in for a name: a word (it opens and closes a text as the name did), which no rule checks (it starts
// with a digit) and which is no number.
const NAME_STAND_IN = '0name';

/** `text` with each proper noun in it replaced by the stand-in. */
function withoutNames(text: string, properNouns: readonly string[]): string {
  return [...properNouns]
    .sort((a, b) => b.length - a.length)
    .reduce(
      (masked, name) => masked.replace(new RegExp(`(?<![\\p{L}\\p{N}])${escapeForRegExp(name)}(?![\\p{L}\\p{N}])`, 'gu'), NAME_STAND_IN),
      text,
    );
}

function wordsOf(text: string, opensAfter: RegExp): Word[] {
  const matches = [...text.matchAll(WORD)];
  return matches.map((match, index) => {
    const before = text.slice(0, match.index);
    const word = match[0].replace(/[.’'-]+$/u, '');
    const opens = index === 0 || opensAfter.test(before);
    const afterNumber = index === 1 && NUMBER.test(matches[0][0]);
    const previous = index > 0 ? matches[index - 1][0].toLowerCase() : '';
    return { text: word, opens, mayOpen: opens || QUOTE_OR_COLON.test(before), last: index === matches.length - 1, afterNumber, previous };
  });
}

const startsWithLetter = (word: string) => /^\p{L}/u.test(word);
const startsUpper = (word: string) => /^\p{Lu}/u.test(word);
/** Written in capitals (API, NGOs, ESP32, UX) or a letter with a number (Q1): taken as written. */
const isCapitalsWord = (word: string) => /^\p{Lu}(\p{Lu}|\p{N})/u.test(word);

/** The words of `text` that break English title case (empty when it keeps it). */
export function titleCaseBreaches(text: string, properNouns: readonly string[]): string[] {
  return wordsOf(withoutNames(text, properNouns), OPENING_BREAK)
    .filter(({ text: word, opens, last, afterNumber, previous }) => {
      if (!startsWithLetter(word) || isCapitalsWord(word) || (afterNumber && ENGLISH_SCALE_WORDS.has(word))) return false;
      const [first, ...rest] = word.split('-');
      const laterPartsBreak = rest.some((part) => startsUpper(part) && !isCapitalsWord(part));
      const particle = first.toLowerCase() === 'in' && ENGLISH_PARTICLE_VERBS.has(previous);
      const minor = ENGLISH_MINOR_WORDS.has(first.toLowerCase()) && rest.length === 0 && !opens && !last && !afterNumber && !particle;
      return laterPartsBreak || (minor ? first !== first.toLowerCase() : !startsUpper(first));
    })
    .map(({ text: word }) => word);
}

/** The words of `text` that break sentence case (empty when it keeps it). */
export function sentenceCaseBreaches(text: string, properNouns: readonly string[]): string[] {
  return wordsOf(withoutNames(text, properNouns), SENTENCE_END)
    .filter(({ text: word, opens, mayOpen, afterNumber }) =>
      word.split('-').some((part, index) => {
        if (!startsWithLetter(part) || isCapitalsWord(part)) return false;
        if (index > 0) return startsUpper(part);
        if (afterNumber && !opens) return false;
        return opens ? !startsUpper(part) : startsUpper(part) && !mayOpen;
      }),
    )
    .map(({ text: word }) => word);
}

/** The Latin-script words of a text in a script without case that are neither a listed name nor written in capitals. */
export function unlistedLatinWords(text: string, properNouns: readonly string[]): string[] {
  return wordsOf(withoutNames(text, properNouns), SENTENCE_END)
    .map(({ text: word }) => word)
    .filter((word) => /^\p{Script=Latin}/u.test(word) && !isCapitalsWord(word));
}

/** The words of `text` that break `style`. */
export function caseBreaches(text: string, style: HeadingCaseStyle, properNouns: readonly string[]): string[] {
  if (style === 'title') return titleCaseBreaches(text, properNouns);
  if (style === 'sentence') return sentenceCaseBreaches(text, properNouns);
  return unlistedLatinWords(text, properNouns);
}
