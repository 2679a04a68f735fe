import type { HealthErrorBody, HealthResponse } from '@rebound/shared';
import { LEAD_NOTIFICATION_QUEUE } from '@rebound/shared/node';
import { freePort } from '@rebound/shared/testing';
import { Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import request from 'supertest';
import { TcpProxy } from '../test-support/network';
import { startTestApp, type TestApp } from '../test-support/test-app';
import { recreateTestDatabase } from '../test-support/test-database';
import { TEST_DATABASE_NAME, TEST_REDIS_URL } from '../test-support/test-environment';
import { flushTestRedis } from '../test-support/test-redis';

describe('GET /api/health', () => {
  beforeAll(async () => {
    await recreateTestDatabase();
    await flushTestRedis();
  });

  describe('with PostgreSQL and Redis up', () => {
    let testApp: TestApp;

    beforeAll(async () => {
      testApp = await startTestApp();
    });

    afterAll(async () => {
      await testApp.app.close();
    });

    it('answers 200 with each check and the lead-notification job counts', async () => {
      const response = await request(testApp.server).get('/api/health').expect(200);
      expect(response.body).toEqual({
        status: 'ok',
        details: {
          postgres: expect.objectContaining({ status: 'up' }),
          redis: expect.objectContaining({ status: 'up' }),
          leadNotifications: expect.objectContaining({ status: 'up', failed: 0, waiting: 0, active: 0, delayed: 0 }),
        },
      } satisfies HealthResponse);
    });

    it('shows failed notification jobs as degraded, still 200', async () => {
      const connection = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: null });
      const workerConnection = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: null });
      const queue = new Queue(LEAD_NOTIFICATION_QUEUE, { connection });
      const worker = new Worker(
        LEAD_NOTIFICATION_QUEUE,
        async () => {
          throw new Error('SMTP server refused the mail');
        },
        { connection: workerConnection },
      );
      try {
        const failed = new Promise((resolve) => worker.once('failed', resolve));
        await queue.add('notify-staff', { leadId: 'health-check-lead', locale: 'en' }, { jobId: 'health-check-lead', attempts: 1 });
        await failed;
      } finally {
        await worker.close();
        await queue.close();
        connection.disconnect();
        workerConnection.disconnect();
      }

      const response = await request(testApp.server).get('/api/health').expect(200);
      expect(response.body.status).toBe('degraded');
      expect(response.body.details.leadNotifications).toEqual(
        expect.objectContaining({
          status: 'degraded',
          failed: 1,
          message: '1 lead notification jobs failed; inspect the failed jobs of the queue',
        }),
      );
      expect(response.body.details.postgres.status).toBe('up');
    });
  });

  it('answers 503 naming redis when Redis does not answer, within a few seconds', async () => {
    const testApp = await startTestApp({ REDIS_URL: `redis://127.0.0.1:${await freePort()}` });
    try {
      const startedAt = Date.now();
      const response = await request(testApp.server).get('/api/health').expect(503);
      expect(Date.now() - startedAt).toBeLessThan(5_000);
      const body = response.body as HealthErrorBody;
      expect(body).toMatchObject({ statusCode: 503, error: 'Service Unavailable', message: 'Unavailable: redis', status: 'error' });
      expect(body.details.redis.status).toBe('down');
      expect(body.details.postgres.status).toBe('up');
    } finally {
      await testApp.app.close();
    }
  });

  it('answers 503 naming postgres when PostgreSQL stops answering; API calls answer 503 too, not 500', async () => {
    const proxy = await TcpProxy.start(5432);
    const testApp = await startTestApp({ DATABASE_URL: `postgres://postgres@127.0.0.1:${proxy.port}/${TEST_DATABASE_NAME}` });
    try {
      await request(testApp.server).get('/api/health').expect(200);
      await proxy.close();
      const startedAt = Date.now();
      const response = await request(testApp.server).get('/api/health').expect(503);
      expect(Date.now() - startedAt).toBeLessThan(5_000);
      const body = response.body as HealthErrorBody;
      expect(body).toMatchObject({ statusCode: 503, error: 'Service Unavailable', message: 'Unavailable: postgres', status: 'error' });
      expect(body.details.postgres.status).toBe('down');
      expect(body.details.redis.status).toBe('up');

      const lead = await request(testApp.server).post('/api/interest').send({ name: 'Ann', email: 'ann@example.com' }).expect(503);
      expect(lead.body).toEqual({
        statusCode: 503,
        error: 'Service Unavailable',
        message: 'The service is temporarily unavailable. Please try again shortly.',
      });
      await request(testApp.server).get('/api/blog-posts').expect(503);
    } finally {
      await proxy.open();
      await testApp.app.close();
      await proxy.close();
    }
  });
});
