import { type BeforeApplicationShutdown, Inject, Injectable } from '@nestjs/common';
import { createBullConnection, Environment } from '@rebound/shared/node';
import type { Redis } from 'ioredis';
import type { Logger } from './logger';
import { WORKER_LOGGER } from './worker-options';

/**
 * The one Redis client BullMQ's queues and workers share (each worker adds its own blocking
 * connection). ioredis reconnects by itself; each distinct error is logged once per outage.
 */
@Injectable()
export class WorkerRedis implements BeforeApplicationShutdown {
  readonly client: Redis;

  constructor(environment: Environment, @Inject(WORKER_LOGGER) logger: Logger) {
    const client = createBullConnection(environment.REDIS_URL, 'rebound-worker');
    let lastError: string | undefined;
    client.on('error', (error: Error) => {
      if (error.message === lastError) return;
      lastError = error.message;
      logger.warn({ connection: client.options.connectionName, reason: error.message }, 'redis connection error');
    });
    client.on('ready', () => {
      if (lastError !== undefined) logger.info({ connection: client.options.connectionName }, 'redis connection restored');
      lastError = undefined;
    });
    this.client = client;
  }

  /** After the consumers stopped (or gave up on Redis): dropping the socket ends any wait on a Redis that is gone. */
  beforeApplicationShutdown(): void {
    this.client.disconnect();
  }
}
