import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import {
  NEWSLETTER_POST_BATCH_SIZE,
  NEWSLETTER_POST_JOB,
  NEWSLETTER_POST_JOB_OPTIONS,
  NEWSLETTER_POST_QUEUE,
  type NewsletterPostJob,
  newsletterPostJobId,
  withTimeout,
} from '@rebound/shared/node';
import type { Queue } from 'bullmq';
import { LEAD_ENQUEUE_TIMEOUT_MS } from '../lead-queue/lead-queue.constants';

/** Puts a send's batch jobs on the queue; each job claims its recipients from PostgreSQL when it runs. */
@Injectable()
export class NewsletterSendProducer {
  constructor(@InjectQueue(NEWSLETTER_POST_QUEUE) private readonly queue: Queue<NewsletterPostJob>) {
    // Connection trouble is logged by the shared queue connection; an unheard 'error' would only add noise.
    this.queue.on('error', () => undefined);
  }

  /** One job per batch of `recipients`; `round` 0 is the start, the sweep passes its own. */
  async enqueue(sendId: string, recipients: number, round: number): Promise<void> {
    const batches = Math.ceil(recipients / NEWSLETTER_POST_BATCH_SIZE);
    if (batches === 0) return;
    const jobs = Array.from({ length: batches }, (_, batch) => ({
      name: NEWSLETTER_POST_JOB,
      data: { sendId },
      opts: { ...NEWSLETTER_POST_JOB_OPTIONS, jobId: newsletterPostJobId(sendId, round, batch) },
    }));
    await withTimeout(
      this.queue.addBulk(jobs),
      LEAD_ENQUEUE_TIMEOUT_MS,
      `Redis did not accept the jobs within ${LEAD_ENQUEUE_TIMEOUT_MS} ms`,
    );
  }

  /** Jobs waiting, delayed or running: while there are any, the sweep leaves the sends alone. */
  async pendingJobs(): Promise<number> {
    const counts = await withTimeout(
      this.queue.getJobCounts('waiting', 'delayed', 'active', 'prioritized', 'waiting-children'),
      LEAD_ENQUEUE_TIMEOUT_MS,
      `Redis did not answer within ${LEAD_ENQUEUE_TIMEOUT_MS} ms`,
    );
    return Object.values(counts).reduce((sum, count) => sum + count, 0);
  }
}
