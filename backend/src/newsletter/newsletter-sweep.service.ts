import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { PeriodicSweep } from '../common/periodic-sweep';
import { LEAD_SWEEP_BATCH_SIZE, LEAD_SWEEP_GRACE_MS, LEAD_SWEEP_INTERVAL_MS } from '../lead-queue/lead-queue.constants';
import { NewsletterMailProducer } from './newsletter-mail.producer';

export interface NewsletterSweepResult {
  /** Subscriptions whose requested confirmation mail is not sent yet, older than the grace period. */
  pending: number;
  /** Of those, how many were handed to the queue now (a job that is still there is left as it is). */
  queued: number;
}

/**
 * A subscription is stored before its mail is queued, so a Redis outage can leave a mail request
 * without a job. As for leads, this sweep (at start-up, then every 30 s) queues every mail request the
 * worker has not sent yet; the job id (subscription + request instant) makes adding it again harmless.
 */
@Injectable()
export class NewsletterSweepService extends PeriodicSweep<NewsletterSweepResult> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly producer: NewsletterMailProducer,
  ) {
    super(
      { name: 'Newsletter sweep', intervalMs: LEAD_SWEEP_INTERVAL_MS, emptyResult: () => ({ pending: 0, queued: 0 }) },
      new Logger(NewsletterSweepService.name),
    );
  }

  /** Runs one sweep; a call while one is running joins it. Never rejects: problems are logged. */
  sweep(graceMs = LEAD_SWEEP_GRACE_MS): Promise<NewsletterSweepResult> {
    return this.runSweep(() => this.sweepAll(graceMs));
  }

  private async sweepAll(graceMs: number): Promise<NewsletterSweepResult> {
    const result: NewsletterSweepResult = { pending: 0, queued: 0 };
    let after: { requestedAt: string; id: string } | undefined;
    for (;;) {
      // Oldest request first, in keyset pages; the cursor keeps PostgreSQL's text (microseconds).
      const batch = await this.dataSource.query<Array<{ id: string; last_mail_requested_at: Date; requested_key: string }>>(
        `SELECT id, last_mail_requested_at, last_mail_requested_at::text AS requested_key FROM newsletter_subscriptions
          WHERE confirm_mail_pending AND status = 'pending'
            AND last_mail_requested_at < now() - make_interval(secs => $1)
            AND ($2::timestamptz IS NULL OR (last_mail_requested_at, id) > ($2::timestamptz, $3::uuid))
          ORDER BY last_mail_requested_at, id
          LIMIT $4`,
        [graceMs / 1000, after?.requestedAt ?? null, after?.id ?? null, LEAD_SWEEP_BATCH_SIZE],
      );
      if (batch.length === 0) break;
      result.pending += batch.length;
      for (const row of batch) {
        try {
          await this.producer.enqueue(row.id, row.last_mail_requested_at);
          result.queued += 1;
        } catch (error) {
          // Redis is down: one line per sweep, not one per subscription; the next sweep tries again.
          this.logger.warn(
            `Newsletter sweep could not queue a confirmation mail (${(error as Error).message}); retrying in ${LEAD_SWEEP_INTERVAL_MS / 1000} s`,
          );
          return result;
        }
      }
      const last = batch[batch.length - 1];
      after = { requestedAt: last.requested_key, id: last.id };
    }
    return result;
  }
}
