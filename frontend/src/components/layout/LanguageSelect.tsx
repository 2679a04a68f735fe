import { Globe } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_OPTIONS, languageOption } from '../../i18n/languages';
import styles from './LanguageSelect.module.css';

/** The language selector (each option: code, name, flag); a native select so it works with every keyboard and screen reader. */
export function LanguageSelect({ variant }: { variant: 'desktop' | 'mobile' }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const current = languageOption(i18n.resolvedLanguage ?? i18n.language).code;
  const selectRef = useRef<HTMLSelectElement>(null);
  // A language chosen in the server-rendered page before the app started is applied once it has.
  useEffect(() => {
    const chosen = selectRef.current?.value;
    if (chosen && chosen !== current) void i18n.changeLanguage(chosen);
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
        onChange={(event) => void i18n.changeLanguage(event.target.value)}
        data-testid={`language-select-${variant}`}
      >
        {LANGUAGE_OPTIONS.map((option) => (
          <option key={option.code} value={option.code} lang={option.code}>
            {`${option.flag} ${option.name}`}
          </option>
        ))}
      </select>
    </div>
  );
}
