import {
  isEmailAddress,
  type LanguageCode,
  MAX_STAFF_EMAIL_LENGTH,
  MAX_STAFF_NAME_LENGTH,
  normalizeText,
  STAFF_ROLES,
  type StaffAccountView,
  type StaffRole,
} from '@rebound/shared';
import { Send, UserPlus } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../api/api-query';
import { useToast } from '../../../components/toast/toast-context';
import { Button } from '../../../components/ui/Button';
import { AdminArea, type AdminAreaContext, LoadError, Loading, useEndSessionOn401 } from '../AdminArea';
import fields from '../AdminForm.module.css';
import frame from '../AdminPage.module.css';
import { AdminTable } from '../AdminTable';
import { FormField } from '../FormField';
import { useMeQuery } from '../leads/admin-leads-api';
import styles from './AccountPages.module.css';
import { LanguageSelect } from './LanguageSelect';
import {
  useChangeAccountMutation,
  useInviteAccountMutation,
  useInviteAgainMutation,
  useSetTwoFactorRequiredMutation,
  useStaffAccountsQuery,
  useTwoFactorSettingQuery,
} from './staff-accounts-api';

function RoleSelect({
  id,
  value,
  onChange,
  label,
}: {
  id?: string;
  value: StaffRole;
  onChange: (role: StaffRole) => void;
  label?: string;
}) {
  const { t } = useTranslation();
  return (
    <select
      id={id}
      aria-label={label}
      className={styles.select}
      value={value}
      onChange={(event) => onChange(event.target.value as StaffRole)}
    >
      {STAFF_ROLES.map((role) => (
        <option key={role} value={role}>
          {t(`adminAccounts.roles.${role}`)}
        </option>
      ))}
    </select>
  );
}

