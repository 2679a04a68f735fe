import { BadRequestException, type PipeTransform } from '@nestjs/common';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * An id in the path must be a UUID: anything else is the client's mistake (400), never a database
 * error. Each desk names its own records in the message (a lead, a subscriber).
 */
export abstract class UuidIdPipe implements PipeTransform<unknown, string> {
  /** What the id belongs to, as the message says it: "id must be a <record> id (a UUID)". */
  protected abstract readonly record: string;

  transform(value: unknown): string {
    if (typeof value === 'string' && UUID.test(value)) return value.toLowerCase();
    throw new BadRequestException({
      message: 'Some fields are missing or invalid',
      errors: [{ field: 'id', code: 'invalid', message: `id must be a ${this.record} id (a UUID)` }],
    });
  }
}
