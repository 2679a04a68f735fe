import type { AuditEntryView } from '@rebound/shared';
import { Download } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { useFormatters } from '../../../i18n/format';
import { AdminArea, type AdminAreaContext, LoadError, Loading, useEndSessionOn401 } from '../AdminArea';
import fields from '../AdminForm.module.css';
import frame from '../AdminPage.module.css';
import { AdminTable } from '../AdminTable';
import { LazyLocalDateField, usePreloadedLocalDateField } from '../LazyLocalDateField';
import styles from './AccountPages.module.css';
import { type AuditFilter, auditQuery, useAuditPageQuery, useStaffAccountsQuery } from './staff-accounts-api';

const NO_FILTER: AuditFilter = { account: '', event: '', from: '', to: '' };

/** A local date from a date field as the start of that day in the browser's time zone, with its offset (the API wants one). */
function dayStart(date: string): string {
  if (date === '') return '';
  const start = new Date(`${date}T00:00:00`);
  const offset = -start.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  const pad = (value: number) => String(Math.floor(Math.abs(value))).padStart(2, '0');
  return `${date}T00:00:00${sign}${pad(offset / 60)}:${pad(offset % 60)}`;
}

/** The day after a date, so "to" includes the whole day chosen. */
function nextDay(date: string): string {
  if (date === '') return '';
  const day = new Date(`${date}T12:00:00`);
  day.setDate(day.getDate() + 1);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
}

const COLUMN_COUNT = 7;

function FullWidthRow({ children }: { children: ReactNode }) {
  return (
    <tr>
      <td colSpan={COLUMN_COUNT}>{children}</td>
    </tr>
  );
}

function AuditRows({ filter, before, onMore }: { filter: AuditFilter; before?: string; onMore: (before: string) => void }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const page = useAuditPageQuery({ filter, before });
  // This filter's rows only: while a new filter's answer is on its way, the last filter's rows would
  // pass for its result, so the table says it is loading instead.
  const data = page.currentData;
  // Inside the table's body: a row of one cell across the columns (a paragraph there is not valid HTML).
  if (!data && page.isFetching)
    return (
      <FullWidthRow>
        <Loading label={t('adminAccounts.audit.loading')} />
      </FullWidthRow>
    );
  if (page.isError || !data)
    return (
      <FullWidthRow>
        <LoadError onRetry={() => void page.refetch()} />
      </FullWidthRow>
    );
  const row = (entry: AuditEntryView) => (
    <tr key={entry.id}>
      <td>{format.dateTime(entry.occurredAt)}</td>
      <td>{entry.accountName ?? t('adminAccounts.audit.nobody')}</td>
      <td>
        <code>{entry.event}</code>
      </td>
      <td>
        <bdi dir="ltr">{entry.targetId ?? ''}</bdi>
      </td>
      <td>{entry.recordCount === null ? '' : format.number(entry.recordCount)}</td>
      <td>
        <bdi dir="ltr">{entry.clientAddress ?? ''}</bdi>
      </td>
      <td>
        <code>{entry.sessionRef ?? ''}</code>
      </td>
    </tr>
  );
  return (
    <>
      {data.entries.map(row)}
      {data.nextBefore && (
        <FullWidthRow>
          <Button variant="secondary" onClick={() => onMore(data.nextBefore as string)}>
            {t('adminAccounts.audit.more')}
          </Button>
        </FullWidthRow>
      )}
    </>
  );
}

function AuditLog({ focusOnMount, endSession }: AdminAreaContext) {
  const { t } = useTranslation();
  const accounts = useStaffAccountsQuery();
  const [draft, setDraft] = useState({ account: '', event: '', from: '', to: '' });
  const [filter, setFilter] = useState<AuditFilter>(NO_FILTER);
  // Each "more" adds the next page under the ones shown.
  const [pages, setPages] = useState<Array<string | undefined>>([undefined]);
  const first = useAuditPageQuery({ filter, before: undefined });
  useEndSessionOn401(first.error ?? accounts.error, endSession);
  const ids = { account: useId(), event: useId() };

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setFilter({ account: draft.account, event: draft.event.trim(), from: dayStart(draft.from), to: dayStart(nextDay(draft.to)) });
    setPages([undefined]);
  };

  return (
    <div className={frame.page}>
      <form className={`${frame.card} ${styles.filters}`} onSubmit={apply} aria-label={t('adminAccounts.audit.filter')}>
        <div className={styles.field}>
          <label htmlFor={ids.account} className={fields.label}>
            {t('adminAccounts.audit.person')}
          </label>
          <select
            id={ids.account}
            className={styles.select}
            value={draft.account}
            onChange={(event) => setDraft({ ...draft, account: event.target.value })}
          >
            <option value="">{t('adminAccounts.audit.everyone')}</option>
            {accounts.data?.map((account) => (
              <option key={account.id} value={account.id}>
                {account.displayName}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={ids.event} className={fields.label}>
            {t('adminAccounts.audit.event')}
          </label>
          <input
            id={ids.event}
            className={fields.input}
            dir="ltr"
            value={draft.event}
            onChange={(event) => setDraft({ ...draft, event: event.target.value })}
          />
        </div>
        <LazyLocalDateField
          label={t('adminAccounts.audit.from')}
          name="from"
          value={draft.from}
          onChange={(from) => setDraft((current) => ({ ...current, from }))}
        />
        <LazyLocalDateField
          label={t('adminAccounts.audit.to')}
          name="to"
          value={draft.to}
          onChange={(to) => setDraft((current) => ({ ...current, to }))}
        />
        <div className={styles.actions}>
          <Button type="submit">{t('adminAccounts.audit.apply')}</Button>
          <a className={styles.exportLink} href={`/api/admin/audit/export${auditQuery(filter)}`} download>
            <Download aria-hidden="true" size={18} /> {t('adminAccounts.audit.export')}
          </a>
        </div>
      </form>
      <AdminTable
        title={t('adminAccounts.audit.title')}
        focusOnMount={focusOnMount}
        columns={[
          t('adminAccounts.audit.when'),
          t('adminAccounts.audit.person'),
          t('adminAccounts.audit.event'),
          t('adminAccounts.audit.target'),
          t('adminAccounts.audit.records'),
          t('adminAccounts.audit.address'),
          t('adminAccounts.audit.session'),
        ]}
      >
        {pages.map((before) => (
          <AuditRows
            key={before ?? 'first'}
            filter={filter}
            before={before}
            onMore={(next) => setPages((shown) => (shown.includes(next) ? shown : [...shown, next]))}
          />
        ))}
      </AdminTable>
    </div>
  );
}

/** /admin/audit: the owner reads who did what, filters it and exports it. */
export function AdminAuditPage() {
  const { t } = useTranslation();
  usePreloadedLocalDateField();
  return (
    <AdminArea area="audit" title={t('adminAccounts.audit.pageTitle')} subtitle={t('adminAccounts.audit.subtitle')}>
      {(context) => <AuditLog {...context} />}
    </AdminArea>
  );
}
