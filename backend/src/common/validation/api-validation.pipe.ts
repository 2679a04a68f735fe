import { type ArgumentMetadata, BadRequestException, Injectable, ValidationPipe } from '@nestjs/common';
import type { FieldError } from '@rebound/shared';
import { toFieldErrors } from './field-errors';

const INVALID_FIELDS_MESSAGE = 'Some fields are missing or invalid';
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
/** Every request body is a flat object; class-transformer recurses into whatever it is given, so deep nesting is refused first. */
export const MAX_BODY_NESTING = 8;

/** How deeply arrays and objects nest inside `value`, counted without recursion (a 16 KiB body can nest 8,000 levels). */
export function nestingDepth(value: unknown, stopAt: number): number {
  let deepest = 0;
  const pending: Array<[unknown, number]> = [[value, 0]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [current, depth] = next;
    if (typeof current !== 'object' || current === null) continue;
    deepest = Math.max(deepest, depth + 1);
    if (deepest > stopAt) return deepest;
    for (const child of Object.values(current)) pending.push([child, depth + 1]);
  }
  return deepest;
}

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
      exceptionFactory: (errors) => new BadRequestException({ message: INVALID_FIELDS_MESSAGE, errors: toFieldErrors(errors) }),
    });
  }

  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type === 'body') {
      // A request without a body is validated as an empty object, so each required field is named.
      const body = value === undefined ? {} : value;
      if (typeof body !== 'object' || body === null || Array.isArray(body)) {
        throw new BadRequestException('The request body must be a JSON object');
      }
      if (nestingDepth(body, MAX_BODY_NESTING) > MAX_BODY_NESTING) {
        throw new BadRequestException(`The request body nests arrays or objects more than ${MAX_BODY_NESTING} levels deep`);
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
