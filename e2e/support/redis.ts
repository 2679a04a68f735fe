import { THROTTLE_KEY_PREFIX } from '@rebound/shared';
import { Redis } from 'ioredis';

async function withRedis<T>(redisUrl: string, work: (redis: Redis) => Promise<T>): Promise<T> {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1, lazyConnect: true });
  await redis.connect();
  try {
    return await work(redis);
  } finally {
    redis.disconnect();
  }
}

/** Empties the e2e Redis database (its own logical db) before the stack starts. */
export async function flushRedisDatabase(redisUrl: string): Promise<void> {
  await withRedis(redisUrl, (redis) => redis.flushdb());
}

/**
 * Forgets every rate-limit counter. All test traffic comes from 127.0.0.1, so tests that send
 * several forms or logins call this first instead of running into the per-client limit.
 */
export async function resetThrottling(redisUrl: string): Promise<void> {
  await withRedis(redisUrl, async (redis) => {
    const keys = await redis.keys(`${THROTTLE_KEY_PREFIX}*`);
    if (keys.length > 0) await redis.del(...keys);
  });
}
