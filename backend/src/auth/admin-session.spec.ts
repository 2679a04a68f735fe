import { ADMIN_SESSION_TTL_MS, isValidAdminSession, passwordMatches, signAdminSession } from './admin-session';

describe('admin session cookie signing', () => {
  const secret = 'a-session-secret-that-is-long-enough-123';
  const now = Date.UTC(2026, 0, 15, 12, 0, 0);

  it('accepts its own signature until the expiry', () => {
    const value = signAdminSession(secret, now + ADMIN_SESSION_TTL_MS);
    expect(value).toMatch(/^\d+\.[A-Za-z0-9_-]{43}$/);
    expect(isValidAdminSession(secret, value, now)).toBe(true);
    expect(isValidAdminSession(secret, value, now + ADMIN_SESSION_TTL_MS - 1)).toBe(true);
    expect(isValidAdminSession(secret, value, now + ADMIN_SESSION_TTL_MS)).toBe(false);
  });

  it('refuses another secret, a moved expiry, a changed signature and malformed values', () => {
    const expiresAt = now + ADMIN_SESSION_TTL_MS;
    const value = signAdminSession(secret, expiresAt);
    const [, signature] = value.split('.');
    expect(isValidAdminSession('another-secret-that-is-long-enough-456', value, now)).toBe(false);
    expect(isValidAdminSession(secret, `${expiresAt + 3_600_000}.${signature}`, now)).toBe(false);
    const flipped = signature.startsWith('A') ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    expect(isValidAdminSession(secret, `${expiresAt}.${flipped}`, now)).toBe(false);
    for (const malformed of [undefined, 42, '', 'admin', `${expiresAt}`, `${expiresAt}.`, `x${value}`, `${value}x`]) {
      expect(isValidAdminSession(secret, malformed, now)).toBe(false);
    }
  });

  it('lasts 8 hours', () => {
    expect(ADMIN_SESSION_TTL_MS).toBe(8 * 3600 * 1000);
  });
});

describe('admin password comparison', () => {
  it('matches only the exact password, whatever the lengths', () => {
    expect(passwordMatches('tyre bag', 'tyre bag')).toBe(true);
    expect(passwordMatches('tyre bag', 'tyre bag ')).toBe(false);
    expect(passwordMatches('tyre bag', 'Tyre bag')).toBe(false);
    expect(passwordMatches('tyre bag', '')).toBe(false);
    expect(passwordMatches('tyre bag', 'x'.repeat(10_000))).toBe(false);
  });
});
