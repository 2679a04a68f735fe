import { useTranslation } from 'react-i18next';
import { FALLBACK_LANGUAGE, isSupportedLanguage, type LanguageCode } from './languages';

/** The language the page is shown in (the one i18next resolved), as one of the site's codes. */
export function usePageLanguage(): LanguageCode {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isSupportedLanguage(language) ? language : FALLBACK_LANGUAGE;
}
