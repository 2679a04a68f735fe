import { FALLBACK_LANGUAGE, isLanguageCode, LANGUAGE_LOCALES, type LanguageCode, SUPPORTED_LANGUAGES } from '@rebound/shared';
import { MAIL_TEXT_NAMESPACE, MAIL_TEXTS } from '@rebound/shared/mail';
import { createInstance, type TFunction } from 'i18next';

// One i18next instance of its own (never the global one), with every language's mail texts in memory:
// `t` works synchronously from the first render, with no file or network read.
const mailI18n = createInstance();
void mailI18n.init({
  resources: Object.fromEntries(SUPPORTED_LANGUAGES.map((language) => [language, { [MAIL_TEXT_NAMESPACE]: MAIL_TEXTS[language] }])),
  supportedLngs: [...SUPPORTED_LANGUAGES],
  // Every language has every key (the frontend's locale checks prove it): no silent English in a Persian mail.
  fallbackLng: false,
  ns: [MAIL_TEXT_NAMESPACE],
  defaultNS: MAIL_TEXT_NAMESPACE,
  initAsync: false,
  // React escapes the HTML part; the subject and the text part are plain text and must show what was typed.
  // Values are never read for nesting or interpolation (i18next's default, stated here because a lead's
  // name goes in as a value): "$t(x)" or "{{site}}" in a name stays as typed.
  interpolation: { escapeValue: false, skipOnVariables: true },
  returnNull: false,
  // A missing text is a bug: fail the render (and so the job, visibly) rather than mail a key.
  parseMissingKeyHandler: (key: string) => {
    throw new Error(`No mail text "${key}"`);
  },
});

/** Everything a mail needs to be written in one language. */
export interface MailLanguage {
  language: LanguageCode;
  /** BCP 47 tag for Intl: dates and numbers as the reader writes them (Persian digits in Persian). */
  locale: string;
  dir: 'ltr' | 'rtl';
  t: TFunction;
}

/** The mail language for `requested`, English when it is not one of ours. */
export function mailLanguage(requested: string): MailLanguage {
  const language = isLanguageCode(requested) ? requested : FALLBACK_LANGUAGE;
  return { language, ...LANGUAGE_LOCALES[language], t: mailI18n.getFixedT(language, MAIL_TEXT_NAMESPACE) };
}
