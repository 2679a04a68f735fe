/**
 * A lead's notification status, derived in one place for the list, its filter, the export and the
 * detail: `sent` once the mail server accepted the staff mail, `failed` when the fast retries ran out
 * (and staff have not sent it again), `waiting` otherwise.
 */
export const NOTIFICATION_STATUSES = ['sent', 'waiting', 'failed'] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

export function notificationStatus(lead: { notifiedAt: Date | string | null; notifyFailedAt: Date | string | null }): NotificationStatus {
  if (lead.notifiedAt !== null) return 'sent';
  return lead.notifyFailedAt !== null ? 'failed' : 'waiting';
}

/** The same rule as SQL, for filtering on table `interest_leads` (no parameters: safe to splice). */
export const NOTIFICATION_STATUS_SQL: Record<NotificationStatus, string> = {
  sent: 'notified_at IS NOT NULL',
  failed: 'notified_at IS NULL AND notify_failed_at IS NOT NULL',
  waiting: 'notified_at IS NULL AND notify_failed_at IS NULL',
};
