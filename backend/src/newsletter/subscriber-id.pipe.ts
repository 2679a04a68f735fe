import { Injectable } from '@nestjs/common';
import { UuidIdPipe } from '../common/uuid-id.pipe';

/** A subscriber id in the path (a UUID). */
@Injectable()
export class SubscriberIdPipe extends UuidIdPipe {
  protected readonly record = 'subscriber';
}
