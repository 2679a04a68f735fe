import type { NewsletterStatus } from '@rebound/shared';
import { Download } from 'lucide-react';
import { type ChangeEvent, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { ApiError } from '../../../api/api-query';
import { useFormatters } from '../../../i18n/format';
import { AdminArea, type AdminAreaContext, LoadError, Loading, useEndSessionOn401 } from '../AdminArea';
import tableStyles from '../AdminTable.module.css';
import { Pager, PageTurnButton } from '../Pager';
import styles from './AdminSubscribersPage.module.css';
import { useSubscribersQuery } from './admin-subscribers-api';
import { SubscribersTable } from './SubscribersTable';
import { readSubscriberListParams, type SubscriberListParams, subscriberExportHref, subscriberListSearch } from './subscriber-list-params';

/** Cursors of the pages before this one, carried in the history entry, so 'Previous' goes back one page. */
interface ListHistoryState {
  previousCursors?: (string | null)[];
}

const STATUS_FILTER_KEYS = {
  all: 'adminSubscribers.filter.all',
  pending: 'adminSubscribers.filter.pending',
  confirmed: 'adminSubscribers.filter.confirmed',
} as const;

const FILTER_OPTIONS = Object.keys(STATUS_FILTER_KEYS) as (keyof typeof STATUS_FILTER_KEYS)[];

function StatusFilter({
  status,
  onChange,
}: {
  status: NewsletterStatus | undefined;
  onChange: (status: NewsletterStatus | undefined) => void;
}) {
  const { t } = useTranslation();
  const selectId = useId();
  const change = (event: ChangeEvent<HTMLSelectElement>) => {
    const value = event.target.value;
    onChange(value === 'pending' || value === 'confirmed' ? value : undefined);
  };
  return (
    <div className={styles.filter}>
      <label htmlFor={selectId} className={styles.filterLabel}>
        {t('adminSubscribers.filter.label')}
      </label>
      <select id={selectId} className={styles.select} value={status ?? 'all'} onChange={change}>
        {FILTER_OPTIONS.map((option) => (
          <option key={option} value={option}>
            {t(STATUS_FILTER_KEYS[option])}
          </option>
        ))}
      </select>
    </div>
  );
}

function SubscriberList({ focusOnMount, endSession }: AdminAreaContext) {
  const { t } = useTranslation();
  const format = useFormatters();
  const [search] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const params = readSubscriberListParams(search);
  const previousCursors = (location.state as ListHistoryState | null)?.previousCursors ?? [];
  const list = useSubscribersQuery(params);
  const listError = list.error as ApiError | undefined;
  useEndSessionOn401(list.error, endSession);

  const go = (next: SubscriberListParams, state: ListHistoryState) =>
    void navigate({ search: subscriberListSearch(next, search) }, { state });
  const filterBy = (status: NewsletterStatus | undefined) => go({ status }, {});
  const nextPage = (cursor: string) => go({ ...params, cursor }, { previousCursors: [...previousCursors, params.cursor ?? null] });
  const previousPage = () => {
    // Opened from a bookmark, the pages before are unknown: 'Previous' then starts from the first.
    const cursor = previousCursors.at(-1) ?? undefined;
    go({ status: params.status, cursor }, { previousCursors: previousCursors.slice(0, -1) });
  };

  const page = list.currentData;
  let listContent: ReactNode;
  if (list.isLoading || (list.isFetching && !page)) listContent = <Loading label={t('adminSubscribers.loading')} />;
  else if (list.isError && listError?.status === 400 && params.cursor) {
    // A cursor from another session (an old bookmark) is refused: offer the first page.
    listContent = (
      <LoadError
        message={t('adminSubscribers.staleCursor')}
        onRetry={() => go({ status: params.status }, {})}
        retryLabel={t('adminSubscribers.firstPage')}
      />
    );
  } else if (list.isError || !page)
    listContent = (
      <LoadError message={t('adminSubscribers.error')} onRetry={() => void list.refetch()} retryLabel={t('adminSubscribers.retry')} />
    );
  else if (page.subscribers.length === 0)
    listContent = <p className={tableStyles.status}>{params.status ? t('adminSubscribers.emptyFiltered') : t('adminSubscribers.empty')}</p>;
  else listContent = <SubscribersTable subscribers={page.subscribers} focusOnMount={focusOnMount} />;

  return (
    <div className={styles.listSection}>
      <div className={styles.toolbar}>
        <StatusFilter status={params.status} onChange={filterBy} />
        <a className={styles.exportLink} href={subscriberExportHref(params.status)} download>
          <Download aria-hidden="true" size={18} /> {t('adminSubscribers.export')}
        </a>
      </div>
      {listContent}
      {page && (
        <Pager
          label={t('adminSubscribers.pager.label')}
          total={t('adminSubscribers.total', { count: page.total, total: format.number(page.total) })}
          announceTotal
          previous={
            params.cursor && (
              <PageTurnButton direction="previous" onClick={previousPage}>
                {t('adminSubscribers.pager.previous')}
              </PageTurnButton>
            )
          }
          next={
            page.nextCursor && (
              <PageTurnButton direction="next" onClick={() => nextPage(page.nextCursor as string)}>
                {t('adminSubscribers.pager.next')}
              </PageTurnButton>
            )
          }
        />
      )}
    </div>
  );
}

/** /admin/subscribers: the newsletter list, behind the same admin sign-in as the leads. */
export function AdminSubscribersPage() {
  const { t } = useTranslation();
  return (
    <AdminArea
      area="subscribers"
      title={t('adminSubscribers.title')}
      subtitle={t('adminSubscribers.subtitle')}
      signInTitle={t('adminSubscribers.signIn.title')}
      signInIntro={t('adminSubscribers.signIn.intro')}
      loadingLabel={t('adminSubscribers.loading')}
    >
      {(context) => <SubscriberList {...context} />}
    </AdminArea>
  );
}
