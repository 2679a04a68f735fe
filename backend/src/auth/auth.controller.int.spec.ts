import request from 'supertest';
import { uniqueClientAddress } from '../test-support/network';
import { startTestApp, type TestApp } from '../test-support/test-app';
import { recreateTestDatabase } from '../test-support/test-database';
import { TEST_ADMIN_PASSWORD, TEST_SITE_ORIGIN } from '../test-support/test-environment';
import { flushTestRedis } from '../test-support/test-redis';

/** The session cookie from a Set-Cookie header list. */
function sessionCookie(setCookie: string[] | string | undefined): string {
  const cookies = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const cookie = cookies.find((value) => /^(__Host-)?rebound_admin=/.test(value));
  if (!cookie) throw new Error(`no rebound_admin cookie in ${JSON.stringify(setCookie)}`);
  return cookie;
}

describe('admin auth: /api/auth/login, /logout, /me', () => {
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
    const response = await login({ password: TEST_ADMIN_PASSWORD }).expect(204);
    expect(response.text).toBe('');
    const cookie = sessionCookie(response.headers['set-cookie']);
    expect(cookie).toMatch(/^rebound_admin=[A-Za-z0-9_-]{43}; /);
    expect(cookie).toContain('Max-Age=28800');
    expect(cookie).toContain('Path=/;');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).not.toContain('Secure');
  });

  it('answers 401 for a wrong password and sets no cookie', async () => {
    const response = await login({ password: `${TEST_ADMIN_PASSWORD} ` }).expect(401);
    expect(response.body).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'Wrong password' });
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('answers 400 for a missing or non-text password and for unknown fields', async () => {
    expect((await login({}).expect(400)).body.errors).toEqual([{ field: 'password', code: 'required', message: 'Password is required' }]);
    expect((await login({ password: 12345 }).expect(400)).body.errors).toEqual([
      { field: 'password', code: 'notText', message: 'Password must be text' },
    ]);
    expect((await login({ password: 'x', admin: true }).expect(400)).body.errors).toEqual([
      { field: 'admin', code: 'unknownField', message: "Unknown field 'admin'" },
    ]);
  });

  it('GET /api/auth/me answers 200 {admin: true} with the cookie and 401 without, or with a forged one', async () => {
    const agent = request.agent(testApp.server).set('Origin', TEST_SITE_ORIGIN);
    await agent.get('/api/auth/me').expect(401);
    await agent.post('/api/auth/login').set('X-Forwarded-For', uniqueClientAddress()).send({ password: TEST_ADMIN_PASSWORD }).expect(204);
    expect((await agent.get('/api/auth/me').expect(200)).body).toEqual({ admin: true });

    const forged = `rebound_admin=${'A'.repeat(43)}`;
    await request(testApp.server).get('/api/auth/me').set('Cookie', forged).expect(401);
  });

  it('logout answers 204, clears the cookie, and needs a session', async () => {
    await request(testApp.server).post('/api/auth/logout').set('Origin', TEST_SITE_ORIGIN).expect(401);

    const agent = request.agent(testApp.server).set('Origin', TEST_SITE_ORIGIN);
    await agent.post('/api/auth/login').set('X-Forwarded-For', uniqueClientAddress()).send({ password: TEST_ADMIN_PASSWORD }).expect(204);
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
      await login({ password: 'guess' }, clientAddress).expect(401);
    }
    const blocked = await login({ password: TEST_ADMIN_PASSWORD }, clientAddress).expect(429);
    expect(blocked.body).toEqual({ statusCode: 429, error: 'Too Many Requests', message: 'Too many requests. Please try again later.' });
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // Another visitor is not affected.
    await login({ password: TEST_ADMIN_PASSWORD }).expect(204);
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
        .send({ password: TEST_ADMIN_PASSWORD })
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
