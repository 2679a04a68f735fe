import type { LeadListItemDto } from '@rebound/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Tooltip } from '../../../components/ui/Tooltip';
import { adminLeadPath } from '../../../routes/staff-routes';
import styles from '../AdminLeadsPage.module.css';
import { AdminTable, DateCell, EmailCell } from '../AdminTable';
import tableStyles from '../AdminTable.module.css';
import { LeadIdCell } from './LeadIdCell';
import { LeadStatus } from './LeadStatus';

/** What a lead's page needs to lead back to the list as it was (the search and page in the address). */
export interface FromListState {
  listSearch: string;
}

function LeadRow({ lead, listSearch }: { lead: LeadListItemDto; listSearch: string }) {
  const { t } = useTranslation();
  const message = lead.message?.trim();
  return (
    <tr>
      <LeadIdCell id={lead.id} />
      <td className={styles.nameCell}>
        {/* Names and messages come in any script: isolated, they keep their own direction. */}
        <Link to={adminLeadPath(lead.id)} state={{ listSearch } satisfies FromListState}>
          <bdi>{lead.name}</bdi>
        </Link>
      </td>
      <EmailCell email={lead.email} />
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
          <em className={tableStyles.muted}>{t('adminLeads.table.noMessage')}</em>
        )}
      </td>
      <DateCell value={lead.createdAt} />
      <td>
        <LeadStatus status={lead.notificationStatus} />
      </td>
    </tr>
  );
}

interface LeadsTableProps {
  leads: LeadListItemDto[];
  /** Move focus to the heading when the table appears (after signing in, or a page turned). */
  focusOnMount: boolean;
  /** The list's address query (`?q=...`), handed to each lead's page for its way back. */
  listSearch: string;
  /** The total and paging, shown under the table. */
  footer: ReactNode;
}

const COLUMN_KEYS = [
  'adminLeads.table.id',
  'adminLeads.table.name',
  'adminLeads.table.email',
  'adminLeads.table.message',
  'adminLeads.table.created',
  'adminLeads.table.status',
] as const;

/** The leads as a table that scrolls sideways on phones, with the total and paging under it. */
export function LeadsTable({ leads, focusOnMount, listSearch, footer }: LeadsTableProps) {
  const { t } = useTranslation();
  return (
    <AdminTable title={t('adminLeads.table.title')} columns={COLUMN_KEYS.map((key) => t(key))} focusOnMount={focusOnMount} footer={footer}>
      {leads.map((lead) => (
        <LeadRow key={lead.id} lead={lead} listSearch={listSearch} />
      ))}
    </AdminTable>
  );
}
