import { LEAD_NOTIFICATION_QUEUE, type LeadNotificationJob } from '@rebound/shared/node';
import { Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import type { LeadNotificationOutcome, LeadNotificationProcessor } from './lead-notification.processor';
import type { Logger } from './logger';

export interface LeadNotificationWorkerOptions {
  connection: Redis;
  processor: LeadNotificationProcessor;
  concurrency: number;
  logger: Logger;
  /** BullMQ key prefix; only tests change it, to keep parallel runs apart. */
  prefix?: string;
}

/** The BullMQ consumer of the lead notification queue, logging each job's end (never the lead's message). */
export function createLeadNotificationWorker(options: LeadNotificationWorkerOptions): Worker<LeadNotificationJob, LeadNotificationOutcome> {
  const { connection, processor, concurrency, logger, prefix } = options;
  const worker = new Worker<LeadNotificationJob, LeadNotificationOutcome>(LEAD_NOTIFICATION_QUEUE, (job) => processor.process(job), {
    connection,
    concurrency,
    ...(prefix ? { prefix } : {}),
  });

  worker.on('completed', (job, result) => {
    logger.info(
      { jobId: job.id, leadId: job.data.leadId, attempt: job.attemptsMade, outcome: result.outcome },
      'lead notification job completed',
    );
  });
  worker.on('failed', (job, error) => {
    if (!job) {
      logger.error({ err: error }, 'lead notification job failed');
      return;
    }
    const attemptsAllowed = job.opts.attempts ?? 1;
    const willRetry = job.attemptsMade < attemptsAllowed && error.name !== 'UnrecoverableError';
    const details = {
      jobId: job.id,
      leadId: job.data?.leadId,
      attempt: job.attemptsMade,
      attemptsAllowed,
      willRetry,
      err: { type: error.name, message: error.message },
    };
    if (willRetry) logger.warn(details, 'lead notification job failed, will retry');
    else logger.error(details, 'lead notification job failed for good; it stays in the failed list');
  });
  // Connection trouble: BullMQ retries by itself every few hundred ms; log each distinct error once, not on every retry.
  let lastError: string | undefined;
  worker.on('error', (error) => {
    if (error.message === lastError) return;
    lastError = error.message;
    logger.error({ err: error }, 'lead notification worker error');
  });
  connection.on('ready', () => (lastError = undefined));
  return worker;
}
