import { BullModule } from '@nestjs/bullmq';
import { Global, Inject, Injectable, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import { Environment } from '@rebound/shared/node';
import { Redis } from 'ioredis';
import { createQueueRedis, QUEUE_REDIS, QueueRedisCloser } from './queue-connection';
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

/**
 * The backend's Redis clients: the general one (APP_REDIS) and the one its BullMQ queues share, handed
 * to BullModule as its root connection; each feature module registers its own queue with BullModule.registerQueue.
 */
@Global()
@Module({
  imports: [BullModule.forRootAsync({ inject: [QUEUE_REDIS], useFactory: (connection: Redis) => ({ connection }) })],
  providers: [
    { provide: APP_REDIS, inject: [Environment], useFactory: (environment: Environment) => createAppRedis(environment.REDIS_URL) },
    { provide: QUEUE_REDIS, inject: [Environment], useFactory: createQueueRedis },
    AppRedisCloser,
    QueueRedisCloser,
  ],
  exports: [APP_REDIS, QUEUE_REDIS],
})
export class RedisModule {}
