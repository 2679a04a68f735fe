import { LEAD_LIST_LIMITS, NOTIFICATION_STATUSES } from '@rebound/shared';
import { Search, X } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import fields from '../AdminForm.module.css';
import { LazyLocalDateField } from '../LazyLocalDateField';
import styles from './LeadSearchForm.module.css';
import { EMPTY_FILTERS, hasFilters, type LeadFilters } from './lead-search';

interface LeadSearchFormProps {
  /** The search in the address (the form starts from it, and follows it when Back changes it). */
  filters: LeadFilters;
  onSearch: (filters: LeadFilters) => void;
}

/** Search words, mail status and a date range; applied on submit, so each search is one step in the browser's history. */
export function LeadSearchForm({ filters, onSearch }: LeadSearchFormProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<LeadFilters>(filters);
  const [rangeError, setRangeError] = useState(false);
  const ids = { q: useId(), status: useId(), error: useId() };
  const toFieldRef = useRef<HTMLDivElement>(null);

  // Back and Forward change the address: the form shows the search the list shows.
  useEffect(() => {
    setDraft(filters);
    setRangeError(false);
  }, [filters]);

  const set = (field: keyof LeadFilters, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    if (field === 'from' || field === 'to') setRangeError(false);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (draft.from && draft.to && draft.to < draft.from) {
      setRangeError(true);
      toFieldRef.current?.querySelector<HTMLElement>('[role="spinbutton"]')?.focus();
      return;
    }
    onSearch({ ...draft, q: draft.q.trim() });
  };

  return (
    <form role="search" aria-label={t('adminLeads.search.label')} className={styles.form} onSubmit={submit} noValidate>
      <div className={`${styles.field} ${styles.query}`}>
        <label htmlFor={ids.q}>{t('adminLeads.search.q')}</label>
        <input
          className={fields.input}
          id={ids.q}
          type="search"
          name="q"
          value={draft.q}
          maxLength={LEAD_LIST_LIMITS.maxSearchLength}
          dir="auto"
          autoComplete="off"
          onChange={(event) => set('q', event.target.value)}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor={ids.status}>{t('adminLeads.search.status')}</label>
        <select
          className={fields.input}
          id={ids.status}
          name="status"
          value={draft.status}
          onChange={(event) => set('status', event.target.value)}
        >
          <option value="">{t('adminLeads.search.statusAll')}</option>
          {NOTIFICATION_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`adminLeads.status.${status}`)}
            </option>
          ))}
        </select>
      </div>
      <LazyLocalDateField
        label={t('adminLeads.search.from')}
        labelClassName={styles.label}
        name="from"
        value={draft.from}
        max={draft.to || undefined}
        onChange={(value) => set('from', value)}
      />
      <LazyLocalDateField
        label={t('adminLeads.search.to')}
        labelClassName={styles.label}
        name="to"
        value={draft.to}
        min={draft.from || undefined}
        onChange={(value) => set('to', value)}
        invalid={rangeError}
        describedBy={rangeError ? ids.error : undefined}
        fieldRef={toFieldRef}
      />
      <div className={styles.actions}>
        <Button type="submit" icon={<Search aria-hidden="true" size={18} />}>
          {t('adminLeads.search.submit')}
        </Button>
        {hasFilters(filters) && (
          <Button variant="ghost" onClick={() => onSearch(EMPTY_FILTERS)} icon={<X aria-hidden="true" size={18} />}>
            {t('adminLeads.search.clear')}
          </Button>
        )}
      </div>
      {rangeError && (
        <p id={ids.error} role="alert" className={styles.error}>
          {t('adminLeads.search.toBeforeFrom')}
        </p>
      )}
    </form>
  );
}
