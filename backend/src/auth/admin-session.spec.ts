import { adminCookieName, deviceName, isSessionIdShaped, newSessionId, sessionKeyHash, sessionReference } from './admin-session';

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

describe('session references', () => {
  it('are the first 12 hex digits of the key hash: enough to tell sessions apart, never the cookie', () => {
    const id = newSessionId();
    const reference = sessionReference(sessionKeyHash('secret', id));
    expect(reference).toMatch(/^[0-9a-f]{12}$/);
    expect(id).not.toContain(reference);
  });
});

describe('the device a session names', () => {
  it('is the browser, its main version and the system', () => {
    expect(deviceName('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.7339.80 Safari/537.36')).toBe(
      'Chrome 140 on Linux',
    );
    expect(
      deviceName(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari 18 on iOS');
  });

  it('is the user agent itself, cut and printable, when no browser is recognised, and empty without one', () => {
    expect(deviceName('curl/8.5.0')).toBe('curl/8.5.0');
    expect(deviceName(`x\u0000${'y'.repeat(200)}`)).toMatch(/^x\?y+$/);
    expect(deviceName(`x${'y'.repeat(200)}`)).toHaveLength(80);
    expect(deviceName(undefined)).toBe('');
  });
});
