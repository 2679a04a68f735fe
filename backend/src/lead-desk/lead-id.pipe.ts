import { BadRequestException, Injectable, type PipeTransform } from '@nestjs/common';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A lead id in the path must be a UUID: anything else is the client's mistake (400), never a database error. */
@Injectable()
export class LeadIdPipe implements PipeTransform<unknown, string> {
  transform(value: unknown): string {
    if (typeof value === 'string' && UUID.test(value)) return value.toLowerCase();
    throw new BadRequestException({
      message: 'Some fields are missing or invalid',
      errors: [{ field: 'id', code: 'invalid', message: 'id must be a lead id (a UUID)' }],
    });
  }
}
