import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type HealthChecks, readHealth, startHealthServer } from './health-server';
import { captureLogs } from './test-support/log-capture';

const up = () => Promise.resolve('PONG');
const down = () => Promise.reject(new Error('ECONNREFUSED'));
const never = () => new Promise<never>(() => undefined);

describe('readHealth', () => {
  it('is ok when Redis and Postgres answer, and reports the failed job count', async () => {
    await expect(readHealth({ redis: up, postgres: up, failedJobs: async () => 3 })).resolves.toEqual({
      status: 'ok',
      redis: 'up',
      postgres: 'up',
      failedJobs: 3,
    });
    // The newsletter's failed confirmation mails, counted apart; a count Redis cannot give is null.
    await expect(readHealth({ redis: up, postgres: up, failedJobs: async () => 1, newsletterFailedJobs: async () => 4 })).resolves.toEqual({
      status: 'ok',
      redis: 'up',
      postgres: 'up',
      failedJobs: 1,
      newsletterFailedJobs: 4,
    });
    await expect(
      readHealth({ redis: up, postgres: up, failedJobs: async () => 1, newsletterFailedJobs: never }, 100),
    ).resolves.toMatchObject({ newsletterFailedJobs: null });
    // Every mail queue's count under its own name.
    await expect(
      readHealth({
        redis: up,
        postgres: up,
        failedJobs: async () => 0,
        newsletterFailedJobs: async () => 1,
        newsletterPostFailedJobs: async () => 2,
        staffAccountMailFailedJobs: async () => 5,
      }),
    ).resolves.toEqual({
      status: 'ok',
      redis: 'up',
      postgres: 'up',
      failedJobs: 0,
      newsletterFailedJobs: 1,
      newsletterPostFailedJobs: 2,
      staffAccountMailFailedJobs: 5,
    });
  });

  it('names the service that does not answer', async () => {
    await expect(readHealth({ redis: down, postgres: up, failedJobs: down as HealthChecks['failedJobs'] })).resolves.toEqual({
      status: 'error',
      redis: 'down',
      postgres: 'up',
      failedJobs: null,
    });
    await expect(readHealth({ redis: up, postgres: down, failedJobs: async () => 0 })).resolves.toMatchObject({
      status: 'error',
      postgres: 'down',
    });
  });

  it('counts a check that hangs as down instead of hanging itself', async () => {
    const started = Date.now();
    await expect(readHealth({ redis: never, postgres: up, failedJobs: never }, 100)).resolves.toEqual({
      status: 'error',
      redis: 'down',
      postgres: 'up',
      failedJobs: null,
    });
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});

describe('startHealthServer', () => {
  let server: Server;
  let checks: HealthChecks;
  let baseUrl: string;

  beforeAll(async () => {
    checks = { redis: up, postgres: up, failedJobs: async () => 0 };
    server = await startHealthServer(
      0,
      '127.0.0.1',
      { redis: () => checks.redis(), postgres: () => checks.postgres(), failedJobs: () => checks.failedJobs() },
      captureLogs().logger,
    );
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it('listens on the address it is given only (loopback for a local start)', () => {
    expect((server.address() as AddressInfo).address).toBe('127.0.0.1');
  });

  it('answers GET /health with 200 and the report', async () => {
    checks = { redis: up, postgres: up, failedJobs: async () => 2 };
    const response = await fetch(`${baseUrl}/health`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ status: 'ok', redis: 'up', postgres: 'up', failedJobs: 2 });
  });

  it('answers 503 when a service is down', async () => {
    checks = { redis: up, postgres: down, failedJobs: async () => 0 };
    const response = await fetch(`${baseUrl}/health`);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: 'error', redis: 'up', postgres: 'down', failedJobs: 0 });
  });

  it('answers HEAD without a body', async () => {
    checks = { redis: up, postgres: up, failedJobs: async () => 0 };
    const response = await fetch(`${baseUrl}/health`, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('');
  });

  it('answers 404 for other paths and 405 for other methods', async () => {
    expect((await fetch(`${baseUrl}/`)).status).toBe(404);
    const post = await fetch(`${baseUrl}/health`, { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
  });
});
