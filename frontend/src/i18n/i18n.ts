import i18next, { type i18n as I18n } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { LANGUAGE_DETECTION } from '../app/config/constants';
import { PRODUCT_NAME } from '../app/config/product';
import { FALLBACK_LANGUAGE, SUPPORTED_LANGUAGES, isSupportedLanguage, languageOption } from './languages';
import { loadLocale } from './locale-loader';

const ONE_YEAR_IN_MINUTES = 365 * 24 * 60;

/**
 * Creates and initialises the site's i18next instance. Called from main.tsx (and tests), never at
 * import time, so modules stay free of window/document access.
 */
export async function initI18n(options: { language?: string } = {}): Promise<I18n> {
  const instance = i18next.createInstance();
  instance
    .use(LanguageDetector)
    .use(resourcesToBackend((language: string) => (isSupportedLanguage(language) ? loadLocale(language) : Promise.resolve({}))))
    .use(initReactI18next);

  instance.on('languageChanged', (language) => applyDocumentLanguage(language));

  await instance.init({
    // Start fetching the language right away rather than on the next tick: it is on the critical path.
    initAsync: false,
    lng: options.language,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    // English only for visitors whose language we do not offer; a supported language is complete
    // (the locale tests prove it), so its readers download no English as well.
    fallbackLng: (code: string) => (isSupportedLanguage(code) ? [] : [FALLBACK_LANGUAGE]),
    load: 'languageOnly',
    ns: ['translation'],
    defaultNS: 'translation',
    detection: {
      order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
      lookupQuerystring: LANGUAGE_DETECTION.queryParameter,
      lookupCookie: LANGUAGE_DETECTION.cookie,
      lookupLocalStorage: LANGUAGE_DETECTION.storageKey,
      lookupSessionStorage: LANGUAGE_DETECTION.storageKey,
      caches: ['localStorage', 'cookie'],
      cookieMinutes: ONE_YEAR_IN_MINUTES,
      cookieOptions: { path: '/', sameSite: 'lax' },
    },
    interpolation: { escapeValue: false, defaultVariables: { product: PRODUCT_NAME } },
    returnNull: false,
    react: { useSuspense: true },
  });
  return instance;
}

function applyDocumentLanguage(language: string): void {
  if (typeof document === 'undefined') return;
  const option = languageOption(language);
  document.documentElement.lang = option.code;
  document.documentElement.dir = option.dir;
}
