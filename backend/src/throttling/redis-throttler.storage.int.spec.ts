import { Logger } from '@nestjs/common';
import { freePort } from '@rebound/shared/testing';
import { Redis } from 'ioredis';
import { eventually } from '../test-support/eventually';
import { TEST_REDIS_URL } from '../test-support/test-environment';
import { flushTestRedis } from '../test-support/test-redis';
import { RedisThrottlerStorage } from './redis-throttler.storage';

describe('RedisThrottlerStorage (real Redis, db 1)', () => {
  let redis: Redis;
  let storage: RedisThrottlerStorage;

  beforeAll(async () => {
    await flushTestRedis();
    redis = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: 1 });
    storage = new RedisThrottlerStorage(redis);
  });

  afterAll(() => redis.disconnect());

  it('counts hits under the rebound:throttle: prefix and blocks the hit past the limit', async () => {
    const results = [];
    for (let hit = 1; hit <= 4; hit += 1) results.push(await storage.increment('client-a', 60_000, 3, 30_000, 'default'));
    expect(results.map((result) => [result.totalHits, result.isBlocked])).toEqual([
      [1, false],
      [2, false],
      [3, false],
      [4, true],
    ]);
    expect(results[0].timeToExpire).toBe(60);
    expect(results[3].timeToBlockExpire).toBe(30);
    expect(await redis.keys('*client-a*')).toEqual(['rebound:throttle:default:client-a:blocked']);
    expect(await redis.pttl('rebound:throttle:default:client-a:blocked')).toBeGreaterThan(29_000);
    // Still blocked on the next hit, and another client is counted apart.
    expect((await storage.increment('client-a', 60_000, 3, 30_000, 'default')).isBlocked).toBe(true);
    expect((await storage.increment('client-b', 60_000, 3, 30_000, 'default')).totalHits).toBe(1);
  });

  it('starts a fresh window when the old one expires, and after a block ends', async () => {
    await storage.increment('client-c', 300, 1, 300, 'default');
    expect((await storage.increment('client-c', 300, 1, 300, 'default')).isBlocked).toBe(true);
    // Both the window and the block (300 ms each) have expired once Redis no longer has their keys.
    await eventually(async () => ((await redis.keys('*client-c*')).length === 0 ? true : undefined), 5_000);
    expect(await storage.increment('client-c', 300, 1, 300, 'default')).toMatchObject({ totalHits: 1, isBlocked: false });
  });

  it('counts atomically under concurrent hits (as from several replicas)', async () => {
    const results = await Promise.all(Array.from({ length: 20 }, () => storage.increment('client-d', 60_000, 5, 60_000, 'default')));
    expect(results.filter((result) => !result.isBlocked)).toHaveLength(5);
  });

  it('fails open when Redis is unreachable, logging the outage once', async () => {
    const unreachable = new Redis(`redis://127.0.0.1:${await freePort()}`, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      lazyConnect: true,
    });
    unreachable.on('error', () => undefined);
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    try {
      const failingOpen = new RedisThrottlerStorage(unreachable);
      for (let hit = 0; hit < 3; hit += 1) {
        expect(await failingOpen.increment('client-e', 60_000, 1, 60_000, 'default')).toEqual({
          totalHits: 0,
          timeToExpire: 0,
          isBlocked: false,
          timeToBlockExpire: 0,
        });
      }
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0][0]).toMatch(/^Throttle store unreachable \(.+\); requests pass unthrottled until it is back$/);
    } finally {
      warn.mockRestore();
      unreachable.disconnect();
    }
  });
});
