import { type LeadDetailDto, notificationStatus } from '@rebound/shared';

/** One lead as the desk's queries select it (LEAD_COLUMNS). */
export interface LeadRow {
  id: string;
  name: string;
  email: string;
  message: string | null;
  created_at: Date;
  notified_at: Date | null;
  notify_attempts: number;
  notify_last_error: string | null;
  notify_failed_at: Date | null;
  /** created_at to the microsecond in UTC, for the keyset cursor (a JavaScript Date keeps milliseconds only). */
  created_at_key: string;
}

export const LEAD_COLUMNS = `id, name, email, message, created_at, notified_at, notify_attempts, notify_last_error, notify_failed_at,
  to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS created_at_key`;

export function toLeadDetailDto(row: LeadRow): LeadDetailDto {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    message: row.message,
    createdAt: row.created_at.toISOString(),
    notifiedAt: row.notified_at?.toISOString() ?? null,
    notificationStatus: notificationStatus({ notifiedAt: row.notified_at, notifyFailedAt: row.notify_failed_at }),
    notification: {
      attempts: row.notify_attempts,
      lastError: row.notify_last_error,
      failedAt: row.notify_failed_at?.toISOString() ?? null,
    },
  };
}
