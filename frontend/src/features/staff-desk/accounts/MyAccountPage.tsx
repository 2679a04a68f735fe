import { MAX_STAFF_NAME_LENGTH, MIN_STAFF_PASSWORD_LENGTH, type StaffAccountView } from '@rebound/shared';
import { LogOut } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../api/api-query';
import { useToast } from '../../../components/toast/toast-context';
import { Button } from '../../../components/ui/Button';
import { useFormatters } from '../../../i18n/format';
import { AdminArea, type AdminAreaContext, LoadError, Loading, useEndSessionOn401 } from '../AdminArea';
import fields from '../AdminForm.module.css';
import frame from '../AdminPage.module.css';
import { FormField } from '../FormField';
import { useMeQuery } from '../leads/admin-leads-api';
import styles from './AccountPages.module.css';
import { LanguageSelect } from './LanguageSelect';
import { newPasswordProblemKey } from './password-problem';
import {
  useChangeOwnAccountMutation,
  useChangePasswordMutation,
  useEnableTwoFactorMutation,
  useEndOtherSessionsMutation,
  useEndSessionMutation,
  useOwnSessionsQuery,
  useStartTwoFactorMutation,
} from './staff-accounts-api';

function ProfileForm({ account, endSession }: { account: StaffAccountView; endSession: () => void }) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const [displayName, setDisplayName] = useState(account.displayName);
  const [language, setLanguage] = useState(account.language);
  const [mailNewLeads, setMailNewLeads] = useState(account.mailNewLeads);
  const [change, { isLoading }] = useChangeOwnAccountMutation();
  const ids = { language: useId(), mail: useId(), heading: useId() };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await change({ displayName, language, mailNewLeads }).unwrap();
      toast({ title: t('adminAccounts.me.saved') });
    } catch (failure) {
      if ((failure as ApiError).status === 401) return endSession();
      toast({ title: t('adminAccounts.me.saveFailed'), variant: 'destructive' });
    }
  };

  return (
    <section className={frame.card} aria-labelledby={ids.heading}>
      <h2 id={ids.heading}>{t('adminAccounts.me.profile')}</h2>
      <p className={frame.muted}>
        {t('adminAccounts.me.signedInAs', { role: t(`adminAccounts.roles.${account.role}`) })} <bdi dir="ltr">{account.email}</bdi>
      </p>
      <form className={styles.form} onSubmit={submit} noValidate>
        <FormField
          label={t('adminAccounts.fields.name')}
          value={displayName}
          maxLength={MAX_STAFF_NAME_LENGTH}
          autoComplete="name"
          onChange={(event) => setDisplayName(event.target.value)}
        />
        <label htmlFor={ids.language} className={fields.label}>
          {t('adminAccounts.fields.language')}
        </label>
        <LanguageSelect id={ids.language} value={language} onChange={setLanguage} />
        <div className={styles.check}>
          <input id={ids.mail} type="checkbox" checked={mailNewLeads} onChange={(event) => setMailNewLeads(event.target.checked)} />
          <label htmlFor={ids.mail}>{t('adminAccounts.me.mailNewLeads')}</label>
        </div>
        <div className={styles.actions}>
          <Button type="submit" disabled={isLoading}>
            {t('adminAccounts.me.save')}
          </Button>
        </div>
      </form>
    </section>
  );
}

function PasswordForm({ endSession }: { endSession: () => void }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const { toast } = useToast();
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [errorKey, setErrorKey] = useState<{ field: 'current' | 'new'; key: string } | null>(null);
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const headingId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = newPasswordProblemKey(newPassword);
    if (problem) return setErrorKey({ field: 'new', key: problem });
    try {
      await changePassword({ currentPassword, newPassword }).unwrap();
      setCurrentPassword('');
      setNewPassword('');
      setErrorKey(null);
      toast({ title: t('adminAccounts.me.passwordChanged') });
    } catch (failure) {
      const error = failure as ApiError;
      if (error.status === 401 && error.body?.errors?.some((fieldError) => fieldError.field === 'currentPassword'))
        return setErrorKey({ field: 'current', key: 'adminAccounts.me.currentWrong' });
      if (error.status === 401) return endSession();
      const key = newPasswordProblemKey(newPassword, error);
      if (key) return setErrorKey({ field: 'new', key });
      toast({ title: t('adminAccounts.me.saveFailed'), variant: 'destructive' });
    }
  };

  const min = format.number(MIN_STAFF_PASSWORD_LENGTH);

  return (
    <section className={frame.card} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('adminAccounts.me.passwordTitle')}</h2>
      <form className={styles.form} onSubmit={submit} noValidate>
        <FormField
          label={t('adminAccounts.me.currentPassword')}
          type="password"
          autoComplete="current-password"
          value={currentPassword}
          onChange={(event) => setCurrentPassword(event.target.value)}
          error={errorKey?.field === 'current' ? t(errorKey.key) : null}
        />
        <FormField
          label={t('adminAccounts.me.newPassword')}
          type="password"
          autoComplete="new-password"
          value={newPassword}
          onChange={(event) => setNewPassword(event.target.value)}
          hint={t('adminAccounts.password.rule', { min })}
          error={errorKey?.field === 'new' ? t(errorKey.key, { min }) : null}
        />
        <div className={styles.actions}>
          <Button type="submit" disabled={isLoading}>
            {t('adminAccounts.me.changePassword')}
          </Button>
        </div>
      </form>
    </section>
  );
}

