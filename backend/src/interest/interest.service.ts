import { Injectable, Logger, UnprocessableEntityException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { CreateInterestResponse } from '@rebound/shared';
import { InterestLead } from '@rebound/shared/node';
import type { Repository } from 'typeorm';
import { LeadNotificationProducer } from '../lead-queue/lead-notification.producer';
import { BackendMetricsService } from '../metrics/backend-metrics.service';
import type { CreateInterestDto } from './dto/create-interest.dto';

@Injectable()
export class InterestService {
  private readonly logger = new Logger(InterestService.name);

  constructor(
    @InjectRepository(InterestLead) private readonly leads: Repository<InterestLead>,
    private readonly notifications: LeadNotificationProducer,
    private readonly metrics: BackendMetricsService,
  ) {}

  /**
   * Stores the lead first (one INSERT), then queues the staff mail. If Redis does not take the job the
   * visitor still gets their answer: the lead is safe in PostgreSQL and the sweep queues it later.
   * With an idempotency key, a submission that arrives again (a retry, or nginx passing it on to another
   * backend) gets the first answer back: no second lead, no second job; the same key with other
   * contents is refused with 422.
   */
  async register(request: CreateInterestDto, idempotencyKey?: string): Promise<CreateInterestResponse> {
    const lead = { name: request.name, email: request.email, message: request.message ?? null };
    const inserted = await this.leads
      .createQueryBuilder()
      .insert()
      .into(InterestLead)
      .values({ ...lead, idempotencyKey: idempotencyKey ?? null })
      // Only the idempotency key can clash (ids are generated); a clash waits for the first insert to commit.
      .orIgnore()
      .returning(['id', 'created_at'])
      .execute();
    const row = inserted.raw[0] as { id: string; created_at: Date } | undefined;
    if (!row) return this.answerAgain(idempotencyKey, lead);
    this.metrics.metrics.leadsAccepted.inc();
    try {
      await this.notifications.enqueue(row.id);
    } catch (error) {
      this.logger.warn(`Lead ${row.id} stored but not queued (${(error as Error).message}); the sweep will queue it`);
    }
    return { id: row.id, createdAt: row.created_at.toISOString() };
  }

  /** The answer to a submission whose idempotency key is already stored: the first one's, if the contents match. */
  private async answerAgain(
    idempotencyKey: string | undefined,
    lead: Pick<InterestLead, 'name' | 'email' | 'message'>,
  ): Promise<CreateInterestResponse> {
    const first = idempotencyKey === undefined ? null : await this.leads.findOneBy({ idempotencyKey });
    if (!first) throw new Error('A lead insert was ignored without an idempotency key clash');
    if (first.name !== lead.name || first.email !== lead.email || first.message !== lead.message) {
      throw new UnprocessableEntityException(
        'This Idempotency-Key was already used for a different submission; make a new key for new contents',
      );
    }
    return { id: first.id, createdAt: first.createdAt.toISOString() };
  }
}
