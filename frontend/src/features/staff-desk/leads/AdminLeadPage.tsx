import type { LeadDetailDto } from '@rebound/shared';
import { RefreshCw, Trash2 } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import type { ApiError } from '../../../api/api-query';
import { mailtoHref } from '../../../app/config/external-links';
import { useToast } from '../../../components/toast/toast-context';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { Spinner } from '../../../components/ui/Spinner';
import { useFormatters } from '../../../i18n/format';
import { staffPath } from '../../../routes/staff-routes';
import { AdminArea, type AdminAreaContext, LoadError, Loading, useEndSessionOn401 } from '../AdminArea';
import frame from '../AdminPage.module.css';
import styles from './AdminLeadPage.module.css';
import { useDeleteLeadMutation, useLeadQuery, useSendLeadAgainMutation } from './admin-leads-api';
import { BackToLeads } from './BackToLeads';
import { LeadStatus } from './LeadStatus';
import type { FromListState } from './LeadsTable';

/** The list this page was opened from (its search and page), or the list's first page. */
function useListAddress(): string {
  const state = useLocation().state as Partial<FromListState> | null;
  const listSearch = typeof state?.listSearch === 'string' && state.listSearch.startsWith('?') ? state.listSearch : '';
  return `${staffPath('adminLeads')}${listSearch}`;
}

function BackToList() {
  return <BackToLeads to={useListAddress()} />;
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.field}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** What a failed "send again" tells staff: 409 already sent, 503 queue down (nothing changed), 404 gone. */
function sendAgainErrorKey(status: number): string {
  if (status === 409) return 'adminLeads.lead.sendAgain.alreadySent';
  if (status === 503) return 'adminLeads.lead.sendAgain.unavailable';
  if (status === 404) return 'adminLeads.lead.sendAgain.gone';
  return 'adminLeads.lead.sendAgain.failed';
}

function SendAgainButton({ lead, endSession }: { lead: LeadDetailDto; endSession: () => void }) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const [sendAgain, { isLoading: pending }] = useSendLeadAgainMutation();

  const send = async () => {
    try {
      await sendAgain(lead.id).unwrap();
      toast({ title: t('adminLeads.lead.sendAgain.done'), description: t('adminLeads.lead.sendAgain.doneDescription') });
    } catch (failure) {
      const status = (failure as ApiError).status;
      if (status === 401) return endSession();
      toast({ title: t(sendAgainErrorKey(status)), variant: 'destructive' });
    }
  };

  return (
    <Button
      variant="secondary"
      onClick={() => void send()}
      disabled={pending}
      icon={pending ? <Spinner /> : <RefreshCw aria-hidden="true" size={18} />}
    >
      {pending ? t('adminLeads.lead.sendAgain.pending') : t('adminLeads.lead.sendAgain.button')}
    </Button>
  );
}

function DeleteLeadButton({ lead, endSession }: { lead: LeadDetailDto; endSession: () => void }) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const navigate = useNavigate();
  const listAddress = useListAddress();
  const [deleteLead] = useDeleteLeadMutation();

  const confirm = async (): Promise<boolean> => {
    try {
      await deleteLead(lead.id).unwrap();
    } catch (failure) {
      const status = (failure as ApiError).status;
      if (status === 401) {
        endSession();
        return true;
      }
      // Already gone (another staff member): the outcome wanted.
      if (status !== 404) {
        toast({ title: t('adminLeads.lead.delete.failed'), variant: 'destructive' });
        return false;
      }
    }
    toast({ title: t('adminLeads.lead.delete.done'), description: t('adminLeads.lead.delete.doneDescription', { name: lead.name }) });
    // The page no longer has anything to show: back to the list (replacing this page in the history).
    void navigate(listAddress, { replace: true });
    return true;
  };

  return (
    <ConfirmDialog
      trigger={
        <Button variant="danger" icon={<Trash2 aria-hidden="true" size={18} />}>
          {t('adminLeads.lead.delete.button')}
        </Button>
      }
      title={t('adminLeads.lead.delete.title')}
      description={t('adminLeads.lead.delete.description')}
      confirmLabel={t('adminLeads.lead.delete.confirm')}
      pendingLabel={t('adminLeads.lead.delete.pending')}
      cancelLabel={t('adminLeads.lead.delete.cancel')}
      onConfirm={confirm}
    >
      <strong>
        <bdi>{lead.name}</bdi>
      </strong>
      <span dir="ltr" className={styles.subjectEmail}>
        {lead.email}
      </span>
    </ConfirmDialog>
  );
}

