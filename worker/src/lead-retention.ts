import { removeLeadJobs } from '@rebound/shared/node';
import type { Queue } from 'bullmq';
import type { DataSource } from 'typeorm';

/** Leads deleted per statement: short transactions, and the jobs of each batch removed right after. */
export const RETENTION_BATCH_SIZE = 1_000;

export interface RetentionResult {
  /** Leads deleted from PostgreSQL. */
  deleted: number;
  /** Their notification jobs that were still in Redis and went too. */
  jobsRemoved: number;
}

/**
 * Deletes every lead older than `retentionDays`, oldest first, a batch at a time. Each batch's jobs
 * go first (Redis down: the run fails with nothing deleted and BullMQ retries it), then the rows,
 * then the jobs once more, in case the backend's sweep queued one of them in between.
 */
export async function deleteExpiredLeads(
  dataSource: DataSource,
  notificationQueue: Queue,
  retentionDays: number,
  batchSize = RETENTION_BATCH_SIZE,
): Promise<RetentionResult> {
  const result: RetentionResult = { deleted: 0, jobsRemoved: 0 };
  for (;;) {
    const expired: Array<{ id: string }> = await dataSource.query(
      `SELECT id FROM interest_leads WHERE created_at < now() - make_interval(days => $1) ORDER BY created_at, id LIMIT $2`,
      [retentionDays, batchSize],
    );
    if (expired.length === 0) return result;
    const ids = expired.map((row) => row.id);
    result.jobsRemoved += await removeLeadJobs(notificationQueue, ids);
    const [deletedRows]: [Array<{ id: string }>, number] = await dataSource.query(
      `DELETE FROM interest_leads WHERE id = ANY($1::uuid[]) AND created_at < now() - make_interval(days => $2) RETURNING id`,
      [ids, retentionDays],
    );
    result.deleted += deletedRows.length;
    result.jobsRemoved += await removeLeadJobs(
      notificationQueue,
      deletedRows.map((row) => row.id),
    );
    if (expired.length < batchSize) return result;
  }
}
