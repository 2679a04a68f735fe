import { type ArgumentMetadata, BadRequestException, Injectable, ValidationPipe } from '@nestjs/common';
import { toFieldErrors } from './field-errors';

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
        new BadRequestException({ message: 'Some fields are missing or invalid', errors: toFieldErrors(errors) }),
    });
  }

  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type === 'body') {
      // A request without a body is validated as an empty object, so each required field is named.
      const body = value === undefined ? {} : value;
      if (typeof body !== 'object' || body === null || Array.isArray(body)) {
        throw new BadRequestException('The request body must be a JSON object');
      }
      return super.transform(body, metadata);
    }
    return super.transform(value, metadata);
  }
}
