import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import {
  createBullConnection,
  Environment,
  NEWSLETTER_MAIL_JOB,
  NEWSLETTER_MAIL_JOB_OPTIONS,
  NEWSLETTER_MAIL_QUEUE,
  type NewsletterMailJob,
  newsletterMailJobId,
  withTimeout,
} from '@rebound/shared/node';
import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { LEAD_ENQUEUE_TIMEOUT_MS } from '../lead-queue/lead-queue.constants';
import { closeRedis, logRedisConnection, REDIS_DISCONNECT_TIMEOUT_MS, redisReconnectDelay } from '../redis/redis-connection';

/** Puts one confirmation-mail job per mail request on the BullMQ queue the worker consumes. */
@Injectable()
export class NewsletterMailProducer implements OnApplicationShutdown {
  private readonly logger = new Logger(NewsletterMailProducer.name);
  private readonly connection: Redis;
  private readonly queue: Queue<NewsletterMailJob>;

  constructor(environment: Environment) {
    // No offline queue: while Redis is down, add() fails at once and the sweep queues the mail later.
    this.connection = createBullConnection(environment.REDIS_URL, 'rebound-backend-newsletter-queue', {
      enableOfflineQueue: false,
      retryStrategy: redisReconnectDelay,
      disconnectTimeout: REDIS_DISCONNECT_TIMEOUT_MS,
    });
    logRedisConnection(this.connection, 'newsletter queue', this.logger);
    this.queue = new Queue<NewsletterMailJob>(NEWSLETTER_MAIL_QUEUE, {
      connection: this.connection,
      defaultJobOptions: NEWSLETTER_MAIL_JOB_OPTIONS,
    });
    // Connection trouble is logged above; an unheard 'error' would crash the process.
    this.queue.on('error', () => undefined);
  }

  /**
   * Queues the confirmation mail of one mail request. The job id names the subscription and the
   * request's instant, so adding it again (sweep, other replica) is a no-op while the job exists.
   */
  async enqueue(subscriptionId: string, mailRequestedAt: Date): Promise<void> {
    const job: NewsletterMailJob = { subscriptionId };
    await withTimeout(
      this.queue.add(NEWSLETTER_MAIL_JOB, job, {
        ...NEWSLETTER_MAIL_JOB_OPTIONS,
        jobId: newsletterMailJobId(subscriptionId, mailRequestedAt),
      }),
      LEAD_ENQUEUE_TIMEOUT_MS,
      `Redis did not accept the job within ${LEAD_ENQUEUE_TIMEOUT_MS} ms`,
    );
  }

  async onApplicationShutdown(): Promise<void> {
    await withTimeout(this.queue.close(), 2_000, 'queue close timed out').catch(() => undefined);
    await closeRedis(this.connection);
  }
}
