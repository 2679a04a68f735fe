import { BullModule } from '@nestjs/bullmq';
import { type DynamicModule, Global, Module } from '@nestjs/common';
import { Environment } from '@rebound/shared/node';
import { LeadNotificationConsumer } from './lead-notification.consumer';
import { LeadRetentionConsumer } from './lead-retention.consumer';
import type { Logger } from './logger';
import { NewsletterMailConsumer } from './newsletter-mail.consumer';
import { NewsletterPostConsumer } from './newsletter-post.consumer';
import { PostgresConnection } from './postgres-connection';
import { StaffAccountMailConsumer } from './staff-account-mail.consumer';
import { WorkerHealth } from './worker-health';
import { WorkerLifecycle } from './worker-lifecycle';
import { WorkerMail } from './worker-mail';
import { WorkerMetricsService } from './worker-metrics.service';
import { WORKER_LOGGER, WORKER_OPTIONS, type WorkerOptions } from './worker-options';
import { WORKER_QUEUES } from './worker-queues';
import { WorkerRedis } from './worker-redis';

/** What every part of the worker injects: the validated environment, the logger, Redis, PostgreSQL and the mail transport. */
@Global()
@Module({})
class WorkerCoreModule {
  static forRoot(environment: Environment, logger: Logger, options: WorkerOptions): DynamicModule {
    const providers = [
      { provide: Environment, useValue: environment },
      { provide: WORKER_LOGGER, useValue: logger },
      { provide: WORKER_OPTIONS, useValue: options },
      WorkerRedis,
      PostgresConnection,
      WorkerMail,
    ];
    return { module: WorkerCoreModule, providers, exports: providers };
  }
}

/**
 * The worker process as a Nest application context (no HTTP adapter). BullMQ comes from
 * @nestjs/bullmq: one root connection, one registered queue and one @Processor per queue, so a new
 * queue is one name in WORKER_QUEUES (registered here, measured by WorkerMetricsService) plus its consumer in `providers`.
 */
@Module({})
export class WorkerModule {
  static forRoot(environment: Environment, logger: Logger, options: WorkerOptions = {}): DynamicModule {
    return {
      module: WorkerModule,
      imports: [
        WorkerCoreModule.forRoot(environment, logger, options),
        BullModule.forRootAsync({
          inject: [WorkerRedis],
          useFactory: (redis: WorkerRedis) => ({
            connection: redis.client,
            ...(options.queuePrefix ? { prefix: options.queuePrefix } : {}),
          }),
        }),
        BullModule.registerQueue(...WORKER_QUEUES.map((name) => ({ name }))),
      ],
      providers: [
        LeadNotificationConsumer,
        NewsletterMailConsumer,
        NewsletterPostConsumer,
        LeadRetentionConsumer,
        StaffAccountMailConsumer,
        WorkerHealth,
        WorkerLifecycle,
        WorkerMetricsService,
      ],
      exports: [WorkerHealth, WorkerLifecycle, WorkerMetricsService],
    };
  }
}
