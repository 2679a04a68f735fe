import { type ComponentProps, lazy, Suspense, useEffect } from 'react';
import type { LocalDateField as LocalDateFieldComponent } from './LocalDateField';
import styles from './LocalDateField.module.css';

type LocalDateFieldProps = ComponentProps<typeof LocalDateFieldComponent>;

/**
 * The date field's code (react-aria, the calendars and their texts in every locale) weighs about
 * 50 KB compressed, more than the rest of the leads page: it comes in a chunk of its own, so the pages
 * with date fields (the leads' search, the audit log's filter) show without waiting for it. The browser fetches a module once, so every call shares one download.
 */
const loadLocalDateField = () => import('./LocalDateField');

/**
 * For a page with date fields: starts the download when the page opens, while the session is checked,
 * so the fields are there by the time its form shows (no placeholder to see) and the page never waits.
 */
export function usePreloadedLocalDateField(): void {
  useEffect(() => {
    void loadLocalDateField();
  }, []);
}

const DateField = lazy(async () => ({ default: (await loadLocalDateField()).LocalDateField }));

/**
 * Until the code arrives: the field's label and an empty box of the field's size, so nothing moves
 * when it comes. Hidden from assistive technology (there is nothing to use yet, and a label
 * without its field would be read as one).
 */
function DateFieldPlaceholder({ label, labelClassName }: Pick<LocalDateFieldProps, 'label' | 'labelClassName'>) {
  return (
    <div className={styles.field} aria-hidden="true" data-date-field-placeholder="">
      <span className={labelClassName ? `${styles.label} ${labelClassName}` : styles.label}>{label}</span>
      {/* A no-break space gives the box the line height the day, month and year will have. */}
      <span className={styles.input}>{'\u00a0'}</span>
    </div>
  );
}

/** LocalDateField, loaded on demand (start the download early with usePreloadedLocalDateField). */
export function LazyLocalDateField(props: LocalDateFieldProps) {
  return (
    <Suspense fallback={<DateFieldPlaceholder label={props.label} labelClassName={props.labelClassName} />}>
      <DateField {...props} />
    </Suspense>
  );
}
