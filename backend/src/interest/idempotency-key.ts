import { BadRequestException } from '@nestjs/common';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_PATTERN } from '@rebound/shared';

/**
 * The Idempotency-Key header of POST /api/interest: absent is fine (undefined), a malformed one is
 * the client's mistake (400). Node joins a repeated header with ", ", which the pattern refuses too.
 */
export function parseIdempotencyKey(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  if (!IDEMPOTENCY_KEY_PATTERN.test(header)) {
    throw new BadRequestException(
      `${IDEMPOTENCY_KEY_HEADER} must be 1 to 128 visible ASCII characters (letters, digits, punctuation; no spaces)`,
    );
  }
  return header;
}
