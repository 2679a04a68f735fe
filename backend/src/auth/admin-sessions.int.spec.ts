import { Redis } from 'ioredis';
import request from 'supertest';
import { eventually } from '../test-support/eventually';
import { uniqueClientAddress } from '../test-support/network';
import { startTestApp, type TestApp } from '../test-support/test-app';
import { queryTestDatabase, recreateTestDatabase } from '../test-support/test-database';
import { TEST_ADMIN_PASSWORD, TEST_REDIS_URL, TEST_SITE_ORIGIN } from '../test-support/test-environment';
import { flushTestRedis } from '../test-support/test-redis';
import { ADMIN_SESSION_IDLE_MS, ADMIN_SESSION_MAX_MS } from './admin-session';
import { AdminSessionStore } from './admin-session-store';

// Issue 8: the server keeps the admin sessions (Redis), so sign-out, a password change and 30 idle
// minutes end a session on every replica. Two backend instances share the test PostgreSQL and Redis.

const SESSION_KEYS = 'rebound:admin-session:*';

describe('admin sessions on two backend replicas', () => {
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

  async function signIn(replica: TestApp, password = TEST_ADMIN_PASSWORD, clientAddress = uniqueClientAddress()): Promise<string> {
    const response = await request(replica.server)
      .post('/api/auth/login')
      .set('X-Forwarded-For', clientAddress)
      .set('Origin', TEST_SITE_ORIGIN)
      .send({ password })
      .expect(204);
    return (response.headers['set-cookie'] as unknown as string[])[0].split(';')[0];
  }
  const me = (replica: TestApp, cookie: string) => request(replica.server).get('/api/auth/me').set('Cookie', cookie);

  it('a session made on one replica works on the other, and sign-out on either ends it on both', async () => {
    const cookie = await signIn(replicaA);
    await me(replicaA, cookie).expect(200);
    await me(replicaB, cookie).expect(200);
    await request(replicaB.server).post('/api/auth/logout').set('Origin', TEST_SITE_ORIGIN).set('Cookie', cookie).expect(204);
    await me(replicaA, cookie).expect(401);
    await me(replicaB, cookie).expect(401);
    await request(replicaA.server).get('/api/interest').set('Cookie', cookie).expect(401);
  });

  it('ends after 30 idle minutes on every replica; each request restarts the idle time', async () => {
    const cookie = await signIn(replicaA);
    const [key] = await redis.keys(SESSION_KEYS).then((keys) => keys.filter(Boolean));
    expect(await redis.pttl(key)).toBeGreaterThan(ADMIN_SESSION_IDLE_MS - 5_000);
    expect(await redis.pttl(key)).toBeLessThanOrEqual(ADMIN_SESSION_IDLE_MS);

    // As if 29 minutes and 59 seconds went by: a request on the other replica restarts the 30 minutes.
    await redis.pexpire(key, 1_000);
    await me(replicaB, cookie).expect(200);
    expect(await redis.pttl(key)).toBeGreaterThan(ADMIN_SESSION_IDLE_MS - 5_000);

    // As if the 30 minutes passed without a request.
    await redis.pexpire(key, 1);
    await eventually(async () => ((await redis.exists(key)) === 0 ? true : undefined), 5_000);
    await me(replicaA, cookie).expect(401);
    await me(replicaB, cookie).expect(401);
    await redis.del(key);
  });

  it('ends 8 hours after sign-in at the latest, however busy', async () => {
    const cookie = await signIn(replicaA);
    const sessionId = cookie.split('=')[1];
    const store = replicaB.app.get(AdminSessionStore);
    expect(await store.touch(sessionId, Date.now() + ADMIN_SESSION_MAX_MS - 60_000)).not.toBeNull();
    expect(await store.touch(sessionId, Date.now() + ADMIN_SESSION_MAX_MS)).toBeNull();
    await me(replicaA, cookie).expect(401);
  });

  it('a replica started with a new admin password ends every session, on the replicas still running the old one too', async () => {
    const before = await signIn(replicaA);
    await me(replicaB, before).expect(200);

    const newPassword = 'a new admin password for the test';
    const replicaC = await startTestApp({ ADMIN_PASSWORD: newPassword });
    try {
      await me(replicaA, before).expect(401);
      await me(replicaB, before).expect(401);
      await me(replicaC, before).expect(401);

      // A sign-in on a replica still running the old password is refused by the one with the new password,
      const stale = await signIn(replicaA);
      await me(replicaC, stale).expect(401);
      // and a sign-in with the new password works on the new replica.
      const fresh = await signIn(replicaC, newPassword);
      await me(replicaC, fresh).expect(200);
    } finally {
      await replicaC.app.close();
    }
  });

  it('writes sign-in, failed sign-in, sign-out and every read of the leads to the audit log: who, when, from where, never lead contents', async () => {
    await queryTestDatabase('DELETE FROM admin_audit_events');
    const leadName = 'Audit Test Visitor';
    await request(replicaA.server)
      .post('/api/interest')
      .set('X-Forwarded-For', uniqueClientAddress())
      .send({ name: leadName, email: 'audit@example.nl', message: 'secret plans' })
      .expect(201);

    const adminAddress = uniqueClientAddress();
    await request(replicaA.server)
      .post('/api/auth/login')
      .set('Origin', TEST_SITE_ORIGIN)
      .set('X-Forwarded-For', adminAddress)
      .set('User-Agent', 'audit-test-browser')
      .send({ password: 'wrong' })
      .expect(401);
    const cookie = await signIn(replicaA, TEST_ADMIN_PASSWORD, adminAddress);
    await request(replicaB.server).get('/api/interest').set('Cookie', cookie).set('X-Forwarded-For', adminAddress).expect(200);
    await request(replicaB.server)
      .post('/api/auth/logout')
      .set('Origin', TEST_SITE_ORIGIN)
      .set('Cookie', cookie)
      .set('X-Forwarded-For', adminAddress)
      .expect(204);

    const events = await queryTestDatabase<Record<string, unknown>>(
      'SELECT event, session_ref, client_address, user_agent, record_count, occurred_at FROM admin_audit_events ORDER BY id',
    );
    expect(events.map((row) => row.event)).toEqual(['sign-in-failed', 'sign-in', 'leads-read', 'sign-out']);
    for (const row of events) {
      expect(row.client_address).toBe(adminAddress);
      expect(row.occurred_at).toBeInstanceOf(Date);
    }
    expect(events[0]).toMatchObject({ session_ref: null, user_agent: 'audit-test-browser' });
    const sessionRef = events[1].session_ref;
    expect(sessionRef).toMatch(/^[0-9a-f]{12}$/);
    expect(events.slice(1).map((row) => row.session_ref)).toEqual([sessionRef, sessionRef, sessionRef]);
    expect(events[2].record_count).toBe(1);
    expect(JSON.stringify(events)).not.toContain(leadName);
    expect(JSON.stringify(events)).not.toContain('audit@example.nl');
    expect(JSON.stringify(events)).not.toContain(cookie.split('=')[1]);
  });
});
