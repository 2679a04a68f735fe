import { LANGUAGE_DETECTION } from '@rebound/shared';
import i18next, { type i18n as I18n, type InitOptions } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { PRODUCT_NAME } from '../app/config/product';
import { FALLBACK_LANGUAGE, isSupportedLanguage, type LanguageCode, languageOption, SUPPORTED_LANGUAGES } from './languages';
import { loadTextArea } from './locale-loader';
import { SHARED_TEXT_AREAS } from './text-areas';

const ONE_YEAR_IN_MINUTES = 365 * 24 * 60;

/**
 * The language detection order (query, cookie, local storage, session storage, browser, <html lang>);
 * the server follows the part of it it can see (query, cookie, Accept-Language).
 */
export const DETECTION_OPTIONS = {
  order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
  lookupQuerystring: LANGUAGE_DETECTION.queryParameter,
  lookupCookie: LANGUAGE_DETECTION.cookie,
  lookupLocalStorage: LANGUAGE_DETECTION.storageKey,
  lookupSessionStorage: LANGUAGE_DETECTION.storageKey,
  caches: ['localStorage', 'cookie'],
  cookieMinutes: ONE_YEAR_IN_MINUTES,
  cookieOptions: { path: '/', sameSite: 'lax' as const },
};

/** What the browser and the server renderer configure alike, so both render the same texts. */
const SHARED_OPTIONS: InitOptions = {
  supportedLngs: [...SUPPORTED_LANGUAGES],
  // English only for visitors whose language we do not offer; a supported language is complete
  // (the locale tests prove it), so its readers download no English as well.
  fallbackLng: (code: string) => (isSupportedLanguage(code) ? [] : [FALLBACK_LANGUAGE]),
  load: 'languageOnly',
  // `home.meta.title` is the key `meta.title` of the area (namespace) `home`: areas load one by one.
  nsSeparator: '.',
  keySeparator: '.',
  defaultNS: 'common',
  interpolation: { escapeValue: false, defaultVariables: { product: PRODUCT_NAME } },
  returnNull: false,
};

/**
 * Creates and initialises the browser's i18next instance. Called from main.tsx (and tests), never at
 * import time, so modules stay free of window/document access. `language` skips detection: the
 * language a prerendered page was rendered in, so that hydration renders the same texts.
 */
export async function initI18n(options: { language?: string; areas?: readonly string[] } = {}): Promise<I18n> {
  const instance = i18next.createInstance();
  instance
    .use(LanguageDetector)
    .use(
      resourcesToBackend((language: string, area: string) =>
        isSupportedLanguage(language) ? loadTextArea(language, area) : Promise.resolve({}),
      ),
    )
    .use(initReactI18next);

  instance.on('languageChanged', (language) => applyDocumentLanguage(language));

  await instance.init({
    ...SHARED_OPTIONS,
    // Start fetching the language right away rather than on the next tick: it is on the critical path.
    initAsync: false,
    lng: options.language,
    // The shared areas and the first page's own, loaded together; other pages load theirs as they open.
    ns: [...new Set([...SHARED_TEXT_AREAS, ...(options.areas ?? [])])],
    detection: DETECTION_OPTIONS,
    react: { useSuspense: true },
  });
  return instance;
}

export interface ServerI18n {
  i18n: I18n;
  /** Keys a render asked for that its areas do not hold (a page that forgot to name an area). */
  missingKeys: string[];
}

/**
 * An instance for the server renderer: one language, the shared areas and the page's own already
 * loaded, no detection and no storage (the server has chosen the language from the request).
 */
export async function initServerI18n(language: LanguageCode, areas: readonly string[] = []): Promise<ServerI18n> {
  const names = [...new Set([...SHARED_TEXT_AREAS, ...areas])];
  const texts = await Promise.all(names.map((area) => loadTextArea(language, area)));
  const missingKeys: string[] = [];
  const instance = i18next.createInstance();
  instance.use(initReactI18next);
  await instance.init({
    ...SHARED_OPTIONS,
    lng: language,
    ns: names,
    resources: { [language]: Object.fromEntries(names.map((area, index) => [area, texts[index]])) },
    initAsync: false,
    saveMissing: true,
    missingKeyHandler: (_languages, area, key) => missingKeys.push(area === 'common' ? key : `${area}.${key}`),
    react: { useSuspense: false },
  });
  return { i18n: instance, missingKeys };
}

/**
 * The language the browser would pick by the full detection order, read without side effects
 * (nothing is cached): after hydrating a page in the server's language, the site switches to this
 * one when it differs (local storage can hold a choice the cookie no longer does).
 */
export function detectPreferredLanguage(): LanguageCode {
  const detector = new LanguageDetector(null, { ...DETECTION_OPTIONS, caches: [] });
  const found = detector.detect();
  const candidates = Array.isArray(found) ? found : found ? [found] : [];
  for (const candidate of candidates) {
    const primary = candidate.toLowerCase().split(/[-_]/)[0];
    if (isSupportedLanguage(primary)) return primary;
  }
  return FALLBACK_LANGUAGE;
}

function applyDocumentLanguage(language: string): void {
  if (typeof document === 'undefined') return;
  const option = languageOption(language);
  document.documentElement.lang = option.code;
  document.documentElement.dir = option.dir;
}
