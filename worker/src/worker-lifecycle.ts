import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { LEAD_MAINTENANCE_QUEUE } from '@rebound/shared';
import {
  Environment,
  LEAD_NOTIFICATION_QUEUE,
  NEWSLETTER_MAIL_QUEUE,
  NEWSLETTER_POST_QUEUE,
  STAFF_ACCOUNT_MAIL_QUEUE,
  withTimeout,
} from '@rebound/shared/node';
import type { Queue } from 'bullmq';
import type { JobConsumer } from './job-consumer';
import { LeadNotificationConsumer } from './lead-notification.consumer';
import { LeadRetentionConsumer } from './lead-retention.consumer';
import type { Logger } from './logger';
import { NewsletterMailConsumer } from './newsletter-mail.consumer';
import { NewsletterPostConsumer } from './newsletter-post.consumer';
import { PostgresConnection } from './postgres-connection';
import { StaffAccountMailConsumer } from './staff-account-mail.consumer';
import { type WaitForServiceOptions, waitForService } from './wait-for-service';
import { DEFAULT_CLOSE_GRACE_MS, WORKER_LOGGER, WORKER_OPTIONS, type WorkerOptions } from './worker-options';
import { WorkerRedis } from './worker-redis';

/**
 * The worker's start and stop in order. start() waits for Redis, then PostgreSQL, then lets each
 * consumer take jobs. On shutdown (Nest's first hook, before Redis, PostgreSQL and SMTP close) it
 * stops taking jobs and lets the running ones finish: their mail and their commit need no Redis.
 */
@Injectable()
export class WorkerLifecycle implements OnModuleDestroy {
  private readonly stopping = new AbortController();
  private starting: Promise<unknown> | undefined;
  private readonly consumers: Array<JobConsumer<never, object>>;
  private readonly queues: Queue[];

  constructor(
    private readonly environment: Environment,
    private readonly redis: WorkerRedis,
    private readonly postgres: PostgresConnection,
    private readonly leadNotifications: LeadNotificationConsumer,
    private readonly newsletterMails: NewsletterMailConsumer,
    private readonly newsletterPosts: NewsletterPostConsumer,
    private readonly leadRetention: LeadRetentionConsumer,
    private readonly staffAccountMails: StaffAccountMailConsumer,
    @InjectQueue(LEAD_NOTIFICATION_QUEUE) leadNotificationQueue: Queue,
    @InjectQueue(NEWSLETTER_MAIL_QUEUE) newsletterMailQueue: Queue,
    @InjectQueue(NEWSLETTER_POST_QUEUE) newsletterPostQueue: Queue,
    @InjectQueue(LEAD_MAINTENANCE_QUEUE) maintenanceQueue: Queue,
    @InjectQueue(STAFF_ACCOUNT_MAIL_QUEUE) staffAccountMailQueue: Queue,
    @Inject(WORKER_LOGGER) private readonly logger: Logger,
    @Inject(WORKER_OPTIONS) private readonly options: WorkerOptions,
  ) {
    this.consumers = [leadNotifications, newsletterMails, newsletterPosts, leadRetention, staffAccountMails] as Array<
      JobConsumer<never, object>
    >;
    this.queues = [leadNotificationQueue, newsletterMailQueue, newsletterPostQueue, maintenanceQueue, staffAccountMailQueue];
    // Connection trouble is logged by WorkerRedis and shown by /health; an unheard 'error' event would only add noise.
    for (const queue of this.queues) queue.on('error', () => undefined);
  }

  /** Resolves true once jobs are being consumed, or false when a stop came first. */
  async start(): Promise<boolean> {
    const starting = this.startInOrder();
    this.starting = starting.catch(() => undefined);
    try {
      await starting;
      return true;
    } catch (error) {
      if (this.stopping.signal.aborted) return false;
      throw error;
    }
  }

  private async startInOrder(): Promise<void> {
    const { environment, logger } = this;
    const signal = this.stopping.signal;
    const wait: WaitForServiceOptions = { logger, signal, ...this.options.wait };
    await waitForService('redis', () => this.redis.client.ping(), wait);
    const dataSource = await this.postgres.connect(wait);
    signal.throwIfAborted();
    const concurrency = environment.WORKER_CONCURRENCY;
    // Redis lost right now would keep each of these waiting: a stop must not wait with them.
    await untilAborted(this.leadNotifications.begin(dataSource, concurrency), signal);
    await untilAborted(this.newsletterMails.begin(dataSource, concurrency), signal);
    await untilAborted(this.newsletterPosts.begin(dataSource, concurrency), signal);
    await untilAborted(this.leadRetention.begin(dataSource), signal);
    await untilAborted(this.staffAccountMails.begin(dataSource, 1), signal);
    logger.info({ queue: LEAD_NOTIFICATION_QUEUE, concurrency }, 'worker consuming lead notifications');
    logger.info({ queue: NEWSLETTER_MAIL_QUEUE, concurrency }, 'worker consuming newsletter mails');
    logger.info({ queue: STAFF_ACCOUNT_MAIL_QUEUE, concurrency: 1 }, 'worker consuming staff account mails');
    logger.info(
      { queue: NEWSLETTER_POST_QUEUE, concurrency, ratePerSecond: environment.NEWSLETTER_SEND_RATE },
      'worker consuming newsletter posts',
    );
  }

  /**
   * Stops taking jobs at once and lets the running ones finish. BullMQ's close needs Redis for its
   * bookkeeping: past the grace time the stop goes on without it (WorkerRedis then drops the socket),
   * and a job that did not get marked done runs again later and is skipped.
   */
  async onModuleDestroy(): Promise<void> {
    this.stopping.abort(new Error('worker is stopping'));
    await this.starting;
    const graceMs = this.options.closeGraceMs ?? DEFAULT_CLOSE_GRACE_MS;
    const workersClosed = Promise.all(this.consumers.map((consumer) => consumer.worker.close()));
    const queuesClosed = Promise.all(this.queues.map((queue) => queue.close()));
    await Promise.all(this.consumers.map((consumer) => consumer.whenIdle()));
    if (!(await settlesWithin(workersClosed, graceMs)) || !(await settlesWithin(queuesClosed, graceMs))) {
      this.logger.warn(
        { graceMs },
        'BullMQ could not close (is Redis reachable?); stopping without it, an unfinished job runs again later and is skipped',
      );
      // Past the grace time BullMQ waits on Redis forever. Dropping every socket stops its reconnect timers
      // (a socketless client never reports the drop, so nothing is awaited), and its close counts as
      // done, so @nestjs/bullmq's own close of the same workers and queues, later in the shutdown, does not wait either.
      this.redis.client.disconnect();
      for (const closable of [...this.consumers.map((consumer) => consumer.worker), ...this.queues]) {
        closable.disconnect().catch(() => undefined);
        closable.closing = Promise.resolve();
      }
    }
  }
}

/** `promise`, or a rejection as soon as `signal` aborts (the promise itself keeps running). */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** True when `promise` settled (either way) within `ms`. */
async function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  return withTimeout(
    promise.then(
      () => true,
      () => true,
    ),
    ms,
    'timed out',
  ).catch(() => false);
}
