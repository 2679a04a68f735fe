/**
 * How long a lead is kept (issue 9): one source for the backend's and worker's environment check,
 * the worker's daily deletion and the privacy page, which the frontend builds from the same setting.
 * Pure constants: the frontend imports this file.
 */

/** LEAD_RETENTION_DAYS when unset: two years. */
export const DEFAULT_LEAD_RETENTION_DAYS = 730;
export const MIN_LEAD_RETENTION_DAYS = 1;
/** A hundred years: anything longer is a typing error, not a policy. */
export const MAX_LEAD_RETENTION_DAYS = 36_500;

/** The queue of the worker's housekeeping jobs (kept apart from the notification queue and its failed count). */
export const LEAD_MAINTENANCE_QUEUE = 'lead-maintenance';
export const LEAD_RETENTION_JOB = 'delete-expired-leads';
/** The job scheduler's id: upserting it again (every worker start, every replica) keeps one schedule. */
export const LEAD_RETENTION_SCHEDULER_ID = 'lead-retention-daily';
/** Once a day at 03:17 UTC, a quiet hour away from the full hour other cron jobs favour. */
export const LEAD_RETENTION_CRON = '17 3 * * *';
