import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { NewsletterSubscriberDto } from '@rebound/shared';
import type { EntityManager } from 'typeorm';
import { type PersonalDataProvider, PersonalDataRegistry } from '../personal-data/personal-data.registry';
import { NewsletterService } from './newsletter.service';

/** The newsletter subscription of an address, for access (`newsletter` in the answer) and erasure. */
@Injectable()
export class NewsletterPersonalDataProvider implements PersonalDataProvider<NewsletterSubscriberDto>, OnModuleInit {
  readonly key = 'newsletter';

  constructor(
    private readonly newsletter: NewsletterService,
    private readonly registry: PersonalDataRegistry,
  ) {}

  onModuleInit(): void {
    this.registry.register(this);
  }

  find(email: string): Promise<NewsletterSubscriberDto[]> {
    return this.newsletter.byEmail(email);
  }

  /** The row goes; a mail job still queued holds only its id, finds nothing and sends nothing. */
  erase(email: string, manager: EntityManager): Promise<number> {
    return this.newsletter.deleteByEmail(email, manager);
  }
}
