import { NEWSLETTER_CONFIRM_TTL_DAYS, NEWSLETTER_EXPIRED_AUDIT_EVENT, NEWSLETTER_UNSENT_MAIL_MARGIN_DAYS } from '@rebound/shared';
import type { DataSource } from 'typeorm';

/** Subscriptions deleted per statement: short transactions whatever the size of the backlog. */
export const NEWSLETTER_RETENTION_BATCH_SIZE = 1_000;

/**
 * A pending subscription nobody can confirm any more: its last mail's link expired and no newer mail
 * is waiting, or a mail was asked for longer ago than the link's lifetime plus a margin and never
 * sent (nor any earlier link still valid). A confirmed subscription is kept until its owner leaves.
 */
const EXPIRED_PENDING = `status = 'pending' AND (
    (NOT confirm_mail_pending AND confirm_expires_at < now())
    OR (coalesce(last_mail_requested_at, requested_at) < now() - make_interval(days => $1)
        AND coalesce(confirm_expires_at, '-infinity') < now()))`;

/**
 * Deletes every pending subscription whose confirmation can no longer happen, a batch at a time. Each
 * batch writes its audit row (the count only, never an address) in the same statement, so the audit
 * log holds exactly what went even when a run stops half-way. Returns how many were deleted.
 */
export async function deleteExpiredSubscriptions(dataSource: DataSource, batchSize = NEWSLETTER_RETENTION_BATCH_SIZE): Promise<number> {
  let deleted = 0;
  for (;;) {
    const [{ count }]: Array<{ count: number }> = await dataSource.query(
      `WITH gone AS (
         DELETE FROM newsletter_subscriptions
          WHERE id IN (SELECT id FROM newsletter_subscriptions WHERE ${EXPIRED_PENDING} ORDER BY requested_at, id LIMIT $2)
            AND ${EXPIRED_PENDING}
          RETURNING id),
       audited AS (
         INSERT INTO admin_audit_events (event, record_count) SELECT $3, count(*) FROM gone HAVING count(*) > 0)
       SELECT count(*)::int AS count FROM gone`,
      [NEWSLETTER_CONFIRM_TTL_DAYS + NEWSLETTER_UNSENT_MAIL_MARGIN_DAYS, batchSize, NEWSLETTER_EXPIRED_AUDIT_EVENT],
    );
    deleted += count;
    if (count < batchSize) return deleted;
  }
}

/**
 * Deletes confirmation tokens past their expiry (they would only ever answer "invalid" again).
 * Unsubscribe tokens have no expiry: they go with their subscription.
 */
export async function deleteExpiredTokens(dataSource: DataSource): Promise<number> {
  const [, deleted]: [unknown[], number] = await dataSource.query(`DELETE FROM newsletter_tokens WHERE expires_at < now()`);
  return deleted;
}
