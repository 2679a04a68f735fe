import type { LanguageCode } from '@rebound/shared';
import { LANGUAGE_OPTIONS } from '../../../i18n/languages';
import styles from './AccountPages.module.css';

/** The six languages by their own names: a person's language for the staff pages and their mails. */
export function LanguageSelect({ id, value, onChange }: { id: string; value: LanguageCode; onChange: (language: LanguageCode) => void }) {
  return (
    <select id={id} className={styles.select} value={value} onChange={(event) => onChange(event.target.value as LanguageCode)}>
      {LANGUAGE_OPTIONS.map((option) => (
        <option key={option.code} value={option.code} lang={option.code}>
          {option.name}
        </option>
      ))}
    </select>
  );
}
