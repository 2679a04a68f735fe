import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** Name of the admin session cookie: `__Host-` (Secure, Path=/, no Domain) when the site is served over https. */
export function adminCookieName(secure: boolean): string {
  return secure ? '__Host-rebound_admin' : 'rebound_admin';
}

/** A session ends after 30 minutes without a request, on every replica (the TTL of its Redis key). */
export const ADMIN_SESSION_IDLE_MS = 30 * 60 * 1000;
/** ... and 8 hours after sign-in at the latest, however busy. */
export const ADMIN_SESSION_MAX_MS = 8 * 60 * 60 * 1000;

const SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A new session id for the cookie: 256 random bits, base64url. */
export function newSessionId(): string {
  return randomBytes(32).toString('base64url');
}

export function isSessionIdShaped(value: unknown): value is string {
  return typeof value === 'string' && SESSION_ID_PATTERN.test(value);
}

/** What Redis stores the session under: a keyed hash, so a copy of Redis holds no usable cookie. */
export function sessionKeyHash(sessionSecret: string, sessionId: string): string {
  return createHmac('sha256', sessionSecret).update(`rebound-admin-session:${sessionId}`).digest('hex');
}

/** Identifies the admin password without revealing it: sessions made under another password are void. */
export function passwordFingerprint(sessionSecret: string, adminPassword: string): string {
  return createHmac('sha256', sessionSecret).update(`rebound-admin-password:${adminPassword}`).digest('hex');
}

/** Compares in constant time: both sides are hashed first so their lengths give nothing away either. */
export function passwordMatches(expectedPassword: string, givenPassword: string): boolean {
  const expected = createHash('sha256').update(expectedPassword).digest();
  const given = createHash('sha256').update(givenPassword).digest();
  return timingSafeEqual(expected, given);
}
