import { NEWSLETTER_MAIL_QUEUE, type NewsletterMailJob } from '@rebound/shared/node';
import { Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Logger } from './logger';
import type { NewsletterMailOutcome, NewsletterMailProcessor } from './newsletter-mail.processor';

export interface NewsletterMailWorkerOptions {
  connection: Redis;
  processor: NewsletterMailProcessor;
  concurrency: number;
  logger: Logger;
  /** BullMQ key prefix; only tests change it, to keep parallel runs apart. */
  prefix?: string;
}

/** The BullMQ consumer of the newsletter-mails queue, logging each job's end (never an address or a token). */
export function createNewsletterMailWorker(options: NewsletterMailWorkerOptions): Worker<NewsletterMailJob, NewsletterMailOutcome> {
  const { connection, processor, concurrency, logger, prefix } = options;
  const worker = new Worker<NewsletterMailJob, NewsletterMailOutcome>(NEWSLETTER_MAIL_QUEUE, (job) => processor.process(job), {
    connection,
    concurrency,
    ...(prefix ? { prefix } : {}),
  });
  worker.on('completed', (job, result) => {
    logger.info(
      { jobId: job.id, subscriptionId: job.data.subscriptionId, attempt: job.attemptsMade, outcome: result.outcome },
      'newsletter mail job completed',
    );
  });
  worker.on('failed', (job, error) => {
    if (!job) {
      logger.error({ err: error }, 'newsletter mail job failed');
      return;
    }
    const attemptsAllowed = job.opts.attempts ?? 1;
    const willRetry = job.attemptsMade < attemptsAllowed && error.name !== 'UnrecoverableError';
    const details = {
      jobId: job.id,
      subscriptionId: job.data?.subscriptionId,
      attempt: job.attemptsMade,
      attemptsAllowed,
      willRetry,
      err: { type: error.name, message: error.message },
    };
    if (willRetry) logger.warn(details, 'newsletter mail job failed, will retry');
    else logger.error(details, 'newsletter mail job failed for good; it stays in the failed list');
  });
  // Connection trouble: BullMQ retries by itself; log each distinct error once, not on every retry.
  let lastError: string | undefined;
  worker.on('error', (error) => {
    if (error.message === lastError) return;
    lastError = error.message;
    logger.error({ err: error }, 'newsletter mail worker error');
  });
  connection.on('ready', () => (lastError = undefined));
  return worker;
}
