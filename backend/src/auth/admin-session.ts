import { createHmac, randomBytes } from 'node:crypto';
import Bowser from 'bowser';

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

/** The first 12 hex digits of a session's key hash: names it in the audit log and the session list, cannot be used as a cookie. */
export function sessionReference(keyHash: string): string {
  return keyHash.slice(0, 12);
}

const MAX_DEVICE_LENGTH = 80;

/** "Chrome 140 on Linux": what a person needs to recognise a session of theirs, read from the user agent. */
export function deviceName(userAgent: string | undefined): string {
  if (!userAgent) return '';
  const parsed = Bowser.parse(userAgent);
  const browser = [parsed.browser.name, parsed.browser.version?.split('.')[0]].filter(Boolean).join(' ');
  const device = [browser, parsed.os.name].filter(Boolean).join(' on ') || userAgent;
  return device.slice(0, MAX_DEVICE_LENGTH).replace(/[^\x20-\x7e]/g, '?');
}
