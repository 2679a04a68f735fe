import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { CreateInterestResponse } from '../shared/api-types';
import { InterestLead } from '../shared/interest-lead.entity';
import { LeadNotificationProducer } from '../lead-queue/lead-notification.producer';
import type { CreateInterestDto } from './dto/create-interest.dto';

@Injectable()
export class InterestService {
  private readonly logger = new Logger(InterestService.name);

  constructor(
    @InjectRepository(InterestLead) private readonly leads: Repository<InterestLead>,
    private readonly notifications: LeadNotificationProducer,
  ) {}

  /**
   * Stores the lead first (one INSERT), then queues the staff mail. If Redis does not take the job the
   * visitor still gets their answer: the lead is safe in PostgreSQL and the sweep queues it later.
   */
  async register(request: CreateInterestDto): Promise<CreateInterestResponse> {
    const inserted = await this.leads
      .createQueryBuilder()
      .insert()
      .into(InterestLead)
      .values({ name: request.name, email: request.email, message: request.message ?? null })
      .returning(['id', 'created_at'])
      .execute();
    const row = inserted.raw[0] as { id: string; created_at: Date };
    try {
      await this.notifications.enqueue(row.id);
    } catch (error) {
      this.logger.warn(`Lead ${row.id} stored but not queued (${(error as Error).message}); the sweep will queue it`);
    }
    return { id: row.id, createdAt: row.created_at.toISOString() };
  }
}
