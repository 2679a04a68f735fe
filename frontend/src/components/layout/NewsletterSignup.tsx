import { isEmailAddress, normalizeText } from '@rebound/shared';
import { CheckCircle2 } from 'lucide-react';
import { type FormEvent, useContext, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiStoreHolderContext } from '../../app/api-store-holder';
import { classifySubscriptionFailure, type SubscriptionFailure } from '../../features/newsletter/subscription-failure';
import { useFormatters } from '../../i18n/format';
import { FALLBACK_LANGUAGE, isSupportedLanguage } from '../../i18n/languages';
import { Button } from '../ui/Button';
import { Spinner } from '../ui/Spinner';
import styles from './Footer.module.css';

// The sending code (RTK Query, and Redux with it) is fetched when a visitor starts on the field, not with every page.
const loadSubscribe = () => import('../../features/newsletter/subscribe');

type Problem = { kind: 'emailRequired' } | { kind: 'emailInvalid' } | SubscriptionFailure;
type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent' } | { kind: 'failed'; problem: Problem };

function ProblemText({ problem }: { problem: Problem }) {
  const { t } = useTranslation();
  const format = useFormatters();
  switch (problem.kind) {
    case 'emailRequired':
      return t('footer.newsletter.emailRequired');
    case 'emailInvalid':
    case 'invalidEmail':
      return t('footer.newsletter.emailInvalid');
    case 'rateLimited':
      return problem.minutes === undefined
        ? t('footer.newsletter.tooManyAttemptsLater')
        : t('footer.newsletter.tooManyAttempts', { count: problem.minutes, minutes: format.number(problem.minutes) });
    case 'offline':
      return t('footer.newsletter.offline');
    default:
      return t('footer.newsletter.failed');
  }
}

/** Problems with what was typed go under the field; the others (throttled, offline) are about the sending. */
const isFieldProblem = (problem: Problem) =>
  problem.kind === 'emailRequired' || problem.kind === 'emailInvalid' || problem.kind === 'invalidEmail';

/**
 * The footer's newsletter field: subscribes the address in the page's language (double opt-in: the
 * worker mails a link to confirm). With the app running it sends through the API and answers in place;
 * before the app has started, or without JavaScript, it is a plain form post that the API answers by
 * sending the browser to the confirm page with the outcome.
 */
export function NewsletterSignup() {
  const { t, i18n } = useTranslation();
  const holder = useContext(ApiStoreHolderContext);
  const inputRef = useRef<HTMLInputElement>(null);
  const confirmationRef = useRef<HTMLParagraphElement>(null);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  /** Set by "Subscribe another address": the field that comes back takes focus. */
  const focusFieldWhenShown = useRef(false);
  const sent = status.kind === 'sent';

  // The confirmation takes the form's place, so focus moves to it (it is read out, and the keyboard
  // continues from there); the way back puts focus in the empty field again.
  useEffect(() => {
    if (sent) confirmationRef.current?.focus();
    else if (focusFieldWhenShown.current) inputRef.current?.focus();
    focusFieldWhenShown.current = false;
  }, [sent]);
  const inputId = useId();
  const problemId = useId();

  const language = isSupportedLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : FALLBACK_LANGUAGE;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status.kind === 'sending') return;
    // Read from the field itself, not from state: an address typed before the app started counts too.
    const email = normalizeText(String(new FormData(event.currentTarget).get('email') ?? ''), 'singleLine');
    const typed: Problem | null = email === '' ? { kind: 'emailRequired' } : isEmailAddress(email) ? null : { kind: 'emailInvalid' };
    if (typed) {
      setStatus({ kind: 'failed', problem: typed });
      inputRef.current?.focus();
      return;
    }
    setStatus({ kind: 'sending' });
    try {
      const { subscribeToNewsletter } = await loadSubscribe();
      await subscribeToNewsletter(holder, { email, language });
      setStatus({ kind: 'sent' });
    } catch (failure) {
      const problem = classifySubscriptionFailure(failure);
      setStatus({ kind: 'failed', problem });
      if (isFieldProblem(problem)) inputRef.current?.focus();
    }
  };

  const problem = status.kind === 'failed' ? status.problem : null;
  const fieldProblem = problem && isFieldProblem(problem) ? problem : null;
  const sending = status.kind === 'sending';
  return (
    <section aria-labelledby="footer-newsletter" className={styles.column}>
      <h2 id="footer-newsletter" className={styles.heading}>
        {t('footer.newsletter.title')}
      </h2>
      <p className={styles.newsletterText}>{t('footer.newsletter.text')}</p>
      {sent ? (
        <div className={styles.newsletterSent}>
          <p ref={confirmationRef} tabIndex={-1} className={styles.newsletterStatus} data-testid="newsletter-status">
            <CheckCircle2 aria-hidden="true" size={22} className={styles.newsletterSentIcon} />
            {t('footer.newsletter.checkInbox')}
          </p>
          <Button
            variant="onDark"
            onClick={() => {
              focusFieldWhenShown.current = true;
              setStatus({ kind: 'idle' });
            }}
          >
            {t('footer.newsletter.subscribeAnother')}
          </Button>
        </div>
      ) : (
        // noValidate: the messages come in the page's language, not the browser's.
        <form className={styles.newsletterForm} method="post" action="/api/newsletter/subscriptions" onSubmit={submit} noValidate>
          <input type="hidden" name="language" value={language} />
          <label htmlFor={inputId} className="visually-hidden">
            {t('footer.newsletter.emailLabel')}
          </label>
          <input
            ref={inputRef}
            id={inputId}
            type="email"
            // Addresses read left to right, in a Persian page too.
            dir="ltr"
            autoComplete="email"
            className={styles.input}
            name="email"
            placeholder={t('footer.newsletter.placeholder')}
            aria-invalid={fieldProblem ? true : undefined}
            aria-describedby={fieldProblem ? problemId : undefined}
            onFocus={() => void loadSubscribe()}
            onChange={() => {
              if (status.kind === 'failed') setStatus({ kind: 'idle' });
            }}
          />
          {/* While sending, the button stays focusable (aria-disabled), so keyboard focus is not dropped. */}
          <Button type="submit" variant="onDark" aria-disabled={sending || undefined} icon={sending ? <Spinner /> : undefined}>
            {sending ? t('footer.newsletter.sending') : t('footer.newsletter.subscribe')}
          </Button>
        </form>
      )}
      {fieldProblem && (
        <p id={problemId} className={styles.newsletterProblem} role="alert">
          <ProblemText problem={fieldProblem} />
        </p>
      )}
      {problem && !fieldProblem && (
        <p className={styles.newsletterProblem} role="alert">
          <ProblemText problem={problem} />
        </p>
      )}
    </section>
  );
}
