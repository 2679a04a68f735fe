import type { LeadExportFormat } from '@rebound/shared';
import { ChevronLeft, ChevronRight, Download } from 'lucide-react';
import { type ReactNode, useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { useFormatters } from '../../../i18n/format';
import { AdminArea, type AdminAreaContext, LoadError, Loading, useEndSessionOn401 } from '../AdminArea';
import styles from '../AdminLeadsPage.module.css';
import tableStyles from '../AdminTable.module.css';
import { usePreloadedLocalDateField } from '../LazyLocalDateField';
import { Pager } from '../Pager';
import { useLeadsQuery } from './admin-leads-api';
import { LeadSearchForm } from './LeadSearchForm';
import { LeadsTable } from './LeadsTable';
import { hasFilters, type LeadFilters, type LeadSearch, leadExportUrl, leadSearchParams, parseLeadSearch } from './lead-search';

const EXPORT_FORMATS: { format: LeadExportFormat; labelKey: string }[] = [
  { format: 'csv', labelKey: 'adminLeads.export.csv' },
  { format: 'json', labelKey: 'adminLeads.export.json' },
];

/** Downloads of the current search (same origin: the session cookie goes along). */
function ExportLinks({ filters }: { filters: LeadFilters }) {
  const { t } = useTranslation();
  return (
    <ul className={styles.toolbarLinks} aria-label={t('adminLeads.export.label')}>
      {EXPORT_FORMATS.map(({ format, labelKey }) => (
        <li key={format}>
          <a className={styles.toolbarLink} href={leadExportUrl(filters, format)} download>
            <Download aria-hidden="true" size={18} />
            {t(labelKey)}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** Navigation state of a page turn: the new page's table takes keyboard focus (the link that was used is gone). */
interface PageTurnState {
  pageTurn: true;
}
const PAGE_TURN: PageTurnState = { pageTurn: true };

interface LeadsPagerProps {
  search: LeadSearch;
  /** Every lead of the search (X-Total-Count), not only this page's. */
  total: number;
  nextCursor: string | null;
}

/** The total, and previous / next page: each turn is a new address, so Back goes to the page before too. */
function LeadsPager({ search, total, nextCursor }: LeadsPagerProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const page = search.cursors.length + 1;
  const previous = `?${leadSearchParams({ ...search, cursors: search.cursors.slice(0, -1) }).toString()}`;
  const next = nextCursor ? `?${leadSearchParams({ ...search, cursors: [...search.cursors, nextCursor] }).toString()}` : null;
  return (
    <Pager
      label={t('adminLeads.paging.label')}
      total={t('adminLeads.table.total', { total: format.number(total) })}
      pageLabel={t('adminLeads.paging.page', { page: format.number(page) })}
      previous={
        page > 1 && (
          <Link className={styles.pageLink} to={previous} state={PAGE_TURN} rel="prev">
            <ChevronLeft aria-hidden="true" size={18} className="icon-directional" />
            {t('adminLeads.paging.previous')}
          </Link>
        )
      }
      next={
        next && (
          <Link className={styles.pageLink} to={next} state={PAGE_TURN} rel="next">
            {t('adminLeads.paging.next')}
            <ChevronRight aria-hidden="true" size={18} className="icon-directional" />
          </Link>
        )
      }
    />
  );
}

function LeadList({ focusOnMount, endSession }: AdminAreaContext) {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const pageTurned = (useLocation().state as Partial<PageTurnState> | null)?.pageTurn === true;
  const addressQuery = searchParams.toString();
  // One object per address, so the form resets only when the address changes (Back, a page turned).
  const search = useMemo(() => parseLeadSearch(new URLSearchParams(addressQuery)), [addressQuery]);
  const filters = useMemo<LeadFilters>(() => ({ q: search.q, status: search.status, from: search.from, to: search.to }), [search]);
  const leads = useLeadsQuery(search);
  useEndSessionOn401(leads.error, endSession);

  const onSearch = useCallback((next: LeadFilters) => setSearchParams(leadSearchParams({ ...next, cursors: [] })), [setSearchParams]);
  const firstPage = `?${leadSearchParams({ ...search, cursors: [] }).toString()}`;

  let results: ReactNode;
  if (leads.isLoading || (leads.isFetching && !leads.currentData)) results = <Loading />;
  else if (leads.isError) results = <LoadError onRetry={() => void leads.refetch()} />;
  else if (!leads.currentData || leads.currentData.total === 0) {
    results = hasFilters(filters) ? (
      <div className={tableStyles.status}>
        <p>{t('adminLeads.noMatches')}</p>
        <button type="button" className={styles.inlineAction} onClick={() => onSearch({ q: '', status: '', from: '', to: '' })}>
          {t('adminLeads.search.clear')}
        </button>
      </div>
    ) : (
      <p className={tableStyles.status}>{t('adminLeads.empty')}</p>
    );
  } else if (leads.currentData.leads.length === 0) {
    // A page of an older cursor whose leads were deleted meanwhile.
    results = (
      <div className={tableStyles.status}>
        <p>{t('adminLeads.paging.empty')}</p>
        <Link className={styles.inlineAction} to={firstPage}>
          {t('adminLeads.paging.first')}
        </Link>
      </div>
    );
  } else
    results = (
      <LeadsTable
        // A new table for each address: when staff turn a page, focus goes to its heading.
        key={addressQuery}
        leads={leads.currentData.leads}
        focusOnMount={focusOnMount || pageTurned}
        listSearch={addressQuery ? `?${addressQuery}` : ''}
        footer={<LeadsPager search={search} total={leads.currentData.total} nextCursor={leads.currentData.nextCursor} />}
      />
    );

  return (
    <div className={styles.desk}>
      <LeadSearchForm filters={filters} onSearch={onSearch} />
      <ExportLinks filters={filters} />
      {results}
    </div>
  );
}

/** /admin/leads: the interest-form submissions, behind the staff sign-in, searched and paged by the server. */
export function AdminLeadsPage() {
  const { t } = useTranslation();
  usePreloadedLocalDateField();
  return (
    <AdminArea area="leads" title={t('adminLeads.title')} subtitle={t('adminLeads.subtitle')}>
      {(context) => <LeadList {...context} />}
    </AdminArea>
  );
}
