import type { NewsletterSubscriberDto } from '@rebound/shared';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { languageOption } from '../../../i18n/languages';
import { AdminTable, DateCell, EmailCell } from '../AdminTable';
import styles from './AdminSubscribersPage.module.css';
import { DeleteSubscriberDialog } from './DeleteSubscriberDialog';

const STATUS_KEYS = { pending: 'adminSubscribers.status.pending', confirmed: 'adminSubscribers.status.confirmed' } as const;

function SubscriberRow({ subscriber, onDeleted }: { subscriber: NewsletterSubscriberDto; onDeleted: () => void }) {
  const { t } = useTranslation();
  const language = languageOption(subscriber.language);
  return (
    <tr>
      <EmailCell email={subscriber.email} />
      <td>
        <span lang={language.code} dir={language.dir}>
          {language.name}
        </span>
      </td>
      <td>
        <span className={`${styles.statusBadge} ${subscriber.status === 'confirmed' ? styles.confirmed : styles.pending}`}>
          {t(STATUS_KEYS[subscriber.status])}
        </span>
      </td>
      <DateCell value={subscriber.requestedAt} />
      <DateCell value={subscriber.confirmedAt} fallback={t('adminSubscribers.table.notConfirmed')} />
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
  const headingRef = useRef<HTMLHeadingElement>(null);
  const columns = [
    t('adminSubscribers.table.email'),
    t('adminSubscribers.table.language'),
    t('adminSubscribers.table.status'),
    t('adminSubscribers.table.requested'),
    t('adminSubscribers.table.confirmed'),
    <span key="actions" className="visually-hidden">
      {t('adminSubscribers.table.actions')}
    </span>,
  ];

  return (
    <AdminTable
      title={t('adminSubscribers.table.title')}
      columns={columns}
      focusOnMount={focusOnMount}
      headingRef={headingRef}
      cellAlign="middle"
    >
      {subscribers.map((subscriber) => (
        // The deleted row's button is gone: focus continues from the table's heading.
        <SubscriberRow key={subscriber.id} subscriber={subscriber} onDeleted={() => headingRef.current?.focus()} />
      ))}
    </AdminTable>
  );
}
