import type { LeadListItemDto } from '@shared/api-types';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { mailtoHref } from '../../app/config/external-links';
import { Tooltip } from '../../components/ui/Tooltip';
import { useFormatters } from '../../i18n/format';
import { adminLeadPath } from '../../routes/site-routes';
import { shortLeadId } from './lead-id';
import { LeadStatus } from './LeadStatus';
import styles from './AdminLeadsPage.module.css';

/** What a lead's page needs to lead back to the list as it was (the search and page in the address). */
export interface FromListState {
  listSearch: string;
}

function LeadRow({ lead, listSearch }: { lead: LeadListItemDto; listSearch: string }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const message = lead.message?.trim();
  return (
    <tr>
      <td>
        <Tooltip content={<span dir="ltr">{lead.id}</span>}>
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a tooltip trigger: focusable so the full id opens on keyboard focus too (screen readers read the full id from the hidden span) */}
          <span tabIndex={0} className={styles.idCell} dir="ltr">
            <span aria-hidden="true">{shortLeadId(lead.id)}</span>
            <span className="visually-hidden">{lead.id}</span>
          </span>
        </Tooltip>
      </td>
      <td className={styles.nameCell}>
        {/* Names and messages come in any script: isolated, they keep their own direction. */}
        <Link to={adminLeadPath(lead.id)} state={{ listSearch } satisfies FromListState}>
          <bdi>{lead.name}</bdi>
        </Link>
      </td>
      <td className={styles.emailCell}>
        <a href={mailtoHref(lead.email)} dir="ltr">
          {lead.email}
        </a>
      </td>
      <td>
        {message ? (
          <Tooltip content={<span dir="auto">{message}</span>}>
            {/* Cut to one line by CSS only, so screen readers get the whole text. */}
            {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a tooltip trigger: focusable so the full message opens on keyboard focus, not only on hover */}
            <span tabIndex={0} className={styles.messageCell} dir="auto">
              {message}
            </span>
          </Tooltip>
        ) : (
          <em className={styles.noMessage}>{t('adminLeads.table.noMessage')}</em>
        )}
      </td>
      <td className={styles.createdCell}>
        <time dateTime={lead.createdAt}>{format.dateTime(lead.createdAt)}</time>
      </td>
      <td>
        <LeadStatus status={lead.notificationStatus} />
      </td>
    </tr>
  );
}

interface LeadsTableProps {
  leads: LeadListItemDto[];
  /** Every lead of the search (X-Total-Count), not only this page's. */
  total: number;
  /** Move focus to the heading when the table appears (after signing in, or a page turned). */
  focusOnMount: boolean;
  /** The list's address query (`?q=...`), handed to each lead's page for its way back. */
  listSearch: string;
  /** Paging controls, shown under the table. */
  paging?: ReactNode;
}

/** The leads as a table that scrolls sideways on phones, with the total under it. */
export function LeadsTable({ leads, total, focusOnMount, listSearch, paging }: LeadsTableProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    // After signing in the form is gone; continue from the table's heading.
    if (focusOnMount) headingRef.current?.focus();
  }, [focusOnMount]);

  return (
    <div className={styles.tableSection}>
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.tableTitle}>
          {t('adminLeads.table.title')}
        </h2>
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard to scroll it (WCAG 2.1.1) */}
        <div className={styles.scroll} role="region" aria-labelledby={headingId} tabIndex={0}>
          <table className={styles.table} aria-labelledby={headingId}>
            <thead>
              <tr>
                <th scope="col">{t('adminLeads.table.id')}</th>
                <th scope="col">{t('adminLeads.table.name')}</th>
                <th scope="col">{t('adminLeads.table.email')}</th>
                <th scope="col">{t('adminLeads.table.message')}</th>
                <th scope="col">{t('adminLeads.table.created')}</th>
                <th scope="col">{t('adminLeads.table.status')}</th>
              </tr>
            </thead>
            <tbody>
              {leads.map((lead) => (
                <LeadRow key={lead.id} lead={lead} listSearch={listSearch} />
              ))}
            </tbody>
          </table>
        </div>
        <div className={styles.tableFooter}>
          <p className={styles.total}>{t('adminLeads.table.total', { total: format.number(total) })}</p>
          {paging}
        </div>
      </div>
  );
}
