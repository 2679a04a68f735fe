import { Redis } from 'ioredis';
import request from 'supertest';
import { PrivateRedis } from '../test-support/private-redis';
import { queryTestDatabase, recreateTestDatabase } from '../test-support/test-database';
import { startTestApp } from '../test-support/test-app';

describe('graceful shutdown (what SIGTERM triggers through enableShutdownHooks)', () => {
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
