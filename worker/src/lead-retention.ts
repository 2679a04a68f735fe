import { LEAD_MAINTENANCE_QUEUE, LEAD_RETENTION_CRON, LEAD_RETENTION_JOB, LEAD_RETENTION_SCHEDULER_ID } from '@rebound/shared';
import { removeLeadJobs } from '@rebound/shared/node';
import { type Job, Queue, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import type { DataSource } from 'typeorm';
import type { Logger } from './logger';
import { deleteExpiredSubscriptions, deleteExpiredTokens } from './newsletter-retention';

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

export interface LeadRetentionOptions {
  dataSource: DataSource;
  notificationQueue: Queue;
  retentionDays: number;
  /** One connection each for the scheduling queue and the consuming worker (BullMQ needs them apart). */
  queueConnection: Redis;
  workerConnection: Redis;
  logger: Logger;
  prefix?: string;
}

/**
 * The daily deletion: a BullMQ job scheduler (upserted at every start, so however many workers run
 * there is one schedule, and a changed time replaces the old one) and the worker that runs it: expired
 * leads, then expired pending newsletter subscriptions. Logs how many went, never which.
 */
export function startLeadRetention(options: LeadRetentionOptions): { queue: Queue; worker: Worker; ready: Promise<void> } {
  const { dataSource, notificationQueue, retentionDays, logger, prefix } = options;
  const queueOptions = prefix ? { prefix } : {};
  // Queue and worker exist at once, so whoever stops the process can close them even while Redis keeps `ready` waiting.
  const queue = new Queue(LEAD_MAINTENANCE_QUEUE, { connection: options.queueConnection, ...queueOptions });
  queue.on('error', () => undefined); // connection trouble is logged by the runtime's Redis watch
  const worker = new Worker(
    LEAD_MAINTENANCE_QUEUE,
    async (job: Job) => {
      if (job.name !== LEAD_RETENTION_JOB) throw new Error(`unknown maintenance job ${job.name}`);
      const result = await deleteExpiredLeads(dataSource, notificationQueue, retentionDays);
      logger.info({ jobId: job.id, retentionDays, ...result }, 'expired leads deleted');
      // The same daily run: newsletter subscriptions that were never confirmed and no longer can be.
      const subscriptionsDeleted = await deleteExpiredSubscriptions(dataSource);
      const tokensDeleted = await deleteExpiredTokens(dataSource);
      logger.info(
        { jobId: job.id, deleted: subscriptionsDeleted, expiredTokensDeleted: tokensDeleted },
        'expired newsletter subscriptions deleted',
      );
      return { ...result, subscriptionsDeleted, tokensDeleted };
    },
    { connection: options.workerConnection, concurrency: 1, ...queueOptions },
  );
  worker.on('failed', (job, error) =>
    logger.error({ jobId: job?.id, err: { type: error.name, message: error.message } }, 'deleting expired leads failed'),
  );
  let lastError: string | undefined;
  worker.on('error', (error) => {
    // Connection trouble repeats on every reconnect: each distinct error once.
    if (error.message !== lastError) logger.warn({ reason: error.message }, 'lead retention worker error');
    lastError = error.message;
  });
  const ready = (async () => {
    await queue.upsertJobScheduler(
      LEAD_RETENTION_SCHEDULER_ID,
      { pattern: LEAD_RETENTION_CRON, tz: 'UTC' },
      {
        name: LEAD_RETENTION_JOB,
        data: {},
        opts: {
          attempts: 3,
          backoff: { type: 'exponential', delay: 60_000 },
          removeOnComplete: { count: 30 },
          removeOnFail: { count: 30 },
        },
      },
    );
    await worker.waitUntilReady();
    logger.info({ retentionDays, schedule: LEAD_RETENTION_CRON, timeZone: 'UTC' }, 'lead retention scheduled');
  })();
  return { queue, worker, ready };
}
