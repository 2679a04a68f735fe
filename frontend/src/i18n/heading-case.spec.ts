/**
 * @jest-environment node
 */
import { INTEREST_FORM_RESULTS } from '@rebound/shared';
import { MAIL_TEXT_NAMESPACE, MAIL_TEXTS } from '@rebound/shared/mail';
import { HTMLElement, type Node, parse } from 'node-html-parser';
import { testPost } from '../features/blog/test-posts';
import { RESULTS_OF } from '../features/newsletter/token-page-state';
import { headingCase as englishCase } from '../locales/en/glossary.rules';
import { headingCase as spanishCase } from '../locales/es/glossary.rules';
import { headingCase as persianCase } from '../locales/fa/glossary.rules';
import { headingCase as frenchCase } from '../locales/fr/glossary.rules';
import { headingCase as dutchCase } from '../locales/nl/glossary.rules';
import { headingCase as portugueseCase } from '../locales/pt/glossary.rules';
import { PRERENDERED_ROUTES } from '../routes/site-routes';
import { renderApp } from '../ssr/entry-server';
import { flattenTexts } from '../test-support/glossary-guard';
import { readLocaleFiles } from '../test-support/locale-loader.node';
import { caseBreaches, type HeadingCaseRule, sentenceCaseBreaches, titleCaseBreaches } from './heading-case';
import { type LanguageCode, SUPPORTED_LANGUAGES } from './languages';
import { mergeLocaleFiles } from './merge-locale-files';

const RULES: Record<LanguageCode, HeadingCaseRule> = {
  en: englishCase,
  nl: dutchCase,
  fr: frenchCase,
  pt: portugueseCase,
  fa: persianCase,
  es: spanishCase,
};

describe('title case (English)', () => {
  const names = englishCase.properNouns;

  it('capitalises every word but minor ones, which open and close a title with a capital', () => {
    expect(titleCaseBreaches('Reserve Your Spot Now', names)).toEqual([]);
    expect(titleCaseBreaches('Join the Community', names)).toEqual([]);
    expect(titleCaseBreaches('Follow on GitHub', names)).toEqual([]);
    expect(titleCaseBreaches('Why Limburg & Brabant', names)).toEqual([]);
    expect(titleCaseBreaches('What We Stand For', names)).toEqual([]);
    expect(titleCaseBreaches('Free Plan: A Bag for Everyone', names)).toEqual([]);
    expect(titleCaseBreaches('Real-time Chat, API and ESP32', names)).toEqual([]);
    expect(titleCaseBreaches('Sign In to See the Leads', names)).toEqual([]);
    expect(titleCaseBreaches('30 Founding Members', names)).toEqual([]);
    expect(titleCaseBreaches('Reserve your spot', names)).toEqual(['your', 'spot']);
    expect(titleCaseBreaches('Join The Community', names)).toEqual(['The']);
    expect(titleCaseBreaches('What we stand for', names)).toEqual(['we', 'stand', 'for']);
    expect(titleCaseBreaches('Real-Time Chat', names)).toEqual(['Real-Time']);
  });
});

describe('sentence case', () => {
  const names = dutchCase.properNouns;

  it('capitalises the first word of each sentence, names and words in capitals only', () => {
    expect(sentenceCaseBreaches('Word pionier in Limburg en Brabant', names)).toEqual([]);
    expect(sentenceCaseBreaches('Volg ons op GitHub. Doe mee!', names)).toEqual([]);
    expect(sentenceCaseBreaches('¿Por qué la API y las ONGs?', names)).toEqual([]);
    expect(sentenceCaseBreaches('Word Pionier', names)).toEqual(['Pionier']);
    expect(sentenceCaseBreaches('lees meer', names)).toEqual(['lees']);
  });
});

/** The site's and the mails' texts of one language under their dotted keys (`blog.list.empty.title`, `mail.lead.heading`). */
const textsOf = (language: LanguageCode) =>
  flattenTexts(mergeLocaleFiles({ ...readLocaleFiles(language), [`./${MAIL_TEXT_NAMESPACE}.json`]: MAIL_TEXTS[language] }));

