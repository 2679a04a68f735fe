import type { CreateInterestRequest } from '@rebound/shared';

/** A random UUID v4; crypto.randomUUID exists only on https and localhost, getRandomValues everywhere. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * One Idempotency-Key per submission: sending the same contents again after a failure reuses the key
 * (if the first attempt did reach the server, the lead is still stored once); other contents, or a
 * submission after a success, get a new one.
 */
export class SubmissionKeys {
  private pending: { contents: string; key: string } | null = null;

  keyFor(request: CreateInterestRequest): string {
    const contents = JSON.stringify([request.name, request.email, request.message ?? null]);
    if (this.pending?.contents !== contents) this.pending = { contents, key: newIdempotencyKey() };
    return this.pending.key;
  }

  /** The submission went through: the next one is a new submission. */
  succeeded(): void {
    this.pending = null;
  }
}
