import type { IncomingHttpHeaders } from 'node:http';
import { expect } from '@playwright/test';

/** The policy nginx/security-headers.conf must send: what the site uses and nothing more. */
export const EXPECTED_CONTENT_SECURITY_POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self'; style-src-attr 'unsafe-inline'; img-src 'self' data: https://i.ytimg.com; font-src 'self'; " +
  "connect-src 'self'; frame-src https://www.youtube-nocookie.com; frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'";

export function expectSecurityHeaders(headers: IncomingHttpHeaders, what: string): void {
  // A single value each: a duplicate (from the backend and nginx) would be a list or comma-joined.
  expect(headers['content-security-policy'], `${what}: CSP`).toBe(EXPECTED_CONTENT_SECURITY_POLICY);
  expect(headers['x-content-type-options'], `${what}: X-Content-Type-Options`).toBe('nosniff');
  expect(headers['referrer-policy'], `${what}: Referrer-Policy`).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options'], `${what}: X-Frame-Options`).toBe('DENY');
  expect(headers['permissions-policy'], `${what}: Permissions-Policy`).toMatch(/camera=\(\)/);
  // Plain HTTP on :8080: HSTS belongs to whatever terminates TLS (see nginx/security-headers.conf).
  expect(headers['strict-transport-security'], `${what}: no HSTS over http`).toBeUndefined();
  expect(headers.server, `${what}: no version in Server`).toBe('nginx');
}
