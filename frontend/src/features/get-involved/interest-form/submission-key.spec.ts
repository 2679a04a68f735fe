import { newIdempotencyKey, SubmissionKeys } from './submission-key';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('SubmissionKeys', () => {
  it('keeps the key while the same contents are sent again, and makes a new one for other contents or after a success', () => {
    const keys = new SubmissionKeys();
    const first = keys.keyFor({ name: 'Amira', email: 'amira@example.org' });
    expect(first).toMatch(UUID_V4);
    expect(keys.keyFor({ name: 'Amira', email: 'amira@example.org' })).toBe(first);
    const edited = keys.keyFor({ name: 'Amira', email: 'amira@example.org', message: 'Rotterdam' });
    expect(edited).not.toBe(first);
    keys.succeeded();
    expect(keys.keyFor({ name: 'Amira', email: 'amira@example.org', message: 'Rotterdam' })).not.toBe(edited);
  });
});

describe('newIdempotencyKey', () => {
  it('makes a UUID v4 also where crypto.randomUUID is missing (a page served over plain http)', () => {
    const randomUUID = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey()));
      expect(keys.size).toBe(50);
      for (const key of keys) expect(key).toMatch(UUID_V4);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: randomUUID, configurable: true });
    }
  });
});
