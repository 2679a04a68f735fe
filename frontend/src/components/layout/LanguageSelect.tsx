import { Globe } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useHref, useLocation } from 'react-router-dom';
import { isSupportedLanguage, LANGUAGE_OPTIONS, type LanguageCode, languageOption } from '../../i18n/languages';
import { addressInLanguage } from '../../routes/page-address';
import styles from './LanguageSelect.module.css';

/**
 * Switching language: on a page with an address per language (`/nl/about`) the browser goes to the same
 * page's address in the chosen language (prerendered, so one quick request) after keeping the choice
 * where the detection reads it (cookie and local storage); on the staff desk, which has one address,
 * the texts change in place (and i18next keeps the choice itself).
 */
function useSwitchLanguage(): (language: string) => void {
  const { i18n } = useTranslation();
  const location = useLocation();
  // The router's basename is the address's language: '/nl' on a Dutch page, '' on the staff desk.
  const basename = useHref('/').replace(/\/$/, '');
  return (language) => {
    if (!isSupportedLanguage(language)) return;
    if (basename === '') {
      void i18n.changeLanguage(language);
      return;
    }
    i18n.services.languageDetector?.cacheUserLanguage?.(language);
    window.location.assign(addressInLanguage({ ...location, pathname: `${basename}${location.pathname}` }, language as LanguageCode));
  };
}

/** The language selector (each option is a language's own name, in its own script); a native select so it works with every keyboard and screen reader. */
export function LanguageSelect({ variant }: { variant: 'desktop' | 'mobile' }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const current = languageOption(i18n.resolvedLanguage ?? i18n.language).code;
  const selectRef = useRef<HTMLSelectElement>(null);
  const switchLanguage = useSwitchLanguage();
  // A language chosen in the server-rendered page before the app started is applied once it has.
  useEffect(() => {
    const chosen = selectRef.current?.value;
    if (chosen && chosen !== current) switchLanguage(chosen);
    // Only the choice found at start-up; later ones go through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <div className={[styles.wrapper, styles[variant]].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={variant === 'desktop' ? 'visually-hidden' : styles.label}>
        {t('nav.language')}
      </label>
      <Globe aria-hidden="true" size={18} className={styles.icon} />
      <select
        ref={selectRef}
        id={id}
        className={styles.select}
        value={current}
        onChange={(event) => switchLanguage(event.target.value)}
        data-testid={`language-select-${variant}`}
      >
        {LANGUAGE_OPTIONS.map((option) => (
          <option key={option.code} value={option.code} lang={option.code}>
            {option.name}
          </option>
        ))}
      </select>
    </div>
  );
}
