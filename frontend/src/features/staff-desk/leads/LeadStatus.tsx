import type { NotificationStatus } from '@rebound/shared';
import { Clock, type LucideIcon, MailCheck, MailX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styles from './LeadStatus.module.css';

const ICONS: Record<NotificationStatus, LucideIcon> = { sent: MailCheck, waiting: Clock, failed: MailX };

/** The staff mail's status as a word and an icon (never colour alone). */
export function LeadStatus({ status }: { status: NotificationStatus }) {
  const { t } = useTranslation();
  const Icon = ICONS[status];
  return (
    <span className={`${styles.status} ${styles[status]}`}>
      <Icon aria-hidden="true" size={16} />
      {t(`adminLeads.status.${status}`)}
    </span>
  );
}
