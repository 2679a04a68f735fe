import { type CalendarDate, GregorianCalendar, parseDate, toCalendar } from '@internationalized/date';
import type { RefObject } from 'react';
import { DateField, DateInput, DateSegment, I18nProvider, Label } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { languageOption } from '../../i18n/languages';
import styles from './LocalDateField.module.css';

interface LocalDateFieldProps {
  label: string;
  /** The label's look where the form's other labels differ from the plain bold one (the leads' search: smaller). */
  labelClassName?: string;
  /** The date as YYYY-MM-DD (Gregorian), or '' for none: what the address and the API carry. */
  value: string;
  onChange: (value: string) => void;
  name: string;
  min?: string;
  max?: string;
  invalid?: boolean;
  describedBy?: string;
  /** The field's box, for a caller that moves focus into it (its first segment). */
  fieldRef?: RefObject<HTMLDivElement | null>;
}

const GREGORIAN = new GregorianCalendar();

const toDate = (value: string | undefined): CalendarDate | null => {
  if (!value) return null;
  try {
    return parseDate(value);
  } catch {
    return null;
  }
};

/**
 * A date typed in the staff member's language and calendar: day, month and year in the locale's own
 * order and digits (13/11/2026 in English, ۱۴۰۵/۸/۲۲ in Persian on the Solar Hijri calendar), where the
 * browser's date input follows the browser's locale instead (mm/dd/yyyy on an English-US browser).
 * The value stays a Gregorian YYYY-MM-DD.
 */
export function LocalDateField({
  label,
  labelClassName,
  value,
  onChange,
  name,
  min,
  max,
  invalid,
  describedBy,
  fieldRef,
}: LocalDateFieldProps) {
  const { i18n } = useTranslation();
  const { locale } = languageOption(i18n.resolvedLanguage ?? i18n.language);
  return (
    <I18nProvider locale={locale}>
      <DateField
        className={styles.field}
        name={name}
        value={toDate(value)}
        minValue={toDate(min)}
        maxValue={toDate(max)}
        isInvalid={invalid}
        aria-describedby={describedBy}
        // The days of the page's calendar back to the Gregorian date the search works with.
        onChange={(date) => onChange(date ? toCalendar(date, GREGORIAN).toString() : '')}
        granularity="day"
      >
        <Label className={labelClassName ? `${styles.label} ${labelClassName}` : styles.label}>{label}</Label>
        <DateInput ref={fieldRef} className={styles.input}>
          {(segment) => <DateSegment segment={segment} className={styles.segment} />}
        </DateInput>
      </DateField>
    </I18nProvider>
  );
}
