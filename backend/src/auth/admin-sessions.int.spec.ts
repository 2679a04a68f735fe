import { Redis } from 'ioredis';
import request from 'supertest';
import { eventually } from '../test-support/eventually';
import { uniqueClientAddress } from '../test-support/network';
import { createStaffAccount, sessionCookieOf, TEST_STAFF_PASSWORD } from '../test-support/staff-accounts';
import { startTestApp, type TestApp } from '../test-support/test-app';
import { queryTestDatabase, recreateTestDatabase } from '../test-support/test-database';
import { TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD, TEST_REDIS_URL, TEST_SITE_ORIGIN } from '../test-support/test-environment';
import { flushTestRedis } from '../test-support/test-redis';
import { AdminSecrets } from './admin-secrets';
import { ADMIN_SESSION_IDLE_MS, ADMIN_SESSION_MAX_MS, sessionKeyHash } from './admin-session';
import { AdminSessionStore } from './admin-session-store';
import { signInDelayMs } from './sign-in-delay';

// Issues 8 and 20: the server keeps each person's sessions (Redis), so sign-out, a deactivation and 30
// idle minutes end a session on every replica. Two backend instances share the test PostgreSQL and Redis.

const SESSION_KEY_PREFIX = 'rebound:staff-session:';
const SESSION_INDEX_KEY = 'rebound:staff-session-index';
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:145.0) Gecko/20100101 Firefox/145.0';

