import request from 'supertest';
import { uniqueClientAddress } from '../test-support/network';
import { startTestApp, type TestApp } from '../test-support/test-app';
import { recreateTestDatabase } from '../test-support/test-database';
import { flushTestRedis } from '../test-support/test-redis';

const lead = (index: number) => ({ name: `Visitor ${index}`, email: `visitor${index}@example.com` });

describe('throttling POST /api/interest across replicas', () => {
  let replicaA: TestApp;
  let replicaB: TestApp;

  beforeAll(async () => {
    await recreateTestDatabase();
    await flushTestRedis();
    replicaA = await startTestApp();
    replicaB = await startTestApp();
  });

  afterAll(async () => {
    await replicaA.app.close();
    await replicaB.app.close();
  });

  it('allows 5 per client address over two backend instances sharing Redis; the 6th gets 429 with Retry-After', async () => {
    const clientAddress = uniqueClientAddress();
    const replicas = [replicaA, replicaB];
    for (let index = 0; index < 5; index += 1) {
      await request(replicas[index % 2].server)
        .post('/api/interest')
        .set('X-Forwarded-For', clientAddress)
        .send(lead(index))
        .expect(201);
    }
    const blocked = await request(replicaB.server).post('/api/interest').set('X-Forwarded-For', clientAddress).send(lead(5)).expect(429);
    expect(blocked.body).toEqual({ statusCode: 429, error: 'Too Many Requests', message: 'Too many requests. Please try again later.' });
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(9 * 60);
    expect(retryAfter).toBeLessThanOrEqual(10 * 60);
    await request(replicaA.server).post('/api/interest').set('X-Forwarded-For', clientAddress).send(lead(6)).expect(429);
  });

  it('counts visitors apart by the address the trusted proxy (loopback) forwards', async () => {
    const busyVisitor = uniqueClientAddress();
    for (let index = 0; index < 5; index += 1) {
      await request(replicaA.server).post('/api/interest').set('X-Forwarded-For', busyVisitor).send(lead(index)).expect(201);
    }
    await request(replicaA.server).post('/api/interest').set('X-Forwarded-For', busyVisitor).send(lead(5)).expect(429);
    // nginx appends the real peer to whatever the client sent: only the last (proxy-added) entry counts.
    await request(replicaA.server).post('/api/interest').set('X-Forwarded-For', `203.0.113.9, ${busyVisitor}`).send(lead(6)).expect(429);
    await request(replicaA.server).post('/api/interest').set('X-Forwarded-For', uniqueClientAddress()).send(lead(7)).expect(201);
  });

  it('counts blocked and invalid requests too, so nobody can probe without limit', async () => {
    const clientAddress = uniqueClientAddress();
    for (let index = 0; index < 5; index += 1) {
      await request(replicaA.server).post('/api/interest').set('X-Forwarded-For', clientAddress).send({ name: '' }).expect(400);
    }
    await request(replicaA.server).post('/api/interest').set('X-Forwarded-For', clientAddress).send(lead(1)).expect(429);
  });
});

describe('X-Forwarded-For from a peer that is not the trusted proxy', () => {
  it('is ignored: the connecting address is counted', async () => {
    await flushTestRedis();
    // Only 10.0.0.1 may forward addresses; the test connects from loopback, so its header is not believed.
    const testApp = await startTestApp({ TRUST_PROXY: '10.0.0.1' });
    try {
      for (let index = 0; index < 5; index += 1) {
        await request(testApp.server).post('/api/interest').set('X-Forwarded-For', uniqueClientAddress()).send(lead(index)).expect(201);
      }
      await request(testApp.server).post('/api/interest').set('X-Forwarded-For', uniqueClientAddress()).send(lead(5)).expect(429);
    } finally {
      await testApp.app.close();
    }
  });
});
