import { INTEREST_FORM_RESULTS, type InterestFormResult } from '@rebound/shared';
import { CircleAlert, CircleCheck, House, PenLine } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PageTitle } from '../../components/layout/PageTitle';
import { ButtonLink } from '../../components/ui/Button';
import { ResultCard } from '../../components/ui/ResultCard';
import { routePath } from '../../routes/site-routes';
import { INTEREST_FORM_PATH } from './interest-form/interest-prefill';

/** The texts of each outcome (whole keys, so the build's text check and readers can find them). */
const TEXTS: Record<InterestFormResult | 'missing', { title: string; text: string }> = {
  sent: { title: 'getInvolved.result.sentTitle', text: 'getInvolved.result.sentText' },
  invalid: { title: 'getInvolved.result.invalidTitle', text: 'getInvolved.result.invalidText' },
  'rate-limited': { title: 'getInvolved.result.rateLimitedTitle', text: 'getInvolved.result.rateLimitedText' },
  failed: { title: 'getInvolved.result.failedTitle', text: 'getInvolved.result.failedText' },
  missing: { title: 'getInvolved.result.missingTitle', text: 'getInvolved.result.missingText' },
};

const readResult = (search: URLSearchParams): InterestFormResult | 'missing' =>
  INTEREST_FORM_RESULTS.find((candidate) => candidate === search.get('result')) ?? 'missing';

/**
 * /get-involved/sent: where the interest form lands when it was posted as a plain form (before the app
 * started, or without JavaScript). The API sends the browser here with `?lng=&result=`; the render
 * server renders it per request, so the outcome is in the HTML.
 */
export function InterestResultPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const result = readResult(search);
  const texts = TEXTS[result];
  const problem = result !== 'sent' && result !== 'missing';
  return (
    <>
      <PageTitle title={t(texts.title)} description={t('getInvolved.result.description')} />
      <ResultCard
        icon={problem ? <CircleAlert size={28} /> : result === 'sent' ? <CircleCheck size={28} /> : <PenLine size={28} />}
        tone={problem ? 'warning' : 'default'}
        badge={t('getInvolved.form.eyebrow')}
        title={t(texts.title)}
        text={t(texts.text)}
      >
        {result === 'sent' ? (
          <ButtonLink to={routePath('home')} variant="secondary" icon={<House aria-hidden="true" size={18} />}>
            {t('getInvolved.result.home')}
          </ButtonLink>
        ) : (
          <ButtonLink to={INTEREST_FORM_PATH} icon={<PenLine aria-hidden="true" size={18} />}>
            {t('getInvolved.result.backToForm')}
          </ButtonLink>
        )}
      </ResultCard>
    </>
  );
}
