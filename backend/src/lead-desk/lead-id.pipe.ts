import { Injectable } from '@nestjs/common';
import { UuidIdPipe } from '../common/uuid-id.pipe';

/** A lead id in the path (a UUID). */
@Injectable()
export class LeadIdPipe extends UuidIdPipe {
  protected readonly record = 'lead';
}
