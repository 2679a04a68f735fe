import { type ArgumentMetadata, BadRequestException, Injectable, ValidationPipe } from '@nestjs/common';
import type { FieldError } from '../../shared/api-types';
import { toFieldErrors } from './field-errors';

const INVALID_FIELDS_MESSAGE = 'Some fields are missing or invalid';
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * class-validator with the API's rules: unknown fields refused, values trimmed by the DTOs, and every
 * failure answered as 400 `{ message, errors: [{ field, code, message }] }`.
 */
@Injectable()
export class ApiValidationPipe extends ValidationPipe {
  constructor() {
    super({
      transform: true,
      whitelist: true,
      forbidNonWhitelisted: true,
      forbidUnknownValues: true,
      validationError: { target: false, value: false },
      exceptionFactory: (errors) =>
        new BadRequestException({ message: INVALID_FIELDS_MESSAGE, errors: toFieldErrors(errors) }),
    });
  }

  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type === 'body') {
      // A request without a body is validated as an empty object, so each required field is named.
      const body = value === undefined ? {} : value;
      if (typeof body !== 'object' || body === null || Array.isArray(body)) {
        throw new BadRequestException('The request body must be a JSON object');
      }
      // class-transformer copies these onto the DTO's prototype chain instead of reporting them, so they are refused here.
      const reserved = Object.keys(body).filter((key) => PROTOTYPE_KEYS.has(key));
      if (reserved.length > 0) {
        throw new BadRequestException({
          message: INVALID_FIELDS_MESSAGE,
          errors: reserved.map((field): FieldError => ({ field, code: 'unknownField', message: `Unknown field '${field}'` })),
        });
      }
      return super.transform(body, metadata);
    }
    return super.transform(value, metadata);
  }
}
