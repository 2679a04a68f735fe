import type { Server } from 'node:http';
import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import {
  Environment,
  LEAD_NOTIFICATION_QUEUE,
  NEWSLETTER_MAIL_QUEUE,
  NEWSLETTER_POST_QUEUE,
  STAFF_ACCOUNT_MAIL_QUEUE,
  withTimeout,
} from '@rebound/shared/node';
import type { Queue } from 'bullmq';
import { startHealthServer } from './health-server';
import type { Logger } from './logger';
import { PostgresConnection } from './postgres-connection';
import { WORKER_LOGGER } from './worker-options';
import { WorkerRedis } from './worker-redis';

/**
 * GET /health on WORKER_HEALTH_PORT, a plain node:http server owned by this provider (the worker has
 * no Nest HTTP adapter to hang terminus on). It listens as soon as the context is built, before Redis
 * and PostgreSQL are reached, so a probe sees 503 and why instead of a refused connection.
 */
@Injectable()
export class WorkerHealth implements OnModuleInit, OnApplicationShutdown {
  private server: Server | undefined;

  constructor(
    private readonly environment: Environment,
    private readonly redis: WorkerRedis,
    private readonly postgres: PostgresConnection,
    @InjectQueue(LEAD_NOTIFICATION_QUEUE) private readonly leadNotifications: Queue,
    @InjectQueue(NEWSLETTER_MAIL_QUEUE) private readonly newsletterMails: Queue,
    @InjectQueue(NEWSLETTER_POST_QUEUE) private readonly newsletterPosts: Queue,
    @InjectQueue(STAFF_ACCOUNT_MAIL_QUEUE) private readonly staffAccountMails: Queue,
    @Inject(WORKER_LOGGER) private readonly logger: Logger,
  ) {}

  /** The port the endpoint listens on (WORKER_HEALTH_PORT, or the one picked for port 0). */
  get port(): number | undefined {
    const address = this.server?.address();
    return typeof address === 'object' && address ? address.port : undefined;
  }

  async onModuleInit(): Promise<void> {
    this.server = await startHealthServer(
      this.environment.WORKER_HEALTH_PORT,
      this.environment.BIND_ADDRESS,
      {
        redis: () => this.redis.client.ping(),
        postgres: () => this.postgres.ping(),
        failedJobs: () => this.leadNotifications.getFailedCount(),
        newsletterFailedJobs: () => this.newsletterMails.getFailedCount(),
        newsletterPostFailedJobs: () => this.newsletterPosts.getFailedCount(),
        staffAccountMailFailedJobs: () => this.staffAccountMails.getFailedCount(),
      },
      this.logger,
    );
  }

  async onApplicationShutdown(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (!server) return;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeAllConnections();
    await withTimeout(closed, 5_000, 'health server did not close');
  }
}