function InviteForm({ endSession }: { endSession: () => void }) {
  const { t, i18n } = useTranslation();
  const { toast } = useToast();
  const [email, setEmail] = useState('');
  const [displayName, setDisplayName] = useState('');
  const [role, setRole] = useState<StaffRole>('editor');
  const [language, setLanguage] = useState<LanguageCode>((i18n.resolvedLanguage ?? 'en') as LanguageCode);
  const [error, setError] = useState<{ field: 'email' | 'name'; key: string } | null>(null);
  const [invite, { isLoading }] = useInviteAccountMutation();
  const emailRef = useRef<HTMLInputElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const ids = { heading: useId(), role: useId(), language: useId(), roles: useId() };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = normalizeText(email, 'singleLine');
    if (!isEmailAddress(address)) {
      setError({ field: 'email', key: 'adminAccounts.invite.emailInvalid' });
      return emailRef.current?.focus();
    }
    if (normalizeText(displayName, 'singleLine') === '') {
      setError({ field: 'name', key: 'adminAccounts.invite.nameRequired' });
      return nameRef.current?.focus();
    }
    setError(null);
    try {
      await invite({ email: address, displayName: normalizeText(displayName, 'singleLine'), role, language }).unwrap();
      toast({ title: t('adminAccounts.invite.sent', { email: address }) });
      setEmail('');
      setDisplayName('');
    } catch (failure) {
      const failed = failure as ApiError;
      if (failed.status === 401) return endSession();
      if (failed.status === 409) {
        setError({ field: 'email', key: 'adminAccounts.invite.emailTaken' });
        return emailRef.current?.focus();
      }
      toast({ title: t('adminAccounts.invite.failed'), variant: 'destructive' });
    }
  };

  const errorFor = (field: 'email' | 'name') => (error?.field === field ? t(error.key) : null);

  return (
    <section className={frame.card} aria-labelledby={ids.heading}>
      <h2 id={ids.heading}>{t('adminAccounts.invite.title')}</h2>
      <p id={ids.roles} className={frame.muted}>
        {t('adminAccounts.invite.intro')}
      </p>
      <form className={styles.form} onSubmit={submit} noValidate aria-describedby={ids.roles}>
        <FormField
          ref={emailRef}
          label={t('adminAccounts.fields.email')}
          type="email"
          dir="ltr"
          autoComplete="off"
          maxLength={MAX_STAFF_EMAIL_LENGTH}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={errorFor('email')}
        />
        <FormField
          ref={nameRef}
          label={t('adminAccounts.fields.name')}
          autoComplete="off"
          maxLength={MAX_STAFF_NAME_LENGTH}
          value={displayName}
          onChange={(event) => setDisplayName(event.target.value)}
          error={errorFor('name')}
        />
        <label htmlFor={ids.role} className={fields.label}>
          {t('adminAccounts.fields.role')}
        </label>
        <RoleSelect id={ids.role} value={role} onChange={setRole} />
        <label htmlFor={ids.language} className={fields.label}>
          {t('adminAccounts.fields.language')}
        </label>
        <LanguageSelect id={ids.language} value={language} onChange={setLanguage} />
        <div className={styles.actions}>
          <Button type="submit" disabled={isLoading} icon={<UserPlus aria-hidden="true" size={18} />}>
            {t('adminAccounts.invite.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}

function AccountRow({ account, isMe, endSession }: { account: StaffAccountView; isMe: boolean; endSession: () => void }) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const [change, { isLoading }] = useChangeAccountMutation();
  const [inviteAgain, { isLoading: inviting }] = useInviteAgainMutation();

  const run = async (action: Promise<unknown>, doneKey: string) => {
    try {
      await action;
      toast({ title: t(doneKey, { name: account.displayName }) });
    } catch (failure) {
      const failed = failure as ApiError;
      if (failed.status === 401) return endSession();
      toast({ title: t(failed.status === 409 ? 'adminAccounts.list.lastOwner' : 'adminAccounts.list.failed'), variant: 'destructive' });
    }
  };

  const status = !account.active ? 'inactive' : account.hasPassword ? 'active' : 'invited';
  return (
    <tr>
      <td>
        <strong>{account.displayName}</strong>
        {isMe && <> ({t('adminAccounts.list.you')})</>}
      </td>
      <td>
        <bdi dir="ltr">{account.email}</bdi>
      </td>
      <td>
        <RoleSelect
          value={account.role}
          label={t('adminAccounts.list.roleOf', { name: account.displayName })}
          onChange={(role) => void run(change({ id: account.id, role }).unwrap(), 'adminAccounts.list.roleChanged')}
        />
      </td>
      <td>{t(`adminAccounts.status.${status}`)}</td>
      <td>
        <div className={styles.actions}>
          {status === 'invited' && (
            <Button
              variant="secondary"
              disabled={inviting}
              icon={<Send aria-hidden="true" size={18} className="icon-directional" />}
              onClick={() => void run(inviteAgain(account.id).unwrap(), 'adminAccounts.list.invitedAgain')}
              aria-label={t('adminAccounts.list.inviteAgainNamed', { name: account.displayName })}
            >
              {t('adminAccounts.list.inviteAgain')}
            </Button>
          )}
          <Button
            variant={account.active ? 'danger' : 'secondary'}
            disabled={isLoading}
            onClick={() =>
              void run(
                change({ id: account.id, active: !account.active }).unwrap(),
                account.active ? 'adminAccounts.list.deactivated' : 'adminAccounts.list.activated',
              )
            }
            aria-label={t(account.active ? 'adminAccounts.list.deactivateNamed' : 'adminAccounts.list.activateNamed', {
              name: account.displayName,
            })}
          >
            {t(account.active ? 'adminAccounts.list.deactivate' : 'adminAccounts.list.activate')}
          </Button>
        </div>
      </td>
    </tr>
  );
}

function TwoFactorRequirement({ endSession }: { endSession: () => void }) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const setting = useTwoFactorSettingQuery();
  const [change, { isLoading }] = useSetTwoFactorRequiredMutation();
  const ids = { heading: useId(), check: useId() };
  const toggle = async (required: boolean) => {
    try {
      await change(required).unwrap();
      toast({ title: t(required ? 'adminAccounts.twoFactor.requiredOn' : 'adminAccounts.twoFactor.requiredOff') });
    } catch (failure) {
      if ((failure as ApiError).status === 401) return endSession();
      toast({ title: t('adminAccounts.list.failed'), variant: 'destructive' });
    }
  };
  return (
    <section className={frame.card} aria-labelledby={ids.heading}>
      <h2 id={ids.heading}>{t('adminAccounts.twoFactor.title')}</h2>
      <div className={styles.check}>
        <input
          id={ids.check}
          type="checkbox"
          disabled={isLoading || !setting.data}
          checked={setting.data?.required ?? false}
          onChange={(event) => void toggle(event.target.checked)}
        />
        <label htmlFor={ids.check}>{t('adminAccounts.twoFactor.require')}</label>
      </div>
    </section>
  );
}

function Accounts({ focusOnMount, endSession }: AdminAreaContext) {
  const { t } = useTranslation();
  const me = useMeQuery().data?.account;
  const accounts = useStaffAccountsQuery();
  useEndSessionOn401(accounts.error, endSession);

  let list: ReactNode;
  if (accounts.isLoading) list = <Loading label={t('adminAccounts.list.loading')} />;
  else if (accounts.isError || !accounts.data) list = <LoadError onRetry={() => void accounts.refetch()} />;
  else
    list = (
      <AdminTable
        title={t('adminAccounts.list.title')}
        focusOnMount={focusOnMount}
        cellAlign="middle"
        columns={[
          t('adminAccounts.fields.name'),
          t('adminAccounts.fields.email'),
          t('adminAccounts.fields.role'),
          t('adminAccounts.list.status'),
          t('adminAccounts.list.actions'),
        ]}
      >
        {accounts.data.map((account) => (
          <AccountRow key={account.id} account={account} isMe={account.id === me?.id} endSession={endSession} />
        ))}
      </AdminTable>
    );
  return (
    <div className={frame.page}>
      {list}
      <InviteForm endSession={endSession} />
      <TwoFactorRequirement endSession={endSession} />
    </div>
  );
}

/** /admin/accounts: the owner's list of staff accounts, invitations, roles and deactivation. */
export function AdminAccountsPage() {
  const { t } = useTranslation();
  return (
    <AdminArea area="accounts" title={t('adminAccounts.title')} subtitle={t('adminAccounts.subtitle')}>
      {(context) => <Accounts {...context} />}
    </AdminArea>
  );
}
