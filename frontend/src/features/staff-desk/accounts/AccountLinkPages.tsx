import {
  isEmailAddress,
  type LanguageCode,
  MAX_STAFF_EMAIL_LENGTH,
  MAX_STAFF_NAME_LENGTH,
  MIN_STAFF_PASSWORD_LENGTH,
  normalizeText,
} from '@rebound/shared';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import type { ApiError } from '../../../api/api-query';
import { ApiStoreProvider } from '../../../app/ApiStoreProvider';
import { Button } from '../../../components/ui/Button';
import { useFormatters } from '../../../i18n/format';
import { staffPath } from '../../../routes/staff-routes';
import fields from '../AdminForm.module.css';
import { FormField } from '../FormField';
import styles from './AccountPages.module.css';
import { LanguageSelect } from './LanguageSelect';
import { newPasswordProblemKey } from './password-problem';
import { StaffLinkFrame } from './StaffLinkFrame';
import {
  useAcceptInvitationMutation,
  useCompletePasswordResetMutation,
  useRequestPasswordResetMutation,
  useSetUpOwnerMutation,
} from './staff-accounts-api';

type Outcome = 'done' | 'gone' | null;

/** Said once the link did its work, or when it no longer works; focus moves here (the form is gone). */
function LinkOutcome({ outcome, doneKey }: { outcome: Exclude<Outcome, null>; doneKey: string }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1} role="status">
      <p>{t(outcome === 'done' ? doneKey : 'adminAccounts.links.gone')}</p>
      <p>
        <Link to={outcome === 'done' ? staffPath('adminMyAccount') : staffPath('adminForgotPassword')}>
          {t(outcome === 'done' ? 'adminAccounts.links.signIn' : 'adminAccounts.links.askAgain')}
        </Link>
      </p>
    </div>
  );
}

/** The new password field with its rule and error (length here, the common-password list on the server). */
function NewPasswordField({ value, onChange, errorKey }: { value: string; onChange: (value: string) => void; errorKey: string | null }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const min = format.number(MIN_STAFF_PASSWORD_LENGTH);
  return (
    <FormField
      label={t('adminAccounts.me.newPassword')}
      type="password"
      autoComplete="new-password"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      hint={t('adminAccounts.password.rule', { min })}
      error={errorKey && t(errorKey, { min })}
    />
  );
}

/** A link page's form: a new password (and what else the link asks), sent with the link's token once. */
function useLinkForm(send: (token: string, password: string) => Promise<unknown>) {
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(token === '' ? 'gone' : null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = newPasswordProblemKey(password);
    if (problem) return setErrorKey(problem);
    try {
      await send(token, password);
      setOutcome('done');
    } catch (failure) {
      const error = failure as ApiError;
      const key = newPasswordProblemKey(password, error);
      if (key) return setErrorKey(key);
      if (error.status === 410 || error.status === 400) return setOutcome('gone');
      setErrorKey('adminAccounts.links.failed');
    }
  };
  const change = (value: string) => {
    setPassword(value);
    setErrorKey(null);
  };
  return { password, setPassword: change, errorKey, outcome, submit };
}

/** A link page that only asks for a new password: its texts (under adminAccounts.links) and the call that sends it. */
function PasswordLinkContent({
  texts,
  send,
  sending,
}: {
  texts: 'invitation' | 'reset';
  send: (token: string, password: string) => Promise<unknown>;
  sending: boolean;
}) {
  const { t } = useTranslation();
  const form = useLinkForm(send);
  return (
    <StaffLinkFrame title={t(`adminAccounts.links.${texts}Title`)} subtitle={t(`adminAccounts.links.${texts}Subtitle`)}>
      {form.outcome ? (
        <LinkOutcome outcome={form.outcome} doneKey={`adminAccounts.links.${texts}Done`} />
      ) : (
        <form className={styles.form} onSubmit={form.submit} noValidate>
          <NewPasswordField value={form.password} onChange={form.setPassword} errorKey={form.errorKey} />
          <div className={styles.actions}>
            <Button type="submit" disabled={sending}>
              {t(`adminAccounts.links.${texts}Submit`)}
            </Button>
          </div>
        </form>
      )}
    </StaffLinkFrame>
  );
}

/** /admin/invitation?token=…: an invited person chooses their password. */
function InvitationContent() {
  const [accept, { isLoading }] = useAcceptInvitationMutation();
  return <PasswordLinkContent texts="invitation" send={(token, password) => accept({ token, password }).unwrap()} sending={isLoading} />;
}

