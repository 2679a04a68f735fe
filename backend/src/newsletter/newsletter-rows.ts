import type { LanguageCode, NewsletterStatus, NewsletterSubscriberDto } from '@rebound/shared';

/** One subscription as the staff's queries select it (SUBSCRIBER_COLUMNS). */
export interface SubscriberRow {
  id: string;
  email: string;
  language: LanguageCode;
  status: NewsletterStatus;
  requested_at: Date;
  confirmed_at: Date | null;
  /** requested_at to the microsecond in UTC, for the keyset cursor (a JavaScript Date keeps milliseconds only). */
  requested_at_key: string;
}

export const SUBSCRIBER_COLUMNS = `id, email, language, status, requested_at, confirmed_at,
  to_char(requested_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS requested_at_key`;

/** Newest request first; id breaks ties. Matches newsletter_subscriptions_requested_at_id_idx. */
export const SUBSCRIBER_ORDER = 'ORDER BY requested_at DESC, id DESC';

export function toSubscriberDto(row: SubscriberRow): NewsletterSubscriberDto {
  return {
    id: row.id,
    email: row.email,
    language: row.language,
    status: row.status,
    requestedAt: row.requested_at.toISOString(),
    confirmedAt: row.confirmed_at?.toISOString() ?? null,
  };
}

/** One CSV record, keyed by NEWSLETTER_CSV_COLUMNS. */
export function toSubscriberCsvRecord(subscriber: NewsletterSubscriberDto): Record<string, string> {
  return {
    id: subscriber.id,
    email: subscriber.email,
    language: subscriber.language,
    status: subscriber.status,
    requested_at: subscriber.requestedAt,
    confirmed_at: subscriber.confirmedAt ?? '',
  };
}
