import type { InterestLeadDto } from '@shared/api-types';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { mailtoHref } from '../../app/config/external-links';
import { Tooltip, TooltipProvider } from '../../components/ui/Tooltip';
import { useFormatters } from '../../i18n/format';
import { shortLeadId } from './lead-id';
import styles from './AdminLeadsPage.module.css';

function LeadRow({ lead }: { lead: InterestLeadDto }) {
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
        <bdi>{lead.name}</bdi>
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
    </tr>
  );
}

/** The leads as a table that scrolls sideways on phones, with the total under it. */
export function LeadsTable({ leads, focusOnMount }: { leads: InterestLeadDto[]; focusOnMount: boolean }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    // After signing in the form is gone; continue from the table's heading.
    if (focusOnMount) headingRef.current?.focus();
  }, [focusOnMount]);

  return (
    // The tooltips' shared delays (SPEC section 9) are provided here, the only place that has tooltips,
    // so the other pages do not download the tooltip code.
    <TooltipProvider>
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
              </tr>
            </thead>
            <tbody>
              {leads.map((lead) => (
                <LeadRow key={lead.id} lead={lead} />
              ))}
            </tbody>
          </table>
        </div>
        <p className={styles.total}>{t('adminLeads.table.total', { total: format.number(leads.length) })}</p>
      </div>
    </TooltipProvider>
  );
}
