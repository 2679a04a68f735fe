import { Global, Inject, Injectable, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import { Environment } from '@rebound/shared/node';
import { Redis } from 'ioredis';
import { closeRedis, logRedisConnection, REDIS_DISCONNECT_TIMEOUT_MS, redisReconnectDelay } from './redis-connection';

/** Injection token of the backend's general Redis client (throttle counters, health ping). */
export const APP_REDIS = Symbol('APP_REDIS');

/**
 * Commands fail at once while Redis is unreachable (no offline queue), so a Redis outage costs a
 * request a few milliseconds instead of a hang: the throttle fails open and health answers 503 quickly.
 */
export function createAppRedis(redisUrl: string): Redis {
  const client = new Redis(redisUrl, {
    connectionName: 'rebound-backend',
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 2_000,
    retryStrategy: redisReconnectDelay,
    disconnectTimeout: REDIS_DISCONNECT_TIMEOUT_MS,
  });
  logRedisConnection(client, 'app', new Logger('Redis'));
  return client;
}

@Injectable()
class AppRedisCloser implements OnApplicationShutdown {
  constructor(@Inject(APP_REDIS) private readonly redis: Redis) {}

  async onApplicationShutdown(): Promise<void> {
    await closeRedis(this.redis);
  }
}

@Global()
@Module({
  providers: [
    { provide: APP_REDIS, inject: [Environment], useFactory: (environment: Environment) => createAppRedis(environment.REDIS_URL) },
    AppRedisCloser,
  ],
  exports: [APP_REDIS],
})
export class RedisModule {}
