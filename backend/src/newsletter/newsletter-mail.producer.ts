import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import {
  NEWSLETTER_MAIL_JOB,
  NEWSLETTER_MAIL_JOB_OPTIONS,
  NEWSLETTER_MAIL_QUEUE,
  type NewsletterMailJob,
  newsletterMailJobId,
  withTimeout,
} from '@rebound/shared/node';
import type { Queue } from 'bullmq';
import { LEAD_ENQUEUE_TIMEOUT_MS } from '../lead-queue/lead-queue.constants';

/** Puts one confirmation-mail job per mail request on the BullMQ queue the worker consumes. */
@Injectable()
export class NewsletterMailProducer {
  constructor(@InjectQueue(NEWSLETTER_MAIL_QUEUE) private readonly queue: Queue<NewsletterMailJob>) {
    // Connection trouble is logged by the shared queue connection; an unheard 'error' would only add noise.
    this.queue.on('error', () => undefined);
  }

  /**
   * Queues the confirmation mail of one mail request. The job id names the subscription and the
   * request's instant, so adding it again (sweep, other replica) is a no-op while the job exists.
   */
  async enqueue(subscriptionId: string, mailRequestedAt: Date): Promise<void> {
    const job: NewsletterMailJob = { subscriptionId };
    await withTimeout(
      this.queue.add(NEWSLETTER_MAIL_JOB, job, {
        ...NEWSLETTER_MAIL_JOB_OPTIONS,
        jobId: newsletterMailJobId(subscriptionId, mailRequestedAt),
      }),
      LEAD_ENQUEUE_TIMEOUT_MS,
      `Redis did not accept the job within ${LEAD_ENQUEUE_TIMEOUT_MS} ms`,
    );
  }
}
