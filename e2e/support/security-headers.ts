import type { IncomingHttpHeaders } from 'node:http';
import { expect } from '@playwright/test';

/** The policy nginx/security-headers.conf must send: what the site uses and nothing more. */
export const EXPECTED_CONTENT_SECURITY_POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self'; style-src-attr 'unsafe-inline'; img-src 'self' data: https://i.ytimg.com; font-src 'self'; " +
  "connect-src 'self'; frame-src https://www.youtube-nocookie.com; frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'";

/**
 * `privatePage`: a page that is nobody's search result (`indexable: false` in the route list, such as
 * the newsletter's token pages): no referrer at all, and noindex.
 */
export function expectSecurityHeaders(
  headers: IncomingHttpHeaders,
  what: string,
  { privatePage = false }: { privatePage?: boolean } = {},
): void {
  // A single value each: a duplicate (from the backend and nginx) would be a list or comma-joined.
  expect(headers['content-security-policy'], `${what}: CSP`).toBe(EXPECTED_CONTENT_SECURITY_POLICY);
  expect(headers['x-content-type-options'], `${what}: X-Content-Type-Options`).toBe('nosniff');
  expect(headers['referrer-policy'], `${what}: Referrer-Policy`).toBe(privatePage ? 'no-referrer' : 'strict-origin-when-cross-origin');
  expect(headers['x-robots-tag'], `${what}: X-Robots-Tag`).toBe(privatePage ? 'noindex, nofollow' : undefined);
  expect(headers['x-frame-options'], `${what}: X-Frame-Options`).toBe('DENY');
  expect(headers['permissions-policy'], `${what}: Permissions-Policy`).toMatch(/camera=\(\)/);
  // The test stacks' PUBLIC_URL is http: nginx sends HSTS only for an https one (nginx/security-headers.conf).
  expect(headers['strict-transport-security'], `${what}: no HSTS over http`).toBeUndefined();
  expect(headers.server, `${what}: no version in Server`).toBe('nginx');
}