describe('staff sessions on two backend replicas', () => {
  let replicaA: TestApp;
  let replicaB: TestApp;
  let redis: Redis;

  beforeAll(async () => {
    await recreateTestDatabase();
    await flushTestRedis();
    replicaA = await startTestApp();
    replicaB = await startTestApp();
    redis = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: 1 });
  });

  afterAll(async () => {
    redis.disconnect();
    await replicaA.app.close();
    await replicaB.app.close();
  });

  async function signIn(
    replica: TestApp,
    { email = TEST_ADMIN_EMAIL, password = TEST_ADMIN_PASSWORD, clientAddress = uniqueClientAddress(), userAgent = CHROME } = {},
  ): Promise<string> {
    const response = await request(replica.server)
      .post('/api/auth/login')
      .set('X-Forwarded-For', clientAddress)
      .set('Origin', TEST_SITE_ORIGIN)
      .set('User-Agent', userAgent)
      .send({ email, password })
      .expect(204);
    return sessionCookieOf(response);
  }
  /** The hash a session's Redis keys are named by, from its cookie. */
  const keyHashOf = (cookie: string) => sessionKeyHash(replicaA.app.get(AdminSecrets).sessionSecret, cookie.split('=')[1]);
  const me = (replica: TestApp, cookie: string) => request(replica.server).get('/api/auth/me').set('Cookie', cookie);
  const staffCall = (replica: TestApp, method: 'get' | 'post' | 'patch' | 'delete', path: string, cookie: string) =>
    request(replica.server)[method](path).set('Cookie', cookie).set('Origin', TEST_SITE_ORIGIN);

  it('a session made on one replica works on the other, and sign-out on either ends it on both', async () => {
    const cookie = await signIn(replicaA);
    await me(replicaA, cookie).expect(200);
    await me(replicaB, cookie).expect(200);
    await staffCall(replicaB, 'post', '/api/auth/logout', cookie).expect(204);
    await me(replicaA, cookie).expect(401);
    await me(replicaB, cookie).expect(401);
    await request(replicaA.server).get('/api/interest').set('Cookie', cookie).expect(401);
  });

  it('ends after 30 idle minutes on every replica; each request restarts the idle time', async () => {
    const cookie = await signIn(replicaA);
    const key = `${SESSION_KEY_PREFIX}${keyHashOf(cookie)}`;
    expect(await redis.pttl(key)).toBeGreaterThan(ADMIN_SESSION_IDLE_MS - 5_000);
    expect(await redis.pttl(key)).toBeLessThanOrEqual(ADMIN_SESSION_IDLE_MS);

    // As if 29 minutes and 59 seconds went by: a request on the other replica restarts the 30 minutes.
    await redis.pexpire(key, 1_000);
    await me(replicaB, cookie).expect(200);
    expect(await redis.pttl(key)).toBeGreaterThan(ADMIN_SESSION_IDLE_MS - 5_000);

    // As if the 30 minutes passed without a request: the key goes, and nothing writes it back.
    await redis.pexpire(key, 1);
    await eventually(async () => ((await redis.exists(key)) === 0 ? true : undefined), 5_000);
    await me(replicaA, cookie).expect(401);
    await me(replicaB, cookie).expect(401);
    expect(await redis.exists(key)).toBe(0);
  });

  it('counts the live sessions of every replica from its index, without scanning the keyspace', async () => {
    const store = replicaA.app.get(AdminSessionStore);
    const before = await store.count();
    const first = await signIn(replicaA);
    const second = await signIn(replicaB);
    expect(await store.count()).toBe(before + 2);
    expect(await replicaB.app.get(AdminSessionStore).count()).toBe(before + 2);

    // Signed out on one replica: gone from the count at once.
    await staffCall(replicaB, 'post', '/api/auth/logout', first).expect(204);
    expect(await store.count()).toBe(before + 1);

    // Gone idle (its key expired): not counted, and its entry leaves the index.
    const secondKey = `${SESSION_KEY_PREFIX}${keyHashOf(second)}`;
    await redis.pexpire(secondKey, 1);
    await eventually(async () => ((await redis.exists(secondKey)) === 0 ? true : undefined), 5_000);
    expect(await store.count()).toBe(before);
    expect(await redis.zcard(SESSION_INDEX_KEY)).toBe(before);

    // A request restarts the idle time in the index too: the entry's moment moves on with the key's.
    const third = await signIn(replicaA);
    const thirdHash = keyHashOf(third);
    await redis.zadd(SESSION_INDEX_KEY, Date.now() + 1_000, thirdHash);
    await me(replicaB, third).expect(200);
    expect(Number(await redis.zscore(SESSION_INDEX_KEY, thirdHash))).toBeGreaterThan(Date.now() + ADMIN_SESSION_IDLE_MS - 60_000);
  });

  it('ends 8 hours after sign-in at the latest, however busy', async () => {
    const cookie = await signIn(replicaA);
    const sessionId = cookie.split('=')[1];
    const store = replicaB.app.get(AdminSessionStore);
    expect(await store.touch(sessionId, undefined, Date.now() + ADMIN_SESSION_MAX_MS - 60_000)).not.toBeNull();
    expect(await store.touch(sessionId, undefined, Date.now() + ADMIN_SESSION_MAX_MS)).toBeNull();
    await me(replicaA, cookie).expect(401);
  });

  it('each person sees their own sessions (device, address, last use) and ends one or all the others', async () => {
    const desk = await createStaffAccount(replicaA.app, 'desk');
    const laptopAddress = uniqueClientAddress();
    const laptop = await signIn(replicaA, { email: desk.email, password: TEST_STAFF_PASSWORD, clientAddress: laptopAddress });
    const phone = await signIn(replicaB, { email: desk.email, password: TEST_STAFF_PASSWORD, userAgent: FIREFOX });
    const tablet = await signIn(replicaB, { email: desk.email, password: TEST_STAFF_PASSWORD });
    const ownerCookie = await signIn(replicaA);

    const listed = await staffCall(replicaB, 'get', '/api/auth/sessions', laptop).set('X-Forwarded-For', laptopAddress).expect(200);
    expect(listed.body).toHaveLength(3);
    const current = listed.body.find((session: { current: boolean }) => session.current);
    expect(current).toMatchObject({
      device: 'Chrome 140 on Linux',
      address: laptopAddress,
      reference: expect.stringMatching(/^[0-9a-f]{12}$/),
    });
    expect(Date.parse(current.lastUsedAt)).toBeGreaterThanOrEqual(Date.parse(current.createdAt));
    expect(listed.body.map((session: { device: string }) => session.device).sort()).toEqual([
      'Chrome 140 on Linux',
      'Chrome 140 on Linux',
      'Firefox 145 on Windows',
    ]);
    // The owner's own session is not among a desk member's, nor theirs among the owner's.
    const ownerSessions = await staffCall(replicaA, 'get', '/api/auth/sessions', ownerCookie).expect(200);
    expect(ownerSessions.body.map((session: { reference: string }) => session.reference)).not.toContain(current.reference);

    const phoneSession = listed.body.find((session: { device: string }) => session.device.startsWith('Firefox'));
    // Another person's session reference is not theirs to end.
    await staffCall(replicaA, 'delete', `/api/auth/sessions/${phoneSession.reference}`, ownerCookie).expect(404);
    await me(replicaA, phone).expect(200);
    await staffCall(replicaA, 'delete', `/api/auth/sessions/${phoneSession.reference}`, laptop).expect(204);
    await me(replicaB, phone).expect(401);
    await me(replicaB, tablet).expect(200);

    await staffCall(replicaB, 'delete', '/api/auth/sessions', laptop).expect(204);
    await me(replicaA, tablet).expect(401);
    await me(replicaA, laptop).expect(200);
    expect((await staffCall(replicaA, 'get', '/api/auth/sessions', laptop).expect(200)).body).toHaveLength(1);
  });

  it("the owner deactivates a signed-in account on one replica and that person's next request on the other is refused", async () => {
    const editor = await createStaffAccount(replicaA.app, 'editor');
    const editorCookie = await signIn(replicaB, { email: editor.email, password: TEST_STAFF_PASSWORD });
    await staffCall(replicaB, 'get', '/api/admin/blog-posts', editorCookie).expect(200);
    const ownerCookie = await signIn(replicaA);

    const changed = await staffCall(replicaA, 'patch', `/api/admin/accounts/${editor.id}`, ownerCookie).send({ active: false }).expect(200);
    expect(changed.body).toMatchObject({ id: editor.id, active: false });
    await staffCall(replicaB, 'get', '/api/admin/blog-posts', editorCookie).expect(401);
    expect(await redis.smembers(`rebound:staff-account-sessions:${editor.id}`)).toEqual([]);
    // And no new sign-in, even with the right password.
    await request(replicaB.server)
      .post('/api/auth/login')
      .set('X-Forwarded-For', uniqueClientAddress())
      .set('Origin', TEST_SITE_ORIGIN)
      .send({ email: editor.email, password: TEST_STAFF_PASSWORD })
      .expect(401);

    await staffCall(replicaB, 'patch', `/api/admin/accounts/${editor.id}`, ownerCookie).send({ active: true }).expect(200);
    await signIn(replicaA, { email: editor.email, password: TEST_STAFF_PASSWORD });
  });

  it('the last active owner cannot be demoted or deactivated', async () => {
    const ownerCookie = await signIn(replicaA);
    const [{ id }] = await queryTestDatabase<{ id: string }>('SELECT id FROM staff_accounts WHERE lower(email) = $1', [TEST_ADMIN_EMAIL]);
    await staffCall(replicaA, 'patch', `/api/admin/accounts/${id}`, ownerCookie).send({ role: 'desk' }).expect(409);
    await staffCall(replicaA, 'patch', `/api/admin/accounts/${id}`, ownerCookie).send({ active: false }).expect(409);
    await me(replicaB, ownerCookie).expect(200);
    expect((await me(replicaB, ownerCookie)).body.account.role).toBe('owner');
  });

  it('a role change holds at the next request on every replica', async () => {
    const person = await createStaffAccount(replicaA.app, 'desk');
    const cookie = await signIn(replicaA, { email: person.email, password: TEST_STAFF_PASSWORD });
    await staffCall(replicaB, 'get', '/api/interest', cookie).expect(200);
    const ownerCookie = await signIn(replicaA);
    await staffCall(replicaA, 'patch', `/api/admin/accounts/${person.id}`, ownerCookie).send({ role: 'editor' }).expect(200);
    await staffCall(replicaB, 'get', '/api/interest', cookie).expect(403);
    await staffCall(replicaB, 'get', '/api/admin/blog-posts', cookie).expect(200);
  });

  it('a changed password ends the person’s other sessions and the old password stops working', async () => {
    const person = await createStaffAccount(replicaA.app, 'editor');
    const here = await signIn(replicaA, { email: person.email, password: TEST_STAFF_PASSWORD });
    const elsewhere = await signIn(replicaB, { email: person.email, password: TEST_STAFF_PASSWORD });
    await staffCall(replicaB, 'post', '/api/auth/password', here)
      .send({ currentPassword: 'not it at all', newPassword: 'the new password of this editor' })
      .expect(401);
    await staffCall(replicaB, 'post', '/api/auth/password', here)
      .send({ currentPassword: TEST_STAFF_PASSWORD, newPassword: 'the new password of this editor' })
      .expect(204);
    await me(replicaA, here).expect(200);
    await me(replicaA, elsewhere).expect(401);
    await signIn(replicaB, { email: person.email, password: 'the new password of this editor' });
  });

  it('slows guesses at one account from many addresses with a growing delay, but the right password still gets in', async () => {
    const person = await createStaffAccount(replicaA.app, 'desk');
    const guess = () =>
      request(replicaA.server)
        .post('/api/auth/login')
        .set('X-Forwarded-For', uniqueClientAddress())
        .set('Origin', TEST_SITE_ORIGIN)
        .send({ email: person.email, password: 'a guess' })
        .expect(401);
    for (let attempt = 0; attempt < 4; attempt += 1) await guess();
    const started = Date.now();
    await signIn(replicaB, { email: person.email, password: TEST_STAFF_PASSWORD });
    expect(Date.now() - started).toBeGreaterThanOrEqual(signInDelayMs(4));
    // A success forgets the failures: the next sign-in waits no more.
    expect(signInDelayMs(0)).toBe(0);
    expect(await redis.keys('rebound:sign-in-failures:*')).toEqual([]);
  });

  it('the audit log names the person, session and address of sign-in, failed sign-in, reads and sign-out; never lead contents', async () => {
    await queryTestDatabase('DELETE FROM admin_audit_events');
    const desk = await createStaffAccount(replicaA.app, 'desk', 'Dana Desk');
    const leadName = 'Audit Test Visitor';
    await request(replicaA.server)
      .post('/api/interest')
      .set('X-Forwarded-For', uniqueClientAddress())
      .send({ name: leadName, email: 'audit@example.nl', message: 'secret plans' })
      .expect(201);

    const address = uniqueClientAddress();
    await request(replicaA.server)
      .post('/api/auth/login')
      .set('Origin', TEST_SITE_ORIGIN)
      .set('X-Forwarded-For', address)
      .set('User-Agent', 'audit-test-browser')
      .send({ email: desk.email, password: 'wrong' })
      .expect(401);
    const cookie = await signIn(replicaA, { email: desk.email, password: TEST_STAFF_PASSWORD, clientAddress: address });
    await request(replicaB.server).get('/api/interest').set('Cookie', cookie).set('X-Forwarded-For', address).expect(200);
    await staffCall(replicaB, 'post', '/api/auth/logout', cookie).set('X-Forwarded-For', address).expect(204);

    const events = await queryTestDatabase<Record<string, unknown>>(
      'SELECT event, session_ref, client_address, user_agent, record_count, target_id, account_id, account_name, occurred_at FROM admin_audit_events ORDER BY id',
    );
    expect(events.map((row) => row.event)).toEqual(['sign-in-failed', 'sign-in', 'leads-read', 'sign-out']);
    for (const row of events) {
      expect(row.client_address).toBe(address);
      expect(row.occurred_at).toBeInstanceOf(Date);
    }
    // A failed sign-in names the account tried as its target, not as the one who acted.
    expect(events[0]).toMatchObject({ session_ref: null, user_agent: 'audit-test-browser', account_id: null, target_id: desk.id });
    const sessionRef = events[1].session_ref;
    expect(sessionRef).toMatch(/^[0-9a-f]{12}$/);
    for (const row of events.slice(1))
      expect(row).toMatchObject({ session_ref: sessionRef, account_id: desk.id, account_name: 'Dana Desk' });
    expect(events[2].record_count).toBe(1);
    expect(JSON.stringify(events)).not.toContain(leadName);
    expect(JSON.stringify(events)).not.toContain('audit@example.nl');
    expect(JSON.stringify(events)).not.toContain(cookie.split('=')[1]);
  });
});
