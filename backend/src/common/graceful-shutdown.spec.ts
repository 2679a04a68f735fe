import type { Request, Response } from 'express';
import { Redis } from 'ioredis';
import request from 'supertest';
import { PrivateRedis } from '@rebound/shared/testing';
import { queryTestDatabase, recreateTestDatabase } from '../test-support/test-database';
import { startTestApp } from '../test-support/test-app';
import { TEST_REDIS_URL } from '../test-support/test-environment';
import { HAND_OVER_QUIET_MS, stopGracefully } from './graceful-stop';
import { closeConnectionsWhileDraining, ShutdownDrain } from './shutdown-drain';

describe('graceful shutdown (app.close(), what SIGTERM runs after the drain)', () => {
  it('finishes a request in flight, then stops accepting connections', async () => {
    await recreateTestDatabase();
    const redis = await PrivateRedis.start();
    const admin = new Redis(redis.url, { maxRetriesPerRequest: 1 });
    const testApp = await startTestApp({ REDIS_URL: redis.url });
    try {
      await testApp.app.listen(0, '127.0.0.1');
      const { port } = testApp.server.address() as { port: number };
      const baseUrl = `http://127.0.0.1:${port}`;

      // Redis holds writes for a moment, so the lead's request is still waiting for its job when shutdown starts.
      await admin.call('CLIENT', 'PAUSE', '1500', 'WRITE');
      const inFlight = request(baseUrl).post('/api/interest').send({ name: 'Last one in', email: 'last@example.com' });
      const responded = inFlight.then((response) => ({ response, at: Date.now() }));
      await new Promise((resolve) => setTimeout(resolve, 300));
      const closeStartedAt = Date.now();
      const closed = testApp.app.close().then(() => Date.now());

      const { response, at: respondedAt } = await responded;
      expect(response.status).toBe(201);
      expect(respondedAt).toBeGreaterThan(closeStartedAt);
      expect(await closed).toBeGreaterThanOrEqual(respondedAt);
      expect(await queryTestDatabase('SELECT name FROM interest_leads WHERE id = $1', [response.body.id])).toEqual([{ name: 'Last one in' }]);
      expect(await admin.exists(`bull:lead-notifications:${response.body.id}`)).toBe(1);

      await expect(request(baseUrl).get('/api/health')).rejects.toThrow(/ECONNREFUSED/);
    } finally {
      admin.disconnect();
      await redis.stop();
    }
  });
});

describe('graceful stop with a drain (what main.ts runs on SIGTERM)', () => {
  it('keeps serving while it drains, with health 503 shutting_down and Connection: close, then stops accepting', async () => {
    await recreateTestDatabase();
    const testApp = await startTestApp();
    await testApp.app.listen(0, '127.0.0.1');
    const { port } = testApp.server.address() as { port: number };
    const baseUrl = `http://127.0.0.1:${port}`;

    // fetch keeps connections alive, as nginx and browsers do.
    const before = await fetch(`${baseUrl}/api/health`);
    expect(before.status).toBe(200);
    expect(before.headers.get('connection')).toBe('keep-alive');

    const drainMs = 1_500;
    const stopStartedAt = Date.now();
    const stopped = stopGracefully(testApp.app, drainMs, 'SIGTERM').then(() => Date.now());

    const health = await fetch(`${baseUrl}/api/health`);
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({ statusCode: 503, error: 'Service Unavailable', status: 'shutting_down' });
    expect(health.headers.get('connection')).toBe('close');

    // A lead sent while draining is still taken, stored and queued; its answer closes the connection.
    const leadResponse = await fetch(`${baseUrl}/api/interest`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'During the drain', email: 'drain@example.com' }),
    });
    expect(leadResponse.status).toBe(201);
    expect(leadResponse.headers.get('connection')).toBe('close');
    const lead = { body: (await leadResponse.json()) as { id: string } };
    expect(await queryTestDatabase('SELECT name FROM interest_leads WHERE id = $1', [lead.body.id])).toEqual([{ name: 'During the drain' }]);

    // After the drain it hands registrations over: 503 at once with Retry-After, nothing stored, so nginx passes them on.
    const drain = testApp.app.get(ShutdownDrain);
    while (!drain.handingOver) await new Promise((resolve) => setTimeout(resolve, 20));
    const handedOver = await fetch(`${baseUrl}/api/interest`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Handed over', email: 'handed-over@example.com' }),
    });
    expect(handedOver.status).toBe(503);
    expect(handedOver.headers.get('retry-after')).toBe('1');
    expect(handedOver.headers.get('connection')).toBe('close');
    expect(await handedOver.json()).toEqual({ statusCode: 503, error: 'Service Unavailable', message: 'This backend is stopping: send the registration again' });
    // Anything else is still served until the port closes.
    expect((await fetch(`${baseUrl}/api/health`)).status).toBe(503);

    // The port stays open while requests keep coming in, and closes once none came for HAND_OVER_QUIET_MS.
    let lastRequestAt = 0;
    for (let index = 0; index < 6; index += 1) {
      const answer = await fetch(`${baseUrl}/api/interest`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      expect(answer.status).toBe(503);
      lastRequestAt = Date.now();
      await new Promise((resolve) => setTimeout(resolve, HAND_OVER_QUIET_MS / 2));
    }
    const stoppedAt = await stopped;
    expect(stoppedAt).toBeGreaterThanOrEqual(stopStartedAt + drainMs);
    expect(stoppedAt).toBeGreaterThanOrEqual(lastRequestAt + HAND_OVER_QUIET_MS - 5);
    await expect(request(baseUrl).get('/api/health')).rejects.toThrow(/ECONNREFUSED/);
    expect(await queryTestDatabase("SELECT name FROM interest_leads WHERE email = 'handed-over@example.com'")).toEqual([]);
    const redis = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: 1 });
    try {
      expect(await redis.exists(`bull:lead-notifications:${lead.body.id}`)).toBe(1);
    } finally {
      redis.disconnect();
    }
  });

  it('hands over only registrations: other calls and a path nginx does not pass on are served until the port closes', () => {
    const drain = new ShutdownDrain();
    const middleware = closeConnectionsWhileDraining(drain);
    /** What the middleware does with one request: passes it on ('next') or answers it (its status), and the Connection header it set. */
    const answered = (method: string, path: string) => {
      const headers: Record<string, string> = {};
      const response = {
        statusCode: 200,
        setHeader: (name: string, value: string) => (headers[name] = value),
        status(code: number) {
          this.statusCode = code;
          return this;
        },
        json: jest.fn(),
      };
      const next = jest.fn();
      middleware({ method, path } as Request, response as unknown as Response, next);
      return { status: next.mock.calls.length === 1 ? 'next' : response.statusCode, connection: headers.Connection };
    };
    expect(answered('POST', '/api/interest')).toEqual({ status: 'next', connection: undefined });
    drain.begin();
    expect(answered('POST', '/api/interest')).toEqual({ status: 'next', connection: 'close' });
    drain.handOver();
    expect(answered('POST', '/api/interest')).toEqual({ status: 503, connection: 'close' });
    expect(answered('POST', '/api/interest/')).toEqual({ status: 'next', connection: 'close' });
    expect(answered('GET', '/api/interest')).toEqual({ status: 'next', connection: 'close' });
    expect(answered('POST', '/api/newsletter/subscriptions')).toEqual({ status: 'next', connection: 'close' });
  });
});
