import { adminCookieName, isSessionIdShaped, newSessionId, passwordFingerprint, passwordMatches, sessionKeyHash } from './admin-session';

describe('admin session ids', () => {
  it('are 256 random bits in base64url, never the same twice', () => {
    const ids = new Set(Array.from({ length: 100 }, newSessionId));
    expect(ids.size).toBe(100);
    for (const id of ids) expect(isSessionIdShaped(id)).toBe(true);
  });

  it.each(['', 'short', `${'A'.repeat(42)}=`, `${'A'.repeat(44)}`, `${'A'.repeat(42)}.`, 42, null])(
    'refuses %p as a session id',
    (value) => {
      expect(isSessionIdShaped(value)).toBe(false);
    },
  );

  it('are stored under a keyed hash: another secret gives another key', () => {
    const id = newSessionId();
    expect(sessionKeyHash('secret-one', id)).toMatch(/^[0-9a-f]{64}$/);
    expect(sessionKeyHash('secret-one', id)).toBe(sessionKeyHash('secret-one', id));
    expect(sessionKeyHash('secret-one', id)).not.toBe(sessionKeyHash('secret-two', id));
    expect(sessionKeyHash('secret-one', id)).not.toContain(id);
  });
});

describe('the session cookie name', () => {
  it('is __Host- prefixed over https only (browsers refuse the prefix without Secure)', () => {
    expect(adminCookieName(true)).toBe('__Host-rebound_admin');
    expect(adminCookieName(false)).toBe('rebound_admin');
  });
});

describe('admin password fingerprint', () => {
  it('changes with the password and never contains it', () => {
    expect(passwordFingerprint('s', 'tyre bag punches')).not.toBe(passwordFingerprint('s', 'tyre bag punches!'));
    expect(passwordFingerprint('s', 'tyre bag punches')).not.toContain('tyre');
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
