import { LockKeyhole } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../api/api-query';
import { Button } from '../../components/ui/Button';
import { IconTile } from '../../components/ui/IconTile';
import { Spinner } from '../../components/ui/Spinner';
import fields from './AdminForm.module.css';
import styles from './AdminLeadsPage.module.css';
import { useLoginMutation } from './leads/admin-leads-api';

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

/** The admin password form; on success the session query flips to signed in and the page shows the leads. */
export function SignInForm({ sessionEnded, focusOnMount, onSignedIn, title, intro }: SignInFormProps) {
  const { t } = useTranslation();
  const [login, { isLoading: pending }] = useLoginMutation();
  const [password, setPassword] = useState('');
  const [errorMessageKey, setErrorMessageKey] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const headingId = useId();
  const inputId = useId();
  const errorId = useId();

  useEffect(() => {
    if (focusOnMount) headingRef.current?.focus();
  }, [focusOnMount]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (password === '') {
      setErrorMessageKey('adminLeads.signIn.passwordRequired');
      inputRef.current?.focus();
      return;
    }
    setErrorMessageKey(null);
    try {
      await login({ password }).unwrap();
      onSignedIn();
    } catch (failure) {
      setErrorMessageKey(errorKey((failure as ApiError).status));
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
        <label htmlFor={inputId} className={fields.label}>
          {t('adminLeads.signIn.password')}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          className={fields.input}
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            setErrorMessageKey(null);
          }}
          aria-invalid={errorMessageKey !== null}
          aria-describedby={errorMessageKey ? errorId : undefined}
        />
        {errorMessageKey && (
          <p id={errorId} role="alert" className={fields.fieldError}>
            {t(errorMessageKey)}
          </p>
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
    </section>
  );
}