function TwoFactorSection({ account, endSession }: { account: StaffAccountView; endSession: () => void }) {
  const { t } = useTranslation();
  const [start, { data: setup, isLoading: starting }] = useStartTwoFactorMutation();
  const [enable, { isLoading: enabling }] = useEnableTwoFactorMutation();
  const [code, setCode] = useState('');
  const [wrong, setWrong] = useState(false);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const ids = { heading: useId(), secret: useId() };

  const failed = (failure: unknown) => {
    if ((failure as ApiError).status === 401) endSession();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      setRecoveryCodes((await enable(code.trim()).unwrap()).recoveryCodes);
    } catch (failure) {
      failed(failure);
      setWrong(true);
    }
  };

  let content: ReactNode;
  if (recoveryCodes)
    content = (
      <>
        <p role="status">{t('adminAccounts.twoFactor.enabled')}</p>
        <p>{t('adminAccounts.twoFactor.recoveryIntro')}</p>
        <ul className={styles.recoveryCodes} dir="ltr">
          {recoveryCodes.map((recoveryCode) => (
            <li key={recoveryCode}>
              <code>{recoveryCode}</code>
            </li>
          ))}
        </ul>
      </>
    );
  else if (account.twoFactor) content = <p>{t('adminAccounts.twoFactor.on')}</p>;
  else if (!setup)
    content = (
      <>
        <p>{t('adminAccounts.twoFactor.off')}</p>
        <div className={styles.actions}>
          <Button variant="secondary" disabled={starting} onClick={() => void start().unwrap().catch(failed)}>
            {t('adminAccounts.twoFactor.start')}
          </Button>
        </div>
      </>
    );
  else
    content = (
      <form className={styles.form} onSubmit={submit} noValidate>
        <p>{t('adminAccounts.twoFactor.scan')}</p>
        <p>
          <a href={setup.uri}>{t('adminAccounts.twoFactor.openApp')}</a>
        </p>
        <p id={ids.secret}>
          {t('adminAccounts.twoFactor.secret')} <code dir="ltr">{setup.secret}</code>
        </p>
        <FormField
          label={t('adminAccounts.twoFactor.code')}
          dir="ltr"
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            setWrong(false);
          }}
          error={wrong ? t('adminAccounts.twoFactor.wrongCode') : null}
        />
        <div className={styles.actions}>
          <Button type="submit" disabled={enabling}>
            {t('adminAccounts.twoFactor.turnOn')}
          </Button>
        </div>
      </form>
    );
  return (
    <section className={frame.card} aria-labelledby={ids.heading}>
      <h2 id={ids.heading}>{t('adminAccounts.twoFactor.title')}</h2>
      {content}
    </section>
  );
}

function SessionList({ endSession }: { endSession: () => void }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const { toast } = useToast();
  const sessions = useOwnSessionsQuery();
  const [endOne] = useEndSessionMutation();
  const [endOthers, { isLoading: endingOthers }] = useEndOtherSessionsMutation();
  const headingId = useId();
  useEndSessionOn401(sessions.error, endSession);

  const ended = async (action: Promise<unknown>) => {
    try {
      await action;
      toast({ title: t('adminAccounts.sessions.ended') });
    } catch (failure) {
      if ((failure as ApiError).status === 401) return endSession();
      toast({ title: t('adminAccounts.sessions.endFailed'), variant: 'destructive' });
    }
  };

  let content: ReactNode;
  if (sessions.isLoading) content = <Loading label={t('adminAccounts.sessions.loading')} />;
  else if (sessions.isError || !sessions.data) content = <LoadError onRetry={() => void sessions.refetch()} />;
  else
    content = (
      <>
        <ul className={styles.sessions}>
          {sessions.data.map((session) => (
            <li key={session.reference} className={styles.session}>
              <div>
                <strong>{session.device || t('adminAccounts.sessions.unknownDevice')}</strong>
                {session.current && <> ({t('adminAccounts.sessions.current')})</>}
                <br />
                <span className={styles.sessionDetails}>
                  {t('adminAccounts.sessions.details', {
                    address: session.address ?? '-',
                    lastUsed: format.dateTime(session.lastUsedAt),
                    signedIn: format.dateTime(session.createdAt),
                  })}
                </span>
              </div>
              {!session.current && (
                <Button
                  variant="secondary"
                  onClick={() => void ended(endOne(session.reference).unwrap())}
                  aria-label={t('adminAccounts.sessions.endOneNamed', {
                    device: session.device || t('adminAccounts.sessions.unknownDevice'),
                  })}
                >
                  {t('adminAccounts.sessions.endOne')}
                </Button>
              )}
            </li>
          ))}
        </ul>
        {sessions.data.length > 1 && (
          <div className={styles.actions}>
            <Button
              variant="secondary"
              disabled={endingOthers}
              onClick={() => void ended(endOthers().unwrap())}
              icon={<LogOut aria-hidden="true" size={18} className="icon-directional" />}
            >
              {t('adminAccounts.sessions.endOthers')}
            </Button>
          </div>
        )}
      </>
    );

  return (
    <section className={frame.card} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('adminAccounts.sessions.title')}</h2>
      <p className={frame.muted}>{t('adminAccounts.sessions.intro')}</p>
      {content}
    </section>
  );
}

function MyAccount({ endSession }: AdminAreaContext) {
  const account = useMeQuery().data?.account;
  if (!account) return null;
  return (
    <div className={`${frame.page} ${frame.narrow}`}>
      <ProfileForm account={account} endSession={endSession} />
      <PasswordForm endSession={endSession} />
      <TwoFactorSection account={account} endSession={endSession} />
      <SessionList endSession={endSession} />
    </div>
  );
}

/** /admin/account: what every person changes of their own account, and their sessions. */
export function MyAccountPage() {
  const { t } = useTranslation();
  return (
    <AdminArea area="ownAccount" title={t('adminAccounts.me.title')} subtitle={t('adminAccounts.me.subtitle')}>
      {(context) => <MyAccount {...context} />}
    </AdminArea>
  );
}
