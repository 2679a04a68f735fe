import type { Queue } from 'bullmq';

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
