import type { DefaultJobOptions } from 'bullmq';
import { Redis, type RedisOptions } from 'ioredis';
import { SUPPORTED_LANGUAGES, type LanguageCode } from './languages';

export const LEAD_NOTIFICATION_QUEUE = 'lead-notifications';
export const LEAD_NOTIFICATION_JOB = 'notify-staff';

/** What the backend puts on the queue for each stored lead. The job id is the lead id. */
export interface LeadNotificationJob {
  leadId: string;
  /** Language the staff mail is written in (the staff's, not the visitor's). */
  locale: LanguageCode;
}

/** Attempts = 1 + 7 retries, 5 s doubling with jitter (about 10 minutes in all); done/failed jobs capped, failed kept longer to inspect. */
export const LEAD_NOTIFICATION_JOB_OPTIONS: DefaultJobOptions = {
  attempts: 8,
  backoff: { type: 'exponential', delay: 5_000, jitter: 0.5 },
  removeOnComplete: { age: 7 * 24 * 3600, count: 1_000 },
  removeOnFail: { age: 30 * 24 * 3600, count: 10_000 },
};

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

/**
 * BullMQ needs one connection per Queue, Worker and QueueEvents, built here so that the ioredis
 * instance is the one bullmq sees (TOOLCHAIN.md: options alone fail across workspaces).
 * `overrides` lets a producer fail fast while Redis is down (e.g. `enableOfflineQueue: false`).
 */
export function createBullConnection(redisUrl: string, connectionName: string, overrides: RedisOptions = {}): Redis {
  return new Redis(redisUrl, { maxRetriesPerRequest: null, connectionName, lazyConnect: false, ...overrides });
}