/** A text with its `{{placeholders}}` as a pattern that matches what the page shows in their place. */
const shownAs = (text: string) =>
  new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\{\\\{[^}]+\\\}\\\}/g, '.+')}$`, 'u');

// A post's title and body are its author's, not the site's: the posts here are titled with a name, which
// every language's rule takes as written, so that only the site's own texts can break a rule.
const post = testPost({ title: 'Weert', excerpt: 'Weert', content: '# Weert\n\nWeert', tags: ['weert'] });

/** Every state of every public page a visitor can land on (the interactive ones are opened by their links). */
const PAGE_STATES: { path: string; answers?: Parameters<typeof renderApp>[2]; search?: string }[] = [
  ...PRERENDERED_ROUTES.map((route) => ({ path: route.path })),
  { path: '/blog', answers: { blogPosts: [post, { ...post, id: 'second' }] } },
  { path: '/blog', answers: { blogPosts: [post] } },
  { path: `/blog/${post.id}`, answers: { blogPost: { id: post.id, post } } },
  { path: '/blog/gone', answers: { blogPost: { id: 'gone', post: null } } },
  { path: '/blog/preview/tok', answers: { blogPreview: { token: 'tok', post } } },
  { path: '/no-such-page' },
  ...[...INTEREST_FORM_RESULTS, ''].map((result) => ({ path: '/get-involved/sent', search: `?result=${result}` })),
  ...(['confirm', 'unsubscribe'] as const).flatMap((action) => [
    { path: `/newsletter/${action}`, search: '?token=tok' },
    { path: `/newsletter/${action}` },
    ...RESULTS_OF[action].map((result) => ({ path: `/newsletter/${action}`, search: `?result=${result}` })),
  ]),
];

/**
 * The texts a page shows as a heading, button, navigation link or label: h1-h4, buttons and links styled as
 * buttons, links in a <nav>, labels, and links that stand alone (a card's 'Read More'), not those inside a
 * sentence. E-mail addresses are left out of a text (they are written in lower case), and text only screen readers hear ('opens in a new tab') is left out: it is not a title.
 */
function titlePlaceTexts(html: string): string[] {
  const root = parse(html);
  for (const hidden of root.querySelectorAll('.visually-hidden, svg')) hidden.remove();
  // Elements apart are words apart: a legal section's number ('1') is not part of its title's first word.
  const wordsIn = (node: Node): string => (node instanceof HTMLElement ? node.childNodes.map(wordsIn).join(' ') : node.textContent);
  const textOf = (element: HTMLElement) => wordsIn(element).replace(/\s+/g, ' ').trim();
  // A link in running text has words of the sentence beside it; a card's or a section's link has none.
  const standsAlone = (link: HTMLElement) =>
    link.parentNode?.childNodes.every((sibling) => sibling instanceof HTMLElement || sibling.textContent.trim() === '');
  return [...root.querySelectorAll('h1, h2, h3, h4, button, a.button, nav a, label'), ...root.querySelectorAll('a').filter(standsAlone)]
    .map((element) =>
      textOf(element)
        .replace(/\S+@\S+/g, '')
        .trim(),
    )
    .filter((text) => text !== '');
}

describe.each(SUPPORTED_LANGUAGES)('headings, buttons, navigation links and labels in %s', (language) => {
  const rule = RULES[language];
  const sentencePatterns = (rule.sentenceKeys ?? []).map((key) => {
    const text = textsOf(language).get(key);
    if (text === undefined) throw new Error(`No text ${key} in ${language}`);
    return shownAs(text);
  });

  it(`keep the language's case (${rule.style})`, async () => {
    const checked = new Set<string>();
    const breaches = new Set<string>();
    for (const { path, answers, search } of PAGE_STATES) {
      const { html } = await renderApp(path, language, answers, search);
      for (const text of titlePlaceTexts(html)) {
        checked.add(text);
        const style = sentencePatterns.some((pattern) => pattern.test(text)) ? 'sentence' : rule.style;
        const words = caseBreaches(text, style, rule.properNouns);
        if (words.length > 0) breaches.add(`${text}  (${words.join(', ')})`);
      }
    }
    // Every page's headings and links were read (a parser that found nothing would pass any rule).
    expect(checked.size).toBeGreaterThan(400);
    expect([...breaches].sort()).toEqual([]);
  });
});

/**
 * Texts no page here renders: the staff desk's (its pages render only in the browser, after signing in) and
 * the mails' headings and buttons. They are found by their keys' names: a key named title, heading, button or
 * a form's or dialog's action (submit, confirm, cancel, retry, back, previous, next, export), or ending in
 * Title or Button (`passwordTitle`, `readButton`), and the staff desk's navigation links (`admin.nav.*`). Labels are left out: the staff's label keys also name
 * regions and fields for screen readers only.
 */
const TITLE_KEY =
  /\.(title|heading|button|submit|confirm|cancel|retry|back|previous|next|export|\w+Title|\w+Button)$|^admin\.nav\.(?!label$)/;
const UNRENDERED_AREA = /^(admin\w*|mail)\./;

describe.each(SUPPORTED_LANGUAGES)('staff desk and mail titles and buttons in %s, by key name', (language) => {
  const rule = RULES[language];

  it(`keep the language's case (${rule.style})`, () => {
    const titles = [...textsOf(language)].filter(([key]) => UNRENDERED_AREA.test(key) && TITLE_KEY.test(key));
    const breaches = titles
      .map(([key, text]) => {
        const style = rule.sentenceKeys?.includes(key) ? 'sentence' : rule.style;
        return { key, text, words: caseBreaches(text.replace(/\{\{[^}]+\}\}/g, '0'), style, rule.properNouns) };
      })
      .filter(({ words }) => words.length > 0)
      .map(({ key, text, words }) => `${key}: ${text}  (${words.join(', ')})`);
    expect(titles.length).toBeGreaterThan(80);
    expect(breaches).toEqual([]);
  });
});
