import {
  createBullConnection,
  LEAD_NOTIFICATION_JOB,
  LEAD_NOTIFICATION_JOB_OPTIONS,
  LEAD_NOTIFICATION_QUEUE,
  type LeadNotificationJob,
} from '@rebound/shared/node';
import { type JobsOptions, Queue } from 'bullmq';
import type { LeadNotificationJobHandle, LeadNotificationOutcome } from '../lead-notification.processor';
import { TEST_REDIS_URL, uniqueQueuePrefix } from './test-environment';

/** The lead notification queue under a prefix of its own, used the way the backend uses it. */
export class TestLeadQueue {
  readonly prefix = uniqueQueuePrefix();
  readonly queue: Queue<LeadNotificationJob, LeadNotificationOutcome>;
  readonly connection = createBullConnection(TEST_REDIS_URL, 'rebound-worker-test-producer');

  constructor() {
    this.queue = new Queue<LeadNotificationJob, LeadNotificationOutcome>(LEAD_NOTIFICATION_QUEUE, {
      connection: this.connection,
      prefix: this.prefix,
    });
  }

  /** Adds a job exactly as the backend does (job id = lead id), with optional overrides for tests. */
  async add(data: LeadNotificationJob, overrides: JobsOptions = {}): Promise<LeadNotificationJobHandle> {
    return (await this.queue.add(LEAD_NOTIFICATION_JOB, data, {
      ...LEAD_NOTIFICATION_JOB_OPTIONS,
      jobId: data.leadId,
      ...overrides,
    })) as LeadNotificationJobHandle;
  }

  /** Removes every key of this run's queue and closes the connection. */
  async destroy(): Promise<void> {
    await this.queue.obliterate({ force: true });
    await this.queue.close();
    this.connection.disconnect();
  }
}
