import { NEWSLETTER_SEND_POLL_MS, type NewsletterSendProgress } from '@rebound/shared';
import { Mail } from 'lucide-react';
import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../api/api-query';
import { ApiStoreProvider } from '../../../app/ApiStoreProvider';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { useFormatters } from '../../../i18n/format';
import pageStyles from '../AdminPage.module.css';
import styles from './NewsletterSendPanel.module.css';
import { useNewsletterSendQuery, useStartNewsletterSendMutation } from './newsletter-send-api';

/** The panel's own text area: it loads with the panel, so the editor page needs no change for it. */
const AREA = 'adminNewsletterSend';

interface NewsletterSendPanelProps {
  postId: string;
  /** Only a published post (not a draft, not scheduled) can be sent. */
  published: boolean;
}

function Progress({ progress }: { progress: NewsletterSendProgress }) {
  const { t } = useTranslation(AREA);
  const format = useFormatters();
  return (
    <>
      <p role="status">
        {progress.state === 'sending'
          ? t('adminNewsletterSend.progress.sending', { total: format.number(progress.total), count: progress.total })
          : t('adminNewsletterSend.progress.finished', { time: format.dateTime(progress.finishedAt ?? progress.startedAt ?? '') })}
      </p>
      <dl className={styles.counts}>
        {(['queued', 'sent', 'failed'] as const).map((status) => (
          <div key={status} className={styles.count}>
            <dt>{t(`adminNewsletterSend.progress.${status}`)}</dt>
            <dd>{format.number(progress[status])}</dd>
          </div>
        ))}
      </dl>
      {progress.failures.length > 0 ? (
        <>
          <h3>{t('adminNewsletterSend.progress.failures')}</h3>
          <ul className={styles.failures}>
            {progress.failures.map((failure) => (
              <li key={failure.code}>
                <bdi dir="ltr">{failure.code}</bdi>: {format.number(failure.count)}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}

function Panel({ postId, published }: NewsletterSendPanelProps) {
  const { t } = useTranslation(AREA);
  const format = useFormatters();
  const query = useNewsletterSendQuery(postId, { skip: !published });
  // Asks again every few seconds while the send runs, and stops once it is done.
  useNewsletterSendQuery(postId, { skip: query.data?.state !== 'sending', pollingInterval: NEWSLETTER_SEND_POLL_MS });
  const [start] = useStartNewsletterSendMutation();

  let body: ReactNode;
  if (!published) body = <p className={pageStyles.muted}>{t('adminNewsletterSend.notPublished')}</p>;
  else if (query.isError && !query.data) body = <p role="alert">{t('adminNewsletterSend.error')}</p>;
  else if (!query.data) body = <p role="status">{t('adminNewsletterSend.loading')}</p>;
  else if (query.data.state !== 'none') body = <Progress progress={query.data} />;
  else {
    const count = query.data.total;
    const total = format.number(count);
    const confirm = async (): Promise<boolean> => {
      try {
        await start(postId).unwrap();
      } catch (failure) {
        // 409: someone started it meanwhile; the progress shows that send.
        if ((failure as ApiError).status !== 409) return false;
      }
      return true;
    };
    body = (
      <>
        <p>{t('adminNewsletterSend.subscribers', { count, total })}</p>
        <ConfirmDialog
          trigger={
            <Button className={styles.sendButton} disabled={count === 0} icon={<Mail aria-hidden="true" size={18} />}>
              {t('adminNewsletterSend.button')}
            </Button>
          }
          title={t('adminNewsletterSend.dialog.title')}
          description={t('adminNewsletterSend.dialog.text', { count, total })}
          confirmLabel={t('adminNewsletterSend.dialog.confirm')}
          pendingLabel={t('adminNewsletterSend.dialog.pending')}
          cancelLabel={t('adminNewsletterSend.dialog.cancel')}
          onConfirm={confirm}
          failureMessage={t('adminNewsletterSend.dialog.failed')}
        />
      </>
    );
  }
  return (
    <section className={pageStyles.card} aria-labelledby={`newsletter-send-${postId}`}>
      <h2 id={`newsletter-send-${postId}`}>{t('adminNewsletterSend.title')}</h2>
      {body}
    </section>
  );
}

/** "Send to newsletter" on a post's editor page: the subscriber count, a confirmation, then the progress. */
export function NewsletterSendPanel(props: NewsletterSendPanelProps) {
  // Its store (the one every page shares) and its texts come with it; until the texts are there it takes no room rather than suspending the editor.
  return (
    <ApiStoreProvider>
      <Suspense fallback={null}>
        <Panel {...props} />
      </Suspense>
    </ApiStoreProvider>
  );
}
