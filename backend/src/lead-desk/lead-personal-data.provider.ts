import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { LeadDetailDto } from '@rebound/shared';
import type { EntityManager } from 'typeorm';
import { type PersonalDataProvider, PersonalDataRegistry } from '../personal-data/personal-data.registry';
import { LeadDeskService } from './lead-desk.service';

/** The leads of an address, for access (`leads` in the answer) and erasure (rows and queue jobs). */
@Injectable()
export class LeadPersonalDataProvider implements PersonalDataProvider<LeadDetailDto>, OnModuleInit {
  readonly key = 'leads';

  constructor(
    private readonly desk: LeadDeskService,
    private readonly registry: PersonalDataRegistry,
  ) {}

  onModuleInit(): void {
    this.registry.register(this);
  }

  find(email: string): Promise<LeadDetailDto[]> {
    return this.desk.byEmail(email);
  }

  erase(email: string, manager: EntityManager): Promise<number> {
    return this.desk.deleteByEmail(email, manager);
  }
}
