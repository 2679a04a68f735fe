import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { createBullConnection, type Environment } from '@rebound/shared/node';
import type { Redis } from 'ioredis';
import { closeRedis, logRedisConnection, REDIS_DISCONNECT_TIMEOUT_MS, redisReconnectDelay } from './redis-connection';

/** Injection token of the Redis client every BullMQ queue of the backend shares (BullModule's root connection). */
export const QUEUE_REDIS = Symbol('QUEUE_REDIS');

/**
 * No offline queue: while Redis is down, adding a job fails at once (the request answers anyway and
 * the sweeps queue it later) instead of waiting for Redis to come back.
 */
export function createQueueRedis(environment: Environment): Redis {
  const client = createBullConnection(environment.REDIS_URL, 'rebound-backend-queue', {
    enableOfflineQueue: false,
    retryStrategy: redisReconnectDelay,
    disconnectTimeout: REDIS_DISCONNECT_TIMEOUT_MS,
  });
  logRedisConnection(client, 'queue', new Logger('Redis'));
  return client;
}

/** Closes the queues' shared client last: @nestjs/bullmq closes each queue, but leaves a client it was handed alone. */
@Injectable()
export class QueueRedisCloser implements OnApplicationShutdown {
  constructor(@Inject(QUEUE_REDIS) private readonly redis: Redis) {}

  async onApplicationShutdown(): Promise<void> {
    await closeRedis(this.redis);
  }
}
