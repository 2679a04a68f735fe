/** A post's newsletter send: none yet, mailing, or done (every recipient sent or failed). */
export type NewsletterSendState = 'none' | 'sending' | 'finished';

/** How many recipients failed with one SMTP command and code (e.g. `RCPT TO 550`). */
export interface NewsletterSendFailure {
  code: string;
  count: number;
}

/**
 * GET /api/admin/blog-posts/:id/newsletter-send, and the 201/409 answers of POST. With state 'none'
 * (no send yet), `total` is how many confirmed subscribers a send would reach now.
 */
export interface NewsletterSendProgress {
  state: NewsletterSendState;
  total: number;
  queued: number;
  sent: number;
  failed: number;
  failures: NewsletterSendFailure[];
  startedAt: string | null;
  finishedAt: string | null;
}

/** How often the studio asks for the progress of a send that is running. */
export const NEWSLETTER_SEND_POLL_MS = 2_000;
