import { type AuthMeResponse, roleMayUse, type StaffArea } from '@rebound/shared';
import { LogOut, RotateCcw, ShieldOff } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ApiError } from '../../api/api-query';
import { ApiStoreProvider } from '../../app/ApiStoreProvider';
import { PageTitle } from '../../components/layout/PageTitle';
import { useToast } from '../../components/toast/toast-context';
import { Button } from '../../components/ui/Button';
import { IconTile } from '../../components/ui/IconTile';
import { Spinner } from '../../components/ui/Spinner';
import { TooltipProvider } from '../../components/ui/Tooltip';
import { staffPath } from '../../routes/staff-routes';
import styles from './AdminLeadsPage.module.css';
import tableStyles from './AdminTable.module.css';
import { useLogoutMutation, useMeQuery } from './leads/admin-leads-api';
import { SignInForm } from './SignInForm';

/** A loading line; `label` names what loads (the leads unless said). */
export function Loading({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <p role="status" className={tableStyles.status}>
      <Spinner /> {label ?? t('adminLeads.loading')}
    </p>
  );
}

/** An error in place of the content, with a button that tries again (or, with `retryLabel`, does what it says). */
export function LoadError({ onRetry, message, retryLabel }: { onRetry: () => void; message?: string; retryLabel?: string }) {
  const { t } = useTranslation();
  return (
    <div className={tableStyles.error}>
      <p role="alert">{message ?? t('adminLeads.error')}</p>
      <Button variant="secondary" onClick={onRetry} icon={<RotateCcw aria-hidden="true" size={18} />}>
        {retryLabel ?? t('adminLeads.retry')}
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
    <Button
      variant="secondary"
      onClick={signOut}
      disabled={pending}
      icon={pending ? <Spinner /> : <LogOut aria-hidden="true" size={18} className="icon-directional" />}
    >
      {pending ? t('adminLeads.signOut.pending') : t('adminLeads.signOut.button')}
    </Button>
  );
}

/** What an admin page's content gets from the area around it. */
export interface AdminAreaContext {
  /** True right after signing in: the content moves keyboard focus to its main heading (the form it replaces is gone). */
  focusOnMount: boolean;
  /** Call when a call answers 401: the session ran out, so the password form comes back. */
  endSession: () => void;
}

/** Calls `endSession` when `error` is a 401 (the session ran out while the page was open). */
export function useEndSessionOn401(error: unknown, endSession: () => void): void {
  const status = (error as ApiError | undefined)?.status;
  useEffect(() => {
    if (status === 401) endSession();
  }, [status, endSession]);
}

interface AdminAreaProps {
  /** The part of the desk the page belongs to: a person whose role may not use it is told so instead of the content. */
  area: StaffArea;
  /** The page's h1 and document title. */
  title: string;
  subtitle: string;
  /** The password form's heading and intro, naming what the page shows (the leads' unless said). */
  signInTitle?: string;
  signInIntro?: string;
  /** What the page says while the session is checked, naming what it will show (the leads' loading text unless said). */
  loadingLabel?: string;
  children: (context: AdminAreaContext) => ReactNode;
}

/** Focus after the visitor signs in or out (the control they used disappears). */
type FocusAfterSwitch = 'content' | 'signIn' | null;

/** Said in place of a page the signed-in person's role may not use (the server answers its calls 403). */
function NotForYourRole() {
  const { t } = useTranslation();
  return (
    <section className={styles.panel}>
      <IconTile>
        <ShieldOff size={24} />
      </IconTile>
      <h2 className={styles.panelTitle}>{t('admin.noAccess.title')}</h2>
      <p className={styles.muted}>{t('admin.noAccess.body')}</p>
    </section>
  );
}

/** The areas with personal data: while the owner requires two-factor sign-in, they wait until the person set it up (the server answers 403). */
function waitsForTwoFactor(me: AuthMeResponse, area: StaffArea): boolean {
  return me.twoFactorRequired && !me.account.twoFactor && (area === 'leads' || area === 'personalData' || area === 'subscribers');
}

function SetUpTwoFactorFirst() {
  const { t } = useTranslation();
  return (
    <section className={styles.panel}>
      <IconTile>
        <ShieldOff size={24} />
      </IconTile>
      <h2 className={styles.panelTitle}>{t('admin.twoFactorFirst.title')}</h2>
      <p className={styles.muted}>{t('admin.twoFactorFirst.body')}</p>
      <p>
        <Link to={staffPath('adminMyAccount')}>{t('admin.twoFactorFirst.link')}</Link>
      </p>
    </section>
  );
}

function AdminAreaContent({ area, title, subtitle, signInTitle, signInIntro, loadingLabel, children }: AdminAreaProps) {
  const [focusAfterSwitch, setFocusAfterSwitch] = useState<FocusAfterSwitch>(null);
  const [sessionEnded, setSessionEnded] = useState(false);
  const session = useMeQuery();
  const signedIn = Boolean(session.data);
  const showContent = signedIn && !sessionEnded;
  const endSession = useCallback(() => setSessionEnded(true), []);

  let content: ReactNode;
  if (session.isLoading) content = <Loading label={loadingLabel} />;
  else if (session.isError) content = <LoadError onRetry={() => void session.refetch()} />;
  else if (!showContent)
    content = (
      <SignInForm
        sessionEnded={sessionEnded}
        focusOnMount={focusAfterSwitch === 'signIn'}
        title={signInTitle}
        intro={signInIntro}
        onSignedIn={() => {
          setSessionEnded(false);
          setFocusAfterSwitch('content');
        }}
      />
    );
  else if (session.data && !roleMayUse(session.data.account.role, area)) content = <NotForYourRole />;
  else if (session.data && waitsForTwoFactor(session.data, area)) content = <SetUpTwoFactorFirst />;
  else content = children({ focusOnMount: focusAfterSwitch === 'content', endSession });

  return (
    <>
      <PageTitle title={title} />
      {/* Nothing here is for search engines. */}
      <meta name="robots" content="noindex, nofollow" />
      {/* A compact page head: the staff work below it, not a banner. */}
      <div className={`container ${styles.pageHead}`}>
        <div className={styles.pageHeadText}>
          <h1 className={styles.pageTitle}>{title}</h1>
          <p className={styles.muted}>{subtitle}</p>
        </div>
        {showContent && <SignOutButton onSignedOut={() => setFocusAfterSwitch('signIn')} />}
      </div>
      <div className={`container ${styles.content}`}>{content}</div>
    </>
  );
}

/**
 * The frame of every staff page: title, the password form until signed in (and again when the
 * session runs out), sign-out, tooltips, and the API store. The content is rendered only when signed in.
 */
export function AdminArea(props: AdminAreaProps) {
  return (
    <ApiStoreProvider>
      {/* The tooltips' shared delays: only the staff pages have tooltips, so the other pages do not download their code. */}
      <TooltipProvider>
        <AdminAreaContent {...props} />
      </TooltipProvider>
    </ApiStoreProvider>
  );
}
