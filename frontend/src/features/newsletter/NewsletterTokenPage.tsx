import { CircleAlert, CircleCheck, House, Inbox, MailCheck, MailX } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { ApiError } from '../../api/api-query';
import { ApiStoreProvider } from '../../app/ApiStoreProvider';
import { PageTitle } from '../../components/layout/PageTitle';
import { Button, ButtonLink } from '../../components/ui/Button';
import { ResultCard } from '../../components/ui/ResultCard';
import { Spinner } from '../../components/ui/Spinner';
import { FALLBACK_LANGUAGE, isSupportedLanguage } from '../../i18n/languages';
import { routePath } from '../../routes/site-routes';
import styles from './NewsletterTokenPage.module.css';
import { useConfirmNewsletterMutation, useUnsubscribeFromNewsletterMutation } from './newsletter-api';
import { type NewsletterAction, type NewsletterPageResult, readTokenPageState, resultSearch, WARNING_RESULTS } from './token-page-state';

/** The texts of each page, by state (whole keys, so the build's text check and readers can find them). */
const TEXTS = {
  confirm: {
    form: { title: 'newsletter.confirm.title', text: 'newsletter.confirm.text' },
    missing: { title: 'newsletter.confirm.missingTitle', text: 'newsletter.confirm.missingText' },
    submit: 'newsletter.confirm.submit',
    pending: 'newsletter.confirm.pending',
    description: 'newsletter.confirm.description',
  },
  unsubscribe: {
    form: { title: 'newsletter.unsubscribe.title', text: 'newsletter.unsubscribe.text' },
    missing: { title: 'newsletter.unsubscribe.missingTitle', text: 'newsletter.unsubscribe.missingText' },
    submit: 'newsletter.unsubscribe.submit',
    pending: 'newsletter.unsubscribe.pending',
    description: 'newsletter.unsubscribe.description',
  },
} as const;

const RESULT_TEXTS: Record<NewsletterPageResult, { title: string; text: string }> = {
  confirmed: { title: 'newsletter.result.confirmedTitle', text: 'newsletter.result.confirmedText' },
  invalid: { title: 'newsletter.result.invalidTitle', text: 'newsletter.result.invalidText' },
  unsubscribed: { title: 'newsletter.result.unsubscribedTitle', text: 'newsletter.result.unsubscribedText' },
  requested: { title: 'newsletter.result.requestedTitle', text: 'newsletter.result.requestedText' },
  'address-invalid': { title: 'newsletter.result.addressInvalidTitle', text: 'newsletter.result.addressInvalidText' },
  'rate-limited': { title: 'newsletter.result.rateLimitedTitle', text: 'newsletter.result.rateLimitedText' },
  failed: { title: 'newsletter.result.failedTitle', text: 'newsletter.result.failedText' },
};

function ResultIcon({ result }: { result: NewsletterPageResult }) {
  if (WARNING_RESULTS.has(result)) return <CircleAlert size={28} />;
  if (result === 'requested') return <Inbox size={28} />;
  return <CircleCheck size={28} />;
}

/** Sends the token with one press: with JavaScript through the API (the answer shown in place), without it as a plain form post. */
function useSendToken(action: NewsletterAction) {
  const [confirm, confirmState] = useConfirmNewsletterMutation();
  const [unsubscribe, unsubscribeState] = useUnsubscribeFromNewsletterMutation();
  const send = async (token: string): Promise<NewsletterPageResult> => {
    if (action === 'unsubscribe') {
      await unsubscribe({ token }).unwrap();
      return 'unsubscribed';
    }
    try {
      await confirm({ token }).unwrap();
      return 'confirmed';
    } catch (failure) {
      // An unknown or expired token is an answer, not a failure.
      if ((failure as ApiError).status === 404) return 'invalid';
      throw failure;
    }
  };
  return { send, pending: action === 'confirm' ? confirmState.isLoading : unsubscribeState.isLoading };
}

function NewsletterTokenPageContent({ action }: { action: NewsletterAction }) {
  const { t, i18n } = useTranslation();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const state = readTokenPageState(action, search);
  const texts = TEXTS[action];
  const { send, pending } = useSendToken(action);
  const [failure, setFailure] = useState<'tooMany' | 'failed' | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const answered = useRef(false);
  const language = isSupportedLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : FALLBACK_LANGUAGE;

  const result = state.kind === 'result' ? state.result : null;
  const shown = result ? RESULT_TEXTS[result] : state.kind === 'form' ? texts.form : texts.missing;

  useEffect(() => {
    // The result replaced the form the visitor pressed: continue reading from its heading.
    if (result && answered.current) headingRef.current?.focus();
  }, [result]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state.kind !== 'form' || pending) return;
    setFailure(null);
    try {
      const outcome = await send(state.token);
      answered.current = true;
      // The token leaves the address bar (and the history): the page now shows the result.
      void navigate({ search: resultSearch(outcome) }, { replace: true });
    } catch (error) {
      setFailure((error as ApiError).status === 429 ? 'tooMany' : 'failed');
    }
  };

  const Icon = action === 'confirm' ? MailCheck : MailX;
  return (
    <>
      <PageTitle title={t(shown.title)} description={t(texts.description)} />
      <ResultCard
        icon={result ? <ResultIcon result={result} /> : <Icon size={28} />}
        tone={result && WARNING_RESULTS.has(result) ? 'warning' : 'default'}
        badge={t('newsletter.badge')}
        title={t(shown.title)}
        text={t(shown.text)}
        headingRef={headingRef}
      >
        {state.kind === 'form' && (
          <form method="post" action={`/api/newsletter/${action}`} onSubmit={submit} className={styles.form}>
            <input type="hidden" name="token" value={state.token} />
            <input type="hidden" name="lng" value={language} />
            <Button type="submit" aria-disabled={pending || undefined} icon={pending ? <Spinner /> : undefined}>
              {pending ? t(texts.pending) : t(texts.submit)}
            </Button>
            {failure && (
              <p role="alert" className={styles.failure}>
                {failure === 'tooMany' ? t('newsletter.tooManyAttempts') : t('newsletter.failed')}
              </p>
            )}
          </form>
        )}
        {state.kind !== 'form' && (
          <ButtonLink to={routePath('home')} variant="secondary" icon={<House aria-hidden="true" size={18} />}>
            {t('newsletter.home')}
          </ButtonLink>
        )}
      </ResultCard>
    </>
  );
}

/** A page a newsletter mail links to: confirm (the confirmation mail) or unsubscribe (every newsletter). */
export function NewsletterTokenPage({ action }: { action: NewsletterAction }) {
  return (
    <ApiStoreProvider>
      <NewsletterTokenPageContent action={action} />
    </ApiStoreProvider>
  );
}
