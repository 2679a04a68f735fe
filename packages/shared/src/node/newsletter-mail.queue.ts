import { createHash } from 'node:crypto';
import type { DefaultJobOptions } from 'bullmq';
import type { LanguageCode } from '../languages';

export const NEWSLETTER_MAIL_QUEUE = 'newsletter-mails';
export const NEWSLETTER_MAIL_JOB = 'confirm-subscription';

/** What the backend puts on the queue for each confirmation mail: the id only, so no address rests in Redis. */
export interface NewsletterMailJob {
  subscriptionId: string;
}

/**
 * One job per mail request: the subscription and the instant it asked for a mail, so the sweep (or a
 * second replica) adding it again is a no-op, while a later request that may send another mail gets a new job.
 */
export function newsletterMailJobId(subscriptionId: string, mailRequestedAt: Date): string {
  return `${subscriptionId}-${mailRequestedAt.getTime()}`;
}

/** Attempts = 1 + 5 retries, 5 s doubling with jitter (about 5 minutes in all); a job that keeps failing stays failed, visible. */
export const NEWSLETTER_MAIL_JOB_OPTIONS: DefaultJobOptions = {
  attempts: 6,
  backoff: { type: 'exponential', delay: 5_000, jitter: 0.5 },
  removeOnComplete: { age: 7 * 24 * 3600, count: 1_000 },
  removeOnFail: { age: 30 * 24 * 3600 },
};

/** Tokens are 32 random bytes in base64url: 43 characters of A-Z a-z 0-9 - _. */
export const NEWSLETTER_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Only this is stored for a token (hex SHA-256): a database leak does not confirm or remove anyone. */
export function hashNewsletterToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export type NewsletterPage = 'confirm' | 'unsubscribe';

/** The frontend page a mail's link opens: it shows a button that POSTs the token (a GET never changes anything). */
export function newsletterPageUrl(publicUrl: string, page: NewsletterPage, language: LanguageCode, token: string): string {
  const query = new URLSearchParams({ lng: language, token });
  return `${publicUrl}/newsletter/${page}?${query.toString()}`;
}

/** The RFC 8058 one-click address of the List-Unsubscribe header: a POST with `List-Unsubscribe=One-Click` removes the subscriber. */
export function newsletterOneClickUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/api/newsletter/unsubscribe?${new URLSearchParams({ token }).toString()}`;
}
