import { PrivateRedis } from '@rebound/shared/testing';
import type { Request, Response } from 'express';
import { Redis } from 'ioredis';
import request from 'supertest';
import { startTestApp } from '../test-support/test-app';
import { queryTestDatabase, recreateTestDatabase } from '../test-support/test-database';
import { TEST_REDIS_URL } from '../test-support/test-environment';
import { stopGracefully } from './graceful-stop';
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
      const arrived = new Promise<void>((resolve) => testApp.server.once('request', () => resolve()));
      const inFlight = request(baseUrl).post('/api/interest').send({ name: 'Last one in', email: 'last@example.com' });
      const responded = inFlight.then((response) => ({ response, at: Date.now() }));
      // The request has reached the app (and waits for Redis): shutdown starts with it in flight.
      await arrived;
      const closeStartedAt = Date.now();
      const closed = testApp.app.close().then(() => Date.now());

      const { response, at: respondedAt } = await responded;
      expect(response.status).toBe(201);
      expect(respondedAt).toBeGreaterThan(closeStartedAt);
      expect(await closed).toBeGreaterThanOrEqual(respondedAt);
      expect(await queryTestDatabase('SELECT name FROM interest_leads WHERE id = $1', [response.body.id])).toEqual([
        { name: 'Last one in' },
      ]);
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

    // The drain and the hand-over's quiet time are spans of time by design; the requests below must
    // fall inside them, so both are long here, seconds for one local request each. How the quiet time
    // is measured is tested on a fake clock (graceful-stop.spec.ts).
    const drainMs = 3_000;
    const quietMs = 3_000;
    const drain = testApp.app.get(ShutdownDrain);
    const handingOver = new Promise<void>((resolve) => {
      const handOver = drain.handOver.bind(drain);
      jest.spyOn(drain, 'handOver').mockImplementation(() => {
        handOver();
        resolve();
      });
    });
    const stopStartedAt = Date.now();
    const stopped = stopGracefully(testApp.app, drainMs, 'SIGTERM', quietMs).then(() => Date.now());

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
    expect(await queryTestDatabase('SELECT name FROM interest_leads WHERE id = $1', [lead.body.id])).toEqual([
      { name: 'During the drain' },
    ]);

    // After the drain it hands registrations over: 503 at once with Retry-After, nothing stored, so nginx passes them on.
    await handingOver;
    const handedOver = await fetch(`${baseUrl}/api/interest`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Handed over', email: 'handed-over@example.com' }),
    });
    expect(handedOver.status).toBe(503);
    expect(handedOver.headers.get('retry-after')).toBe('1');
    expect(handedOver.headers.get('connection')).toBe('close');
    expect(await handedOver.json()).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      message: 'This backend is stopping: send the registration again',
    });
    // Anything else is still served until the port closes.
    expect((await fetch(`${baseUrl}/api/health`)).status).toBe(503);

    const lastRequestAt = Date.now();
    // The port closes once no request came for the quiet time.
    const stoppedAt = await stopped;
    expect(stoppedAt).toBeGreaterThanOrEqual(stopStartedAt + drainMs);
    expect(stoppedAt).toBeGreaterThanOrEqual(lastRequestAt + quietMs - 5);
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
