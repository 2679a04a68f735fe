import type { DefaultJobOptions, Queue } from 'bullmq';
import type { LanguageCode } from '../languages';

export const LEAD_NOTIFICATION_QUEUE = 'lead-notifications';
export const LEAD_NOTIFICATION_JOB = 'notify-staff';

/** What the backend puts on the queue for each stored lead. The job id is the lead id. */
export interface LeadNotificationJob {
  leadId: string;
  /** Language the staff mail is written in (the staff's, not the visitor's). */
  locale: LanguageCode;
}

/**
 * Attempts = 1 + 7 retries, 5 s doubling with jitter (about 10 minutes in all); done jobs capped. A
 * failed job is kept (visible in health and Redis) until the slow retries below get its mail sent.
 */
export const LEAD_NOTIFICATION_JOB_OPTIONS: DefaultJobOptions = {
  attempts: 8,
  backoff: { type: 'exponential', delay: 5_000, jitter: 0.5 },
  removeOnComplete: { age: 7 * 24 * 3600, count: 1_000 },
  removeOnFail: false,
};

/** After the fast retries, a failed notification gets one more attempt this often, until it is sent: no mail is given up. */
export const LEAD_NOTIFICATION_SLOW_RETRY_MS = 60 * 60_000;

/** What the backend's sweep found for one lead still without its mail. */
export type LeadJobPresence = 'absent' | 'present' | 'retried';

/**
 * The slow retry: a lead's job that failed at least `slowRetryMs` ago goes back to the queue for one
 * more attempt (and fails again, to wait another `slowRetryMs`, while the mail server still refuses).
 */
export async function retryFailedNotification(
  queue: Queue,
  leadId: string,
  slowRetryMs: number,
  nowMs = Date.now(),
): Promise<LeadJobPresence> {
  const job = await queue.getJob(leadId);
  if (!job) return 'absent';
  if ((await job.getState()) !== 'failed' || nowMs - (job.finishedOn ?? 0) < slowRetryMs) return 'present';
  await job.retry('failed');
  return 'retried';
}

/**
 * Removes the notification jobs of these leads (job id = lead id) in whatever state they are, so
 * an erased or expired lead leaves nothing in Redis. Returns how many jobs were there and went.
 * A job a worker holds right now cannot be removed: it finds its lead gone, ends as skipped and
 * leaves with the completed jobs' retention.
 */
export async function removeLeadJobs(queue: Queue, leadIds: readonly string[]): Promise<number> {
  let removed = 0;
  for (const leadId of leadIds) {
    // remove() answers 1 for a job that is not there as well: only jobs that exist are counted.
    if (await queue.getJob(leadId)) removed += await queue.remove(leadId);
  }
  return removed;
}
