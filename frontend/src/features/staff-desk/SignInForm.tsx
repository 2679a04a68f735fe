import { LockKeyhole } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ApiError } from '../../api/api-query';
import { Button } from '../../components/ui/Button';
import { IconTile } from '../../components/ui/IconTile';
import { Spinner } from '../../components/ui/Spinner';
import { staffPath } from '../../routes/staff-routes';
import styles from './AdminLeadsPage.module.css';
import { FormField } from './FormField';
import { isSecondStep, useLoginMutation, useSecondStepMutation } from './leads/admin-leads-api';

function errorKey(status: number | undefined): string {
  if (status === 401) return 'adminLeads.signIn.wrongPassword';
  if (status === 429) return 'adminLeads.signIn.tooManyAttempts';
  return 'adminLeads.signIn.failed';
}

interface SignInFormProps {
  /** The session ran out while the leads were shown. */
  sessionEnded: boolean;
  /** Move focus here when the form replaces the table (after signing out), so keyboard users are not lost. */
  focusOnMount: boolean;
  onSignedIn: () => void;
  /** The heading and the line under it, for the admin page the form guards (the leads' unless said). */
  title?: string;
  intro?: string;
}

/** The staff sign-in form (e-mail address and password); on success the session query flips to signed in and the page shows the leads. */
export function SignInForm({ sessionEnded, focusOnMount, onSignedIn, title, intro }: SignInFormProps) {
  const { t } = useTranslation();
  const [login, { isLoading: signingIn }] = useLoginMutation();
  const [sendCode, { isLoading: checkingCode }] = useSecondStepMutation();
  const pending = signingIn || checkingCode;
  // Set once the password was right for an account with two-factor sign-in: the form then asks for the code.
  const [ticket, setTicket] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const codeRef = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<{ key: string; field: 'email' | 'password' } | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const headingId = useId();

  useEffect(() => {
    if (focusOnMount) headingRef.current?.focus();
  }, [focusOnMount]);

  useEffect(() => {
    if (ticket) codeRef.current?.focus();
  }, [ticket]);

  const submitCode = async () => {
    if (!ticket) return;
    try {
      await sendCode({ ticket, code: code.trim() }).unwrap();
      onSignedIn();
    } catch (failure) {
      // A ticket works once: a wrong code starts again from the password.
      setTicket(null);
      setCode('');
      setPassword('');
      setError({
        key: (failure as ApiError).status === 401 ? 'adminLeads.signIn.wrongCode' : errorKey((failure as ApiError).status),
        field: 'password',
      });
      inputRef.current?.focus();
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (ticket) return submitCode();
    if (email.trim() === '') {
      setError({ key: 'adminLeads.signIn.emailRequired', field: 'email' });
      emailRef.current?.focus();
      return;
    }
    if (password === '') {
      setError({ key: 'adminLeads.signIn.passwordRequired', field: 'password' });
      inputRef.current?.focus();
      return;
    }
    setError(null);
    try {
      const answer = await login({ email: email.trim(), password }).unwrap();
      if (isSecondStep(answer)) return setTicket(answer.ticket);
      onSignedIn();
    } catch (failure) {
      setError({ key: errorKey((failure as ApiError).status), field: 'password' });
      setPassword('');
      inputRef.current?.focus();
    }
  };

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <IconTile>
        <LockKeyhole size={24} />
      </IconTile>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.panelTitle}>
        {title ?? t('adminLeads.signIn.title')}
      </h2>
      <p className={styles.muted}>{intro ?? t('adminLeads.signIn.intro')}</p>
      {sessionEnded && <p className={styles.notice}>{t('adminLeads.signIn.sessionEnded')}</p>}
      <form className={styles.form} onSubmit={submit} noValidate>
        <FormField
          ref={emailRef}
          label={t('adminLeads.signIn.email')}
          type="email"
          name="email"
          dir="ltr"
          autoComplete="username"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setError(null);
          }}
          error={error?.field === 'email' ? t(error.key) : null}
        />
        <FormField
          ref={inputRef}
          label={t('adminLeads.signIn.password')}
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            setError(null);
          }}
          error={error?.field === 'password' ? t(error.key) : null}
        />
        {ticket && (
          <FormField
            ref={codeRef}
            label={t('adminLeads.signIn.code')}
            name="code"
            dir="ltr"
            inputMode="text"
            autoComplete="one-time-code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            hint={t('adminLeads.signIn.codeHint')}
          />
        )}
        <Button type="submit" disabled={pending} className={styles.submit}>
          {pending ? (
            <>
              <Spinner /> {t('adminLeads.signIn.pending')}
            </>
          ) : (
            t('adminLeads.signIn.submit')
          )}
        </Button>
      </form>
      <p>
        <Link to={staffPath('adminForgotPassword')}>{t('adminLeads.signIn.forgotPassword')}</Link>
      </p>
    </section>
  );
}
