import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { isPublicSql } from '../blog-studio/admin-post-rows';
import { PeriodicSweep } from '../common/periodic-sweep';
import { LEAD_SWEEP_INTERVAL_MS } from '../lead-queue/lead-queue.constants';
import { NewsletterSendProducer } from './newsletter-send.producer';

export interface NewsletterSendSweepResult {
  /** Recipients of running sends that no job holds (never claimed by a job that still exists, or whose claim lapsed). */
  unclaimed: number;
  /** Sends whose batches were queued again now. */
  requeued: number;
}

/**
 * A send's jobs live in Redis, its recipients in PostgreSQL: a Redis outage at the start or a lost
 * Redis can leave recipients no job will claim. Like the lead sweep (start-up, then every 30 s), this
 * queues new batches for them, but only while the queue holds no job at all (a job still waiting,
 * and the rate keeps many waiting, will claim them itself), and only for a post that is public.
 */
@Injectable()
export class NewsletterSendSweepService extends PeriodicSweep<NewsletterSendSweepResult> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly producer: NewsletterSendProducer,
  ) {
    super(
      { name: 'Newsletter send sweep', intervalMs: LEAD_SWEEP_INTERVAL_MS, emptyResult: () => ({ unclaimed: 0, requeued: 0 }) },
      new Logger(NewsletterSendSweepService.name),
    );
  }

  /** Runs one sweep; a call while one is running joins it. Never rejects: problems are logged. */
  sweep(): Promise<NewsletterSendSweepResult> {
    return this.runSweep(() => this.sweepAll());
  }

  private async sweepAll(): Promise<NewsletterSendSweepResult> {
    const result: NewsletterSendSweepResult = { unclaimed: 0, requeued: 0 };
    const sends = await this.dataSource.query<Array<{ id: string; unclaimed: number }>>(
      `SELECT s.id, count(*)::int AS unclaimed
         FROM newsletter_sends s JOIN blog_posts p ON p.id = s.post_id JOIN newsletter_send_recipients r ON r.send_id = s.id
        WHERE s.state = 'sending' AND ${isPublicSql('p')} AND r.status = 'queued' AND (r.claimed_until IS NULL OR r.claimed_until < now())
        GROUP BY s.id`,
    );
    if (sends.length === 0) return result;
    result.unclaimed = sends.reduce((sum, send) => sum + send.unclaimed, 0);
    try {
      if ((await this.producer.pendingJobs()) > 0) return result;
      const round = Date.now();
      for (const send of sends) {
        await this.producer.enqueue(send.id, send.unclaimed, round);
        result.requeued += 1;
      }
    } catch (error) {
      this.logger.warn(
        `Newsletter send sweep could not queue batches (${(error as Error).message}); retrying in ${LEAD_SWEEP_INTERVAL_MS / 1000} s`,
      );
    }
    return result;
  }
}
