import { Redis, type RedisOptions } from 'ioredis';

/**
 * A Redis client for BullMQ, built here so that the ioredis instance is the one bullmq sees
 * (connection options alone fail when bullmq and ioredis sit in different node_modules).
 * `overrides` lets a producer fail fast while Redis is down (e.g. `enableOfflineQueue: false`).
 */
export function createBullConnection(redisUrl: string, connectionName: string, overrides: RedisOptions = {}): Redis {
  return new Redis(redisUrl, { maxRetriesPerRequest: null, connectionName, lazyConnect: false, ...overrides });
}
