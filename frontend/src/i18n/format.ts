import { useTranslation } from 'react-i18next';
import { FALLBACK_LANGUAGE, isSupportedLanguage, type LanguageCode, languageOption } from './languages';

/** Dates, times and numbers in the reader's locale (Persian readers get Persian digits via fa-IR). */
export interface Formatters {
  date: (value: string | Date) => string;
  dateTime: (value: string | Date) => string;
  number: (value: number) => string;
  currency: (euros: number) => string;
  percent: (value: number) => string;
  /** A change in percent with its sign ("+23%"); the sign's side and bidi mark are the locale's, not a text's. */
  percentChange: (value: number) => string;
  /** A year or another number written without grouping (2030, not 2,030). */
  plain: (value: number) => string;
  /**
   * A large figure in the language's own words for its scale ("12 billion", "12 milliards",
   * "۱۲ میلیارد"): texts put only the currency around it, never a scale word or zeros of their own.
   */
  compact: (value: number) => string;
}

export function createFormatters(language: string): Formatters {
  const locale = languageOption(language).locale;
  // A date alone (a post's publication) is the same day for every reader and for the server that renders it.
  const dateFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  const dateTimeFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const numberFormat = new Intl.NumberFormat(locale);
  const currencyFormat = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
  const plainFormat = new Intl.NumberFormat(locale, { useGrouping: false });
  const percentFormat = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
  const percentChangeFormat = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0, signDisplay: 'exceptZero' });
  const compactFormat = new Intl.NumberFormat(locale, { notation: 'compact', compactDisplay: 'long' });
  return {
    date: (value) => dateFormat.format(new Date(value)),
    dateTime: (value) => dateTimeFormat.format(new Date(value)),
    number: (value) => numberFormat.format(value),
    currency: (euros) => currencyFormat.format(euros),
    percent: (value) => percentFormat.format(value / 100),
    percentChange: (value) => percentChangeFormat.format(value / 100),
    plain: (value) => plainFormat.format(value),
    compact: (value) => compactFormat.format(value),
  };
}

const cache = new Map<string, Formatters>();

export function useFormatters(): Formatters {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  let formatters = cache.get(language);
  if (!formatters) {
    formatters = createFormatters(language);
    cache.set(language, formatters);
  }
  return formatters;
}

/**
 * The language the page is shown in (the one i18next resolved), as one of the site's codes. It lives
 * beside useFormatters, which every page already loads, so the blog's pages share no extra chunk for it.
 */
export function usePageLanguage(): LanguageCode {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isSupportedLanguage(language) ? language : FALLBACK_LANGUAGE;
}
