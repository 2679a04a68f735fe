import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { InterestLead, LEAD_NOTIFICATION_SLOW_RETRY_MS } from '@rebound/shared/node';
import type { Repository } from 'typeorm';
import { PeriodicSweep } from '../common/periodic-sweep';
import { LeadNotificationProducer } from './lead-notification.producer';
import { LEAD_SWEEP_BATCH_SIZE, LEAD_SWEEP_GRACE_MS, LEAD_SWEEP_INTERVAL_MS } from './lead-queue.constants';

interface SweepCursor {
  id: string;
  createdAt: string;
}

export interface SweepResult {
  /** Leads without notified_at older than the grace period. */
  pending: number;
  /** Of those, how many had no job and were queued now. */
  queued: number;
  /** Of those, how many had a job that failed long enough ago and went back to the queue (the slow retries). */
  retried: number;
}

/**
 * Leads are stored before they are queued, so a Redis outage can leave a lead without a job. This sweep
 * (at start-up, then every 30 s) queues every lead still lacking its staff mail, and sends a job whose
 * fast retries all failed back for one more attempt every hour, until the mail is sent. Job id = lead id
 * makes it harmless when several replicas sweep at once or when the job is still there.
 */
@Injectable()
export class LeadSweepService extends PeriodicSweep<SweepResult> {
  constructor(
    @InjectRepository(InterestLead) private readonly leads: Repository<InterestLead>,
    private readonly producer: LeadNotificationProducer,
  ) {
    super(
      { name: 'Lead sweep', intervalMs: LEAD_SWEEP_INTERVAL_MS, emptyResult: () => ({ pending: 0, queued: 0, retried: 0 }) },
      new Logger(LeadSweepService.name),
    );
  }

  /** Runs one sweep; a call while one is running joins it. Never rejects: problems are logged. */
  sweep(graceMs = LEAD_SWEEP_GRACE_MS, slowRetryMs = LEAD_NOTIFICATION_SLOW_RETRY_MS): Promise<SweepResult> {
    return this.runSweep(() => this.sweepAll(graceMs, slowRetryMs));
  }

  private async sweepAll(graceMs: number, slowRetryMs: number): Promise<SweepResult> {
    const result: SweepResult = { pending: 0, queued: 0, retried: 0 };
    let after: SweepCursor | undefined;
    for (;;) {
      const batch = await this.unnotifiedLeads(graceMs, after);
      if (batch.length === 0) break;
      result.pending += batch.length;
      for (const lead of batch) {
        try {
          const presence = await this.producer.retryIfFailedLongAgo(lead.id, slowRetryMs);
          if (presence === 'retried') result.retried += 1;
          if (presence !== 'absent') continue;
          await this.producer.enqueue(lead.id);
          result.queued += 1;
        } catch (error) {
          // Redis is down: one line per sweep, not one per lead; the next sweep tries again.
          this.logger.warn(
            `Lead sweep could not queue lead ${lead.id} (${(error as Error).message}); retrying in ${LEAD_SWEEP_INTERVAL_MS / 1000} s`,
          );
          return result;
        }
      }
      after = batch[batch.length - 1];
    }
    if (result.queued > 0) this.logger.log(`Lead sweep queued ${result.queued} leads that had no notification job`);
    if (result.retried > 0) this.logger.warn(`Lead sweep sent ${result.retried} failed notification jobs back for another attempt`);
    return result;
  }

  /**
   * Oldest first, in keyset pages, so leads whose jobs failed for good never hide newer ones. The cursor
   * keeps created_at as PostgreSQL's text (microseconds), which a JavaScript Date would round.
   */
  private async unnotifiedLeads(graceMs: number, after?: SweepCursor): Promise<SweepCursor[]> {
    const rows: { id: string; created_at: string }[] = await this.leads.query(
      `SELECT id, created_at::text AS created_at FROM interest_leads
        WHERE notified_at IS NULL
          AND created_at < now() - make_interval(secs => $1)
          AND ($2::timestamptz IS NULL OR (created_at, id) > ($2::timestamptz, $3::uuid))
        ORDER BY created_at, id
        LIMIT $4`,
      [graceMs / 1000, after?.createdAt ?? null, after?.id ?? null, LEAD_SWEEP_BATCH_SIZE],
    );
    return rows.map((row) => ({ id: row.id, createdAt: row.created_at }));
  }
}
