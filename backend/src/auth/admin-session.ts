import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** Name of the admin session cookie. */
export const ADMIN_COOKIE_NAME = 'rebound_admin';
/** An admin session lasts 8 hours. */
export const ADMIN_SESSION_TTL_MS = 8 * 60 * 60 * 1000;

const SIGNATURE_PATTERN = /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/;

function signature(sessionSecret: string, expiresAtMs: number): string {
  return createHmac('sha256', sessionSecret).update(`rebound-admin-session:${expiresAtMs}`).digest('base64url');
}

/** Cookie value: expiry (ms since epoch) and its HMAC-SHA256 signature, so the server keeps no session state. */
export function signAdminSession(sessionSecret: string, expiresAtMs: number): string {
  return `${expiresAtMs}.${signature(sessionSecret, expiresAtMs)}`;
}

/** True when the value was signed with this secret and has not expired. */
export function isValidAdminSession(sessionSecret: string, value: unknown, nowMs: number): boolean {
  if (typeof value !== 'string') return false;
  const match = SIGNATURE_PATTERN.exec(value);
  if (!match) return false;
  const expiresAtMs = Number(match[1]);
  if (!(expiresAtMs > nowMs)) return false;
  const expected = Buffer.from(signature(sessionSecret, expiresAtMs));
  const given = Buffer.from(match[2]);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** Compares in constant time: both sides are hashed first so their lengths give nothing away either. */
export function passwordMatches(expectedPassword: string, givenPassword: string): boolean {
  const expected = createHash('sha256').update(expectedPassword).digest();
  const given = createHash('sha256').update(givenPassword).digest();
  return timingSafeEqual(expected, given);
}