/** /admin/reset-password?token=…: a new password from the reset mail's link. */
function ResetPasswordContent() {
  const [complete, { isLoading }] = useCompletePasswordResetMutation();
  return <PasswordLinkContent texts="reset" send={(token, password) => complete({ token, password }).unwrap()} sending={isLoading} />;
}

/** /admin/setup?token=…: the first start's link, printed in the log, creates the owner. */
function SetupContent() {
  const { t, i18n } = useTranslation();
  const [setUp, { isLoading }] = useSetUpOwnerMutation();
  const [email, setEmail] = useState('');
  const [displayName, setDisplayName] = useState('');
  const [language, setLanguage] = useState<LanguageCode>((i18n.resolvedLanguage ?? 'en') as LanguageCode);
  const form = useLinkForm((token, password) =>
    setUp({
      token,
      email: normalizeText(email, 'singleLine'),
      displayName: normalizeText(displayName, 'singleLine'),
      language,
      password,
    }).unwrap(),
  );
  const languageId = useId();
  const ready = isEmailAddress(normalizeText(email, 'singleLine')) && normalizeText(displayName, 'singleLine') !== '';
  return (
    <StaffLinkFrame title={t('adminAccounts.links.setupTitle')} subtitle={t('adminAccounts.links.setupSubtitle')}>
      {form.outcome ? (
        <LinkOutcome outcome={form.outcome} doneKey="adminAccounts.links.setupDone" />
      ) : (
        <form className={styles.form} onSubmit={form.submit} noValidate>
          <FormField
            label={t('adminAccounts.fields.email')}
            type="email"
            dir="ltr"
            autoComplete="username"
            maxLength={MAX_STAFF_EMAIL_LENGTH}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <FormField
            label={t('adminAccounts.fields.name')}
            autoComplete="name"
            maxLength={MAX_STAFF_NAME_LENGTH}
            value={displayName}
            onChange={(event) => setDisplayName(event.target.value)}
          />
          <label htmlFor={languageId} className={fields.label}>
            {t('adminAccounts.fields.language')}
          </label>
          <LanguageSelect id={languageId} value={language} onChange={setLanguage} />
          <NewPasswordField value={form.password} onChange={form.setPassword} errorKey={form.errorKey} />
          <div className={styles.actions}>
            <Button type="submit" disabled={isLoading || !ready}>
              {t('adminAccounts.links.setupSubmit')}
            </Button>
          </div>
        </form>
      )}
    </StaffLinkFrame>
  );
}

/** /admin/forgot-password: asks for a reset link; says the same whether the address has an account or not. */
function ForgotPasswordContent() {
  const { t } = useTranslation();
  const [request, { isLoading }] = useRequestPasswordResetMutation();
  const [email, setEmail] = useState('');
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const statusRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (sent) statusRef.current?.focus();
  }, [sent]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = normalizeText(email, 'singleLine');
    if (!isEmailAddress(address)) return setErrorKey('adminAccounts.invite.emailInvalid');
    try {
      await request(address).unwrap();
      setSent(true);
    } catch (failure) {
      setErrorKey((failure as ApiError).status === 429 ? 'adminLeads.signIn.tooManyAttempts' : 'adminAccounts.links.failed');
    }
  };

  return (
    <StaffLinkFrame title={t('adminAccounts.links.forgotTitle')} subtitle={t('adminAccounts.links.forgotSubtitle')}>
      {sent ? (
        <p ref={statusRef} tabIndex={-1} role="status">
          {t('adminAccounts.links.forgotSent')}
        </p>
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate>
          <FormField
            label={t('adminAccounts.fields.email')}
            type="email"
            dir="ltr"
            autoComplete="username"
            maxLength={MAX_STAFF_EMAIL_LENGTH}
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setErrorKey(null);
            }}
            error={errorKey && t(errorKey)}
          />
          <div className={styles.actions}>
            <Button type="submit" disabled={isLoading}>
              {t('adminAccounts.links.forgotSubmit')}
            </Button>
          </div>
        </form>
      )}
    </StaffLinkFrame>
  );
}

// The API store wraps each page from outside, so the page's own hooks (its calls) find it.
const withApiStore = (Content: () => ReactNode) => () => (
  <ApiStoreProvider>
    <Content />
  </ApiStoreProvider>
);

export const InvitationPage = withApiStore(InvitationContent);
export const ResetPasswordPage = withApiStore(ResetPasswordContent);
export const SetupPage = withApiStore(SetupContent);
export const ForgotPasswordPage = withApiStore(ForgotPasswordContent);
