import request from 'supertest';
import { uniqueClientAddress } from '../test-support/network';
import { startTestApp, type TestApp } from '../test-support/test-app';
import { queryTestDatabase, recreateTestDatabase } from '../test-support/test-database';
import { TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD, TEST_SITE_ORIGIN } from '../test-support/test-environment';
import { flushTestRedis } from '../test-support/test-redis';

/** The session cookie from a Set-Cookie header list. */
function sessionCookie(setCookie: string[] | string | undefined): string {
  const cookies = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const cookie = cookies.find((value) => /^(__Host-)?rebound_admin=/.test(value));
  if (!cookie) throw new Error(`no rebound_admin cookie in ${JSON.stringify(setCookie)}`);
  return cookie;
}

describe('staff auth: /api/auth/login, /logout, /me', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    await recreateTestDatabase();
    await flushTestRedis();
    testApp = await startTestApp();
  });

  afterAll(async () => {
    await testApp.app.close();
  });

  const login = (body: unknown, clientAddress = uniqueClientAddress()) =>
    request(testApp.server)
      .post('/api/auth/login')
      .set('X-Forwarded-For', clientAddress)
      .set('Origin', TEST_SITE_ORIGIN)
      .send(body as object);

  it('signs in with the right password: 204 and an HttpOnly, SameSite=Strict cookie on / for at most 8 hours', async () => {
    const response = await login({ email: TEST_ADMIN_EMAIL, password: TEST_ADMIN_PASSWORD }).expect(204);
    expect(response.text).toBe('');
    const cookie = sessionCookie(response.headers['set-cookie']);
    expect(cookie).toMatch(/^rebound_admin=[A-Za-z0-9_-]{43}; /);
    expect(cookie).toContain('Max-Age=28800');
    expect(cookie).toContain('Path=/;');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).not.toContain('Secure');
  });

  it('answers the same 401 for a wrong password and an unknown address, and sets no cookie', async () => {
    const wrongPassword = await login({ email: TEST_ADMIN_EMAIL, password: `${TEST_ADMIN_PASSWORD} ` }).expect(401);
    const unknownAddress = await login({ email: 'nobody@rebound.test', password: TEST_ADMIN_PASSWORD }).expect(401);
    for (const response of [wrongPassword, unknownAddress]) {
      expect(response.body).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'Wrong e-mail address or password' });
      expect(response.headers['set-cookie']).toBeUndefined();
    }
  });

  it('compares the address without regard to case', async () => {
    await login({ email: TEST_ADMIN_EMAIL.toUpperCase(), password: TEST_ADMIN_PASSWORD }).expect(204);
  });

  it('stores the first password as an argon2id hash, never as typed', async () => {
    const [owner] = await queryTestDatabase<{ password_hash: string; role: string }>('SELECT password_hash, role FROM staff_accounts');
    expect(owner.role).toBe('owner');
    expect(owner.password_hash).toMatch(/^\$argon2id\$v=19\$m=65536,p=4,t=3\$/);
    expect(owner.password_hash).not.toContain(TEST_ADMIN_PASSWORD);
  });

  it('answers 400 for a missing or non-text password or address and for unknown fields', async () => {
    expect((await login({ email: TEST_ADMIN_EMAIL }).expect(400)).body.errors).toEqual([
      { field: 'password', code: 'required', message: 'Password is required' },
    ]);
    expect((await login({ password: TEST_ADMIN_PASSWORD }).expect(400)).body.errors).toEqual([
      expect.objectContaining({ field: 'email', code: 'required' }),
    ]);
    expect((await login({ email: TEST_ADMIN_EMAIL, password: 12345 }).expect(400)).body.errors).toEqual([
      { field: 'password', code: 'notText', message: 'Password must be text' },
    ]);
    expect((await login({ email: TEST_ADMIN_EMAIL, password: 'x', admin: true }).expect(400)).body.errors).toEqual([
      { field: 'admin', code: 'unknownField', message: "Unknown field 'admin'" },
    ]);
  });

  it('GET /api/auth/me answers 200 {admin: true} and the person with the cookie, and 401 without, or with a forged one', async () => {
    const agent = request.agent(testApp.server).set('Origin', TEST_SITE_ORIGIN);
    await agent.get('/api/auth/me').expect(401);
    await agent
      .post('/api/auth/login')
      .set('X-Forwarded-For', uniqueClientAddress())
      .send({ email: TEST_ADMIN_EMAIL, password: TEST_ADMIN_PASSWORD })
      .expect(204);
    expect((await agent.get('/api/auth/me').expect(200)).body).toEqual({
      admin: true,
      account: {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        email: TEST_ADMIN_EMAIL,
        displayName: 'owner',
        role: 'owner',
        language: 'en',
        active: true,
        mailNewLeads: true,
        hasPassword: true,
        twoFactor: false,
      },
      twoFactorRequired: false,
    });

    const forged = `rebound_admin=${'A'.repeat(43)}`;
    await request(testApp.server).get('/api/auth/me').set('Cookie', forged).expect(401);
  });

  it('logout answers 204, clears the cookie, and needs a session', async () => {
    await request(testApp.server).post('/api/auth/logout').set('Origin', TEST_SITE_ORIGIN).expect(401);

    const agent = request.agent(testApp.server).set('Origin', TEST_SITE_ORIGIN);
    await agent
      .post('/api/auth/login')
      .set('X-Forwarded-For', uniqueClientAddress())
      .send({ email: TEST_ADMIN_EMAIL, password: TEST_ADMIN_PASSWORD })
      .expect(204);
    const response = await agent.post('/api/auth/logout').expect(204);
    const cleared = sessionCookie(response.headers['set-cookie']);
    expect(cleared).toMatch(/^rebound_admin=; /);
    expect(cleared).toContain('Path=/;');
    expect(cleared).toContain('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
    await agent.get('/api/auth/me').expect(401);
    await agent.get('/api/interest').expect(401);
  });

  it('throttles login to 5 attempts per client address, then 429 with Retry-After and the error shape', async () => {
    const clientAddress = uniqueClientAddress();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await login({ email: `guess-${attempt}@rebound.test`, password: 'guess' }, clientAddress).expect(401);
    }
    const blocked = await login({ email: TEST_ADMIN_EMAIL, password: TEST_ADMIN_PASSWORD }, clientAddress).expect(429);
    expect(blocked.body).toEqual({ statusCode: 429, error: 'Too Many Requests', message: 'Too many requests. Please try again later.' });
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // Another visitor is not affected.
    await login({ email: TEST_ADMIN_EMAIL, password: TEST_ADMIN_PASSWORD }).expect(204);
  });
});

describe('admin cookie behind HTTPS', () => {
  it('is __Host- prefixed and Secure when PUBLIC_URL is https', async () => {
    await flushTestRedis();
    const testApp = await startTestApp({ PUBLIC_URL: 'https://rebound.example' });
    try {
      const response = await request(testApp.server)
        .post('/api/auth/login')
        .set('X-Forwarded-For', uniqueClientAddress())
        .set('Origin', 'https://rebound.example')
        .send({ email: TEST_ADMIN_EMAIL, password: TEST_ADMIN_PASSWORD })
        .expect(204);
      const cookie = sessionCookie(response.headers['set-cookie']);
      expect(cookie).toMatch(/^__Host-rebound_admin=[A-Za-z0-9_-]{43}; /);
      expect(cookie).toContain('; Secure');
      expect(cookie).toContain('Path=/;');
      expect(cookie).not.toContain('Domain');
    } finally {
      await testApp.app.close();
    }
  });
});
