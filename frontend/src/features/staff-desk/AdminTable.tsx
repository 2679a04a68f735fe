// biome-ignore-all lint/suspicious/noArrayIndexKey: the columns are fixed per table; a column's position is its identity.
import { type ReactNode, type RefObject, useEffect, useId, useLayoutEffect, useRef } from 'react';
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

/**
 * Where the table is too narrow for its columns (a phone), each row becomes a card of label and value
 * lines (AdminTable.module.css, by the width of the table's own box). The labels are the column
 * headers, written onto each cell as data-label for CSS to show. The explicit table roles keep it a
 * table for screen readers, which some browsers stop exposing once CSS changes a table's display.
 */
function useCardLabels(tableRef: RefObject<HTMLTableElement | null>): void {
  // After every render: the rows come from the caller and change with each page of results.
  useLayoutEffect(() => {
    const table = tableRef.current;
    if (!table) return;
    const labels = Array.from(table.tHead?.rows[0]?.cells ?? [], (header) =>
      // A header only for screen readers (the delete buttons' column) gives no visible label either.
      header.querySelector('.visually-hidden') ? '' : (header.textContent ?? ''),
    );
    for (const body of Array.from(table.tBodies)) {
      body.setAttribute('role', 'rowgroup');
      for (const row of Array.from(body.rows)) {
        row.setAttribute('role', 'row');
        let column = 0;
        for (const cell of Array.from(row.cells)) {
          cell.setAttribute('role', 'cell');
          // A cell across several columns (a loading or "show older" line) belongs to none of their headers.
          cell.dataset.label = cell.colSpan > 1 ? '' : (labels[column] ?? '');
          column += cell.colSpan;
        }
      }
    }
  });
}

/** A staff list as a table under its heading; on a phone its rows turn into cards. */
export function AdminTable({ title, columns, focusOnMount, headingRef, cellAlign = 'top', footer, children }: AdminTableProps) {
  const headingId = useId();
  const ownHeadingRef = useRef<HTMLHeadingElement>(null);
  const heading = headingRef ?? ownHeadingRef;
  const tableRef = useRef<HTMLTableElement>(null);
  useCardLabels(tableRef);

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
        <table
          ref={tableRef}
          role="table"
          className={cellAlign === 'middle' ? `${styles.table} ${styles.middle}` : styles.table}
          aria-labelledby={headingId}
        >
          {/* eslint-disable-next-line jsx-a11y/no-redundant-roles -- kept explicit: in the card layout CSS changes the table's display, and some browsers then drop the implicit roles */}
          <thead role="rowgroup">
            <tr role="row">
              {columns.map((column, index) => (
                <th key={index} scope="col" role="columnheader">
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
