import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import {
  Environment,
  LEAD_NOTIFICATION_JOB,
  LEAD_NOTIFICATION_JOB_OPTIONS,
  LEAD_NOTIFICATION_QUEUE,
  type LeadJobPresence,
  type LeadNotificationJob,
  removeLeadJobs,
  retryFailedNotification,
  withTimeout,
} from '@rebound/shared/node';
import type { Queue } from 'bullmq';
import { LEAD_ENQUEUE_TIMEOUT_MS } from './lead-queue.constants';

export interface LeadNotificationCounts {
  waiting: number;
  active: number;
  delayed: number;
  failed: number;
}

/** Puts one staff-notification job per lead on the BullMQ queue the worker consumes. */
@Injectable()
export class LeadNotificationProducer {
  constructor(
    private readonly environment: Environment,
    @InjectQueue(LEAD_NOTIFICATION_QUEUE) private readonly queue: Queue<LeadNotificationJob>,
  ) {
    // Connection trouble is logged by the shared queue connection; an unheard 'error' would only add noise.
    this.queue.on('error', () => undefined);
  }

  /**
   * Queues the lead's notification. The job id is the lead id, so queueing a lead again (sweep, other
   * replica) is a no-op while its job exists. Rejects when Redis does not accept it within the timeout.
   */
  async enqueue(leadId: string): Promise<void> {
    const job: LeadNotificationJob = { leadId, locale: this.environment.LEAD_NOTIFY_LOCALE };
    await withTimeout(
      this.queue.add(LEAD_NOTIFICATION_JOB, job, { ...LEAD_NOTIFICATION_JOB_OPTIONS, jobId: leadId }),
      LEAD_ENQUEUE_TIMEOUT_MS,
      `Redis did not accept the job within ${LEAD_ENQUEUE_TIMEOUT_MS} ms`,
    );
  }

  /**
   * Send again: a lead's job that ended (failed, or completed as skipped) is replaced by a fresh one
   * with all its retries; a job still waiting or running is left as it is.
   */
  async requeue(leadId: string): Promise<void> {
    await withTimeout(
      (async () => {
        const job = await this.queue.getJob(leadId);
        if (job) {
          const state = await job.getState();
          if (state !== 'failed' && state !== 'completed' && state !== 'unknown') return;
          await job.remove();
        }
        const data: LeadNotificationJob = { leadId, locale: this.environment.LEAD_NOTIFY_LOCALE };
        await this.queue.add(LEAD_NOTIFICATION_JOB, data, { ...LEAD_NOTIFICATION_JOB_OPTIONS, jobId: leadId });
      })(),
      LEAD_ENQUEUE_TIMEOUT_MS,
      `Redis did not answer within ${LEAD_ENQUEUE_TIMEOUT_MS} ms`,
    );
  }

  /** Removes these leads' jobs in any state (erasure); rejects when Redis does not answer. */
  async removeJobs(leadIds: readonly string[]): Promise<number> {
    if (leadIds.length === 0) return 0;
    return withTimeout(
      removeLeadJobs(this.queue, leadIds),
      LEAD_ENQUEUE_TIMEOUT_MS + leadIds.length * 20,
      'Redis did not remove the jobs in time',
    );
  }

  /** Whether the lead's job is still in Redis; a failed one idle for `slowRetryMs` is sent back to the queue ('retried'). */
  async retryIfFailedLongAgo(leadId: string, slowRetryMs: number): Promise<LeadJobPresence> {
    return withTimeout(
      retryFailedNotification(this.queue, leadId, slowRetryMs),
      LEAD_ENQUEUE_TIMEOUT_MS,
      `Redis did not answer within ${LEAD_ENQUEUE_TIMEOUT_MS} ms`,
    );
  }

  async counts(timeoutMs: number): Promise<LeadNotificationCounts> {
    const counts = await withTimeout(
      this.queue.getJobCounts('waiting', 'active', 'delayed', 'failed'),
      timeoutMs,
      `Redis did not answer within ${timeoutMs} ms`,
    );
    return { waiting: counts.waiting ?? 0, active: counts.active ?? 0, delayed: counts.delayed ?? 0, failed: counts.failed ?? 0 };
  }
}
