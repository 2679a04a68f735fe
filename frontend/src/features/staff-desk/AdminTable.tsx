// biome-ignore-all lint/suspicious/noArrayIndexKey: the columns are fixed per table; a column's position is its identity.
import { type ReactNode, type RefObject, useEffect, useId, useRef } from 'react';
import { mailtoHref } from '../../app/config/external-links';
import { useFormatters } from '../../i18n/format';
import styles from './AdminTable.module.css';

interface AdminTableProps {
  /** The heading above the table, which also names the table and its scroll region. */
  title: string;
  /** The column headers, in order. */
  columns: ReactNode[];
  /** Move focus to the heading when the table appears (after signing in, or a page turned). */
  focusOnMount: boolean;
  /** The heading, for a caller that moves focus there later (after a row is deleted). */
  headingRef?: RefObject<HTMLHeadingElement | null>;
  /** `middle` for rows of badges and buttons; text that may wrap starts at the top. */
  cellAlign?: 'top' | 'middle';
  /** Under the table: the total and the pager. */
  footer?: ReactNode;
  /** The rows. */
  children: ReactNode;
}

/** A staff list as a table under its heading, scrolling sideways on phones. */
export function AdminTable({ title, columns, focusOnMount, headingRef, cellAlign = 'top', footer, children }: AdminTableProps) {
  const headingId = useId();
  const ownHeadingRef = useRef<HTMLHeadingElement>(null);
  const heading = headingRef ?? ownHeadingRef;

  useEffect(() => {
    // After signing in the form is gone; continue from the table's heading.
    if (focusOnMount) heading.current?.focus();
  }, [focusOnMount, heading]);

  return (
    <div className={styles.tableSection}>
      <h2 id={headingId} ref={heading} tabIndex={-1} className={styles.tableTitle}>
        {title}
      </h2>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard to scroll it (WCAG 2.1.1) */}
      <div className={styles.scroll} role="region" aria-labelledby={headingId} tabIndex={0}>
        <table className={cellAlign === 'middle' ? `${styles.table} ${styles.middle}` : styles.table} aria-labelledby={headingId}>
          <thead>
            <tr>
              {columns.map((column, index) => (
                <th key={index} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{children}</tbody>
        </table>
      </div>
      {footer}
    </div>
  );
}

/** An address as a mail link, read left to right in every language. */
export function EmailCell({ email }: { email: string }) {
  return (
    <td className={styles.emailCell}>
      <a href={mailtoHref(email)} dir="ltr">
        {email}
      </a>
    </td>
  );
}

/** A moment in the staff member's language and zone, or `fallback` where there is none yet. */
export function DateCell({ value, fallback }: { value: string | null; fallback?: string }) {
  const format = useFormatters();
  return (
    <td className={styles.dateCell}>
      {value ? <time dateTime={value}>{format.dateTime(value)}</time> : <span className={styles.muted}>{fallback}</span>}
    </td>
  );
}
