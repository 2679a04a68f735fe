import type { DefaultJobOptions } from 'bullmq';

export const NEWSLETTER_POST_QUEUE = 'newsletter-post';
export const NEWSLETTER_POST_JOB = 'send-batch';

/** How many recipients one job claims and mails. */
export const NEWSLETTER_POST_BATCH_SIZE = 50;

/** A claim lapses after this long without the job marking its recipients, so a lost job's recipients are claimed again. */
export const NEWSLETTER_POST_CLAIM_SECONDS = 600;

/** Attempts a recipient gets on passing SMTP failures (4xx, lost connection) before it is marked failed. */
export const NEWSLETTER_POST_MAX_ATTEMPTS = 3;

/** A job is a batch of one send: it claims the next queued recipients itself, so it names no subscriber. */
export interface NewsletterPostJob {
  sendId: string;
}

/** The batch's job id: `<sendId>-<round>-<n>`; a round is the start (0) or one pass of the sweep (its time in ms). */
export function newsletterPostJobId(sendId: string, round: number, batch: number): string {
  return `${sendId}-${round}-${batch}`;
}

/** Attempts = 1 + 5 retries, 5 s doubling with jitter; a batch that keeps failing stays failed, visible. */
export const NEWSLETTER_POST_JOB_OPTIONS: DefaultJobOptions = {
  attempts: 6,
  backoff: { type: 'exponential', delay: 5_000, jitter: 0.5 },
  removeOnComplete: { age: 7 * 24 * 3600, count: 5_000 },
  removeOnFail: { age: 30 * 24 * 3600 },
};

/** The public address of a post's language version: `<PUBLIC_URL>/<lng>/blog/<slug>`. */
export function newsletterPostUrl(publicUrl: string, language: string, postId: string): string {
  return `${publicUrl}/${language}/blog/${encodeURIComponent(postId)}`;
}
