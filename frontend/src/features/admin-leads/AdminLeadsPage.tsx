import { LogOut, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../api/api-query';
import { PageTitle } from '../../components/layout/PageTitle';
import { useToast } from '../../components/toast/toast-context';
import { Button } from '../../components/ui/Button';
import { PageHero } from '../../components/ui/PageHero';
import { Spinner } from '../../components/ui/Spinner';
import { useLeadsQuery, useLogoutMutation, useMeQuery } from './admin-leads-api';
import { LeadsTable } from './LeadsTable';
import { SignInForm } from './SignInForm';
import styles from './AdminLeadsPage.module.css';
import { ApiStoreProvider } from '../../app/ApiStoreProvider';

/** Where keyboard focus goes after the visitor signs in or out (the control they used disappears). */
type FocusAfterSwitch = 'table' | 'signIn' | null;

function Loading() {
  const { t } = useTranslation();
  return (
    <p role="status" className={styles.status}>
      <Spinner /> {t('adminLeads.loading')}
    </p>
  );
}

function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.error}>
      <p role="alert">{t('adminLeads.error')}</p>
      <Button variant="secondary" onClick={onRetry} icon={<RotateCcw aria-hidden="true" size={18} />}>
        {t('adminLeads.retry')}
      </Button>
    </div>
  );
}

function SignOutButton({ onSignedOut }: { onSignedOut: () => void }) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const [logout, { isLoading: pending }] = useLogoutMutation();

  const signOut = async () => {
    try {
      await logout().unwrap();
    } catch (failure) {
      // 401: the session had already ended, which is what signing out wants.
      if ((failure as ApiError).status !== 401) {
        toast({ title: t('adminLeads.signOut.failed'), variant: 'destructive' });
        return;
      }
    }
    onSignedOut();
    toast({ title: t('adminLeads.signOut.done'), description: t('adminLeads.signOut.doneDescription') });
  };

  return (
    <Button variant="secondary" onClick={signOut} disabled={pending} icon={pending ? <Spinner /> : <LogOut aria-hidden="true" size={18} className="icon-directional" />}>
      {pending ? t('adminLeads.signOut.pending') : t('adminLeads.signOut.button')}
    </Button>
  );
}

/** /admin/leads: the interest-form submissions, behind the admin password. */
function AdminLeadsPageContent() {
  const { t } = useTranslation();
  const [focusAfterSwitch, setFocusAfterSwitch] = useState<FocusAfterSwitch>(null);
  const session = useMeQuery();
  const signedIn = Boolean(session.data);
  const leads = useLeadsQuery(undefined, { skip: !signedIn });
  const sessionEnded = signedIn && (leads.error as ApiError | undefined)?.status === 401;
  const showLeads = signedIn && !sessionEnded;

  let content;
  if (session.isLoading) content = <Loading />;
  else if (session.isError) content = <LoadError onRetry={() => void session.refetch()} />;
  else if (!showLeads) content = (
      <SignInForm sessionEnded={sessionEnded} focusOnMount={focusAfterSwitch === 'signIn'} onSignedIn={() => setFocusAfterSwitch('table')} />
    );
  else if (leads.isLoading || (leads.isFetching && !leads.currentData)) content = <Loading />;
  else if (leads.isError) content = <LoadError onRetry={() => void leads.refetch()} />;
  else if (!leads.currentData || leads.currentData.length === 0) content = <p className={styles.status}>{t('adminLeads.empty')}</p>;
  else content = <LeadsTable leads={leads.currentData} focusOnMount={focusAfterSwitch === 'table'} />;

  return (
    <>
      <PageTitle title={t('adminLeads.title')} />
      {/* Nothing here is for search engines. */}
      <meta name="robots" content="noindex, nofollow" />
      <PageHero
        badge={t('adminLeads.badge')}
        title={t('adminLeads.title')}
        subtitle={t('adminLeads.subtitle')}
        actions={showLeads ? <SignOutButton onSignedOut={() => setFocusAfterSwitch('signIn')} /> : undefined}
      />
      <div className={`container ${styles.content}`}>{content}</div>
    </>
  );
}

export function AdminLeadsPage() {
  return (
    <ApiStoreProvider>
      <AdminLeadsPageContent />
    </ApiStoreProvider>
  );
}
