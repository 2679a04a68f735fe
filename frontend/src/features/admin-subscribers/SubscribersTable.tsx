import type { NewsletterSubscriberDto } from '@shared/api-types';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { mailtoHref } from '../../app/config/external-links';
import { useFormatters } from '../../i18n/format';
import { languageOption } from '../../i18n/languages';
import { DeleteSubscriberDialog } from './DeleteSubscriberDialog';
import styles from './AdminSubscribersPage.module.css';

const STATUS_KEYS = { pending: 'adminSubscribers.status.pending', confirmed: 'adminSubscribers.status.confirmed' } as const;

function SubscriberRow({ subscriber, onDeleted }: { subscriber: NewsletterSubscriberDto; onDeleted: () => void }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const language = languageOption(subscriber.language);
  return (
    <tr>
      <td className={styles.emailCell}>
        <a href={mailtoHref(subscriber.email)} dir="ltr">
          {subscriber.email}
        </a>
      </td>
      <td>
        <span lang={language.code} dir={language.dir}>
          {language.name}
        </span>
      </td>
      <td>
        <span className={`${styles.statusBadge} ${subscriber.status === 'confirmed' ? styles.confirmed : styles.pending}`}>{t(STATUS_KEYS[subscriber.status])}</span>
      </td>
      <td className={styles.dateCell}>
        <time dateTime={subscriber.requestedAt}>{format.dateTime(subscriber.requestedAt)}</time>
      </td>
      <td className={styles.dateCell}>
        {subscriber.confirmedAt ? (
          <time dateTime={subscriber.confirmedAt}>{format.dateTime(subscriber.confirmedAt)}</time>
        ) : (
          <span className={styles.muted}>{t('adminSubscribers.table.notConfirmed')}</span>
        )}
      </td>
      <td>
        <DeleteSubscriberDialog subscriber={subscriber} onDeleted={onDeleted} />
      </td>
    </tr>
  );
}

interface SubscribersTableProps {
  subscribers: NewsletterSubscriberDto[];
  focusOnMount: boolean;
}

/** One page of subscribers as a table that scrolls sideways on phones. */
export function SubscribersTable({ subscribers, focusOnMount }: SubscribersTableProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    // After signing in the form is gone; continue from the table's heading.
    if (focusOnMount) headingRef.current?.focus();
  }, [focusOnMount]);

  return (
    <>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.tableTitle}>
        {t('adminSubscribers.table.title')}
      </h2>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard to scroll it (WCAG 2.1.1) */}
      <div className={styles.scroll} role="region" aria-labelledby={headingId} tabIndex={0}>
        <table className={styles.table} aria-labelledby={headingId}>
          <thead>
            <tr>
              <th scope="col">{t('adminSubscribers.table.email')}</th>
              <th scope="col">{t('adminSubscribers.table.language')}</th>
              <th scope="col">{t('adminSubscribers.table.status')}</th>
              <th scope="col">{t('adminSubscribers.table.requested')}</th>
              <th scope="col">{t('adminSubscribers.table.confirmed')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('adminSubscribers.table.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {subscribers.map((subscriber) => (
              <SubscriberRow key={subscriber.id} subscriber={subscriber} onDeleted={() => headingRef.current?.focus()} />
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