function LeadDetails({ lead, focusOnMount, endSession }: { lead: LeadDetailDto } & AdminAreaContext) {
  const { t } = useTranslation();
  const format = useFormatters();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const mailHeadingId = useId();
  const message = lead.message?.trim();
  const { notification } = lead;

  useEffect(() => {
    if (focusOnMount) headingRef.current?.focus();
  }, [focusOnMount]);

  return (
    <div className={frame.page}>
      <BackToList />
      <section className={frame.card} aria-labelledby={`${mailHeadingId}-lead`}>
        <h2 id={`${mailHeadingId}-lead`} ref={headingRef} tabIndex={-1} className={styles.name}>
          <bdi>{lead.name}</bdi>
        </h2>
        <dl className={styles.fields}>
          <Field label={t('adminLeads.lead.email')}>
            <a href={mailtoHref(lead.email)} dir="ltr">
              {lead.email}
            </a>
          </Field>
          <Field label={t('adminLeads.lead.received')}>
            <time dateTime={lead.createdAt}>{format.dateTime(lead.createdAt)}</time>
          </Field>
          <Field label={t('adminLeads.lead.id')}>
            <code dir="ltr">{lead.id}</code>
          </Field>
          <Field label={t('adminLeads.lead.message')}>
            {message ? (
              <p className={styles.message} dir="auto">
                {message}
              </p>
            ) : (
              <em className={frame.muted}>{t('adminLeads.table.noMessage')}</em>
            )}
          </Field>
        </dl>
      </section>

      <section className={frame.card} aria-labelledby={mailHeadingId}>
        <h2 id={mailHeadingId} className={styles.cardTitle}>
          {t('adminLeads.lead.mail.title')}
        </h2>
        <dl className={styles.fields}>
          <Field label={t('adminLeads.lead.mail.status')}>
            <LeadStatus status={lead.notificationStatus} />
          </Field>
          {lead.notifiedAt && (
            <Field label={t('adminLeads.lead.mail.sentAt')}>
              <time dateTime={lead.notifiedAt}>{format.dateTime(lead.notifiedAt)}</time>
            </Field>
          )}
          <Field label={t('adminLeads.lead.mail.attempts')}>{format.number(notification.attempts)}</Field>
          <Field label={t('adminLeads.lead.mail.lastError')}>
            {notification.lastError ? (
              <code dir="ltr">{notification.lastError}</code>
            ) : (
              <span className={frame.muted}>{t('adminLeads.lead.mail.none')}</span>
            )}
          </Field>
          {notification.failedAt && (
            <Field label={t('adminLeads.lead.mail.failedAt')}>
              <time dateTime={notification.failedAt}>{format.dateTime(notification.failedAt)}</time>
            </Field>
          )}
        </dl>
        {lead.notificationStatus !== 'sent' && (
          <div className={styles.actions}>
            <SendAgainButton lead={lead} endSession={endSession} />
          </div>
        )}
      </section>

      <div className={styles.dangerZone}>
        <DeleteLeadButton lead={lead} endSession={endSession} />
      </div>
    </div>
  );
}

function NotFound() {
  const { t } = useTranslation();
  return (
    <div className={frame.page}>
      <BackToList />
      <section className={frame.card}>
        <h2 className={styles.cardTitle}>{t('adminLeads.lead.notFound')}</h2>
        <p className={frame.muted}>{t('adminLeads.lead.notFoundText')}</p>
      </section>
    </div>
  );
}

function Lead(context: AdminAreaContext) {
  const { id = '' } = useParams();
  const lead = useLeadQuery(id);
  useEndSessionOn401(lead.error, context.endSession);
  const status = (lead.error as ApiError | undefined)?.status;

  if (lead.isLoading || (lead.isFetching && !lead.currentData)) return <Loading />;
  // 400 (not a lead id) and 404 (no such lead) are the same to staff: there is nothing here.
  if (status === 400 || status === 404) return <NotFound />;
  if (lead.isError || !lead.currentData) return <LoadError onRetry={() => void lead.refetch()} />;
  return <LeadDetails lead={lead.currentData} {...context} />;
}

/** /admin/leads/:id: one lead, its staff mail's story, send again, delete. */
export function AdminLeadPage() {
  const { t } = useTranslation();
  return (
    <AdminArea area="leads" title={t('adminLeads.lead.title')} subtitle={t('adminLeads.lead.subtitle')}>
      {(context) => <Lead {...context} />}
    </AdminArea>
  );
}
