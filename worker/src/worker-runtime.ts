import type { Server } from 'node:http';
import {
  createBullConnection,
  type Environment,
  LEAD_NOTIFICATION_QUEUE,
  leadNotifyRecipients,
  NEWSLETTER_MAIL_QUEUE,
  postgresOptions,
  withTimeout,
} from '@rebound/shared/node';
import { Queue, type Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import { startHealthServer } from './health-server';
import { LeadNotificationProcessor } from './lead-notification.processor';
import { createLeadNotificationWorker } from './lead-notification.worker';
import { startLeadRetention } from './lead-retention';
import type { Logger } from './logger';
import { createMailTransport, type MailTransport } from './mail/mail-transport';
import { NewsletterMailProcessor } from './newsletter-mail.processor';
import { createNewsletterMailWorker } from './newsletter-mail.worker';
import { errorMessage, type WaitForServiceOptions, waitForService } from './wait-for-service';

export interface WorkerRuntimeOptions {
  /** BullMQ key prefix; only tests change it. */
  queuePrefix?: string;
  /** Back-off while waiting for Redis and Postgres at start-up. */
  wait?: Pick<WaitForServiceOptions, 'initialDelayMs' | 'maxDelayMs' | 'attemptTimeoutMs'>;
  /** How long stop() waits for BullMQ's own bookkeeping once no job is running any more. */
  closeGraceMs?: number;
}

const DEFAULT_CLOSE_GRACE_MS = 5_000;

/**
 * The worker process without its signal handling: starts the health endpoint, waits for Redis and
 * Postgres, then consumes the lead notification queue until stop() is called.
 */
export class WorkerRuntime {
  private readonly stopping = new AbortController();
  private starting: Promise<unknown> | undefined;
  private healthServer: Server | undefined;
  private workerConnection: Redis | undefined;
  private queueConnection: Redis | undefined;
  private queue: Queue | undefined;
  private dataSource: DataSource | undefined;
  private mailTransport: MailTransport | undefined;
  private processor: LeadNotificationProcessor | undefined;
  private worker: Worker | undefined;
  private newsletterConnection: Redis | undefined;
  private newsletterQueueConnection: Redis | undefined;
  private newsletterQueue: Queue | undefined;
  private newsletterProcessor: NewsletterMailProcessor | undefined;
  private newsletterWorker: Worker | undefined;
  private retentionQueueConnection: Redis | undefined;
  private retentionWorkerConnection: Redis | undefined;
  private retentionQueue: Queue | undefined;
  private retentionWorker: Worker | undefined;

  constructor(
    private readonly environment: Environment,
    private readonly logger: Logger,
    private readonly options: WorkerRuntimeOptions = {},
  ) {}

  /** The port the health endpoint listens on (WORKER_HEALTH_PORT, or the one picked for port 0), once started. */
  get healthPort(): number | undefined {
    const address = this.healthServer?.address();
    return typeof address === 'object' && address ? address.port : undefined;
  }

  /** Resolves true once jobs are being consumed, or false when stop() came first. */
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
    const waitOptions: WaitForServiceOptions = { logger, signal, ...this.options.wait };
    const prefix = this.options.queuePrefix;

    this.workerConnection = this.watchRedis(createBullConnection(environment.REDIS_URL, 'rebound-worker'));
    this.queueConnection = this.watchRedis(createBullConnection(environment.REDIS_URL, 'rebound-worker-health'));
    const queueConnection = this.queueConnection;
    this.queue = new Queue(LEAD_NOTIFICATION_QUEUE, { connection: queueConnection, ...(prefix ? { prefix } : {}) });
    this.queue.on('error', () => undefined); // reported by watchRedis and the health endpoint
    const queue = this.queue;
    this.newsletterQueueConnection = this.watchRedis(createBullConnection(environment.REDIS_URL, 'rebound-worker-newsletter-health'));
    this.newsletterQueue = new Queue(NEWSLETTER_MAIL_QUEUE, { connection: this.newsletterQueueConnection, ...(prefix ? { prefix } : {}) });
    this.newsletterQueue.on('error', () => undefined); // reported by watchRedis and the health endpoint
    const newsletterQueue = this.newsletterQueue;
    // Up before the dependencies, so a health probe sees 503 (and why) instead of a refused connection.
    this.healthServer = await startHealthServer(
      environment.WORKER_HEALTH_PORT,
      environment.BIND_ADDRESS,
      {
        redis: () => queueConnection.ping(),
        postgres: async () => {
          if (!this.dataSource?.isInitialized) throw new Error('not connected yet');
          return this.dataSource.query('SELECT 1');
        },
        failedJobs: () => queue.getFailedCount(),
        newsletterFailedJobs: () => newsletterQueue.getFailedCount(),
      },
      logger,
    );
    signal.throwIfAborted();

    const workerConnection = this.workerConnection;
    await waitForService('redis', () => workerConnection.ping(), waitOptions);
    this.dataSource = await waitForService(
      'postgres',
      () => connectPostgres(environment.DATABASE_URL, environment.WORKER_CONCURRENCY),
      waitOptions,
    );
    signal.throwIfAborted();

    this.mailTransport = createMailTransport(environment.SMTP_URL, logger);
    const processor = new LeadNotificationProcessor(
      this.dataSource,
      this.mailTransport,
      { from: environment.MAIL_FROM, recipients: leadNotifyRecipients(environment), publicUrl: environment.PUBLIC_URL },
      logger,
    );
    this.processor = processor;
    this.worker = createLeadNotificationWorker({
      connection: workerConnection,
      processor,
      concurrency: environment.WORKER_CONCURRENCY,
      logger,
      prefix,
    });
    await this.worker.waitUntilReady();
    // The visitors' double opt-in mails: their own queue and connection, the same mail transport and database.
    this.newsletterConnection = this.watchRedis(createBullConnection(environment.REDIS_URL, 'rebound-worker-newsletter'));
    this.newsletterProcessor = new NewsletterMailProcessor(
      this.dataSource,
      this.mailTransport,
      { from: environment.MAIL_FROM, publicUrl: environment.PUBLIC_URL },
      logger,
    );
    this.newsletterWorker = createNewsletterMailWorker({
      connection: this.newsletterConnection,
      processor: this.newsletterProcessor,
      concurrency: environment.WORKER_CONCURRENCY,
      logger,
      prefix,
    });
    await this.newsletterWorker.waitUntilReady();

    this.retentionQueueConnection = this.watchRedis(createBullConnection(environment.REDIS_URL, 'rebound-worker-retention-schedule'));
    this.retentionWorkerConnection = this.watchRedis(createBullConnection(environment.REDIS_URL, 'rebound-worker-retention'));
    const retention = startLeadRetention({
      dataSource: this.dataSource,
      notificationQueue: queue,
      retentionDays: environment.LEAD_RETENTION_DAYS,
      queueConnection: this.retentionQueueConnection,
      workerConnection: this.retentionWorkerConnection,
      logger,
      prefix,
    });
    this.retentionQueue = retention.queue;
    this.retentionWorker = retention.worker;
    // Redis lost right now would keep this waiting: a stop must not wait with it.
    await untilAborted(retention.ready, signal);
    logger.info({ queue: LEAD_NOTIFICATION_QUEUE, concurrency: environment.WORKER_CONCURRENCY }, 'worker consuming lead notifications');
    logger.info({ queue: NEWSLETTER_MAIL_QUEUE, concurrency: environment.WORKER_CONCURRENCY }, 'worker consuming newsletter mails');
  }

  /**
   * Lets running jobs finish, then closes BullMQ, mail, Postgres, Redis and the health server.
   * Safe to call more than once and while start() is still waiting for a service.
   */
  async stop(): Promise<void> {
    this.stopping.abort(new Error('worker is stopping'));
    await this.starting;
    const { logger } = this;
    const graceMs = this.options.closeGraceMs ?? DEFAULT_CLOSE_GRACE_MS;
    // close() stops fetching jobs at once and resolves when BullMQ is done, which needs Redis.
    const workerClosed = Promise.all([this.worker?.close(), this.newsletterWorker?.close(), this.retentionWorker?.close()]);
    const queueClosed = Promise.all([this.queue?.close(), this.newsletterQueue?.close(), this.retentionQueue?.close()]);
    // The job being sent is ours to finish: its mail and its notified_at commit do not need Redis.
    await Promise.all([this.processor?.whenIdle(), this.newsletterProcessor?.whenIdle()]);
    if (!(await settlesWithin(workerClosed, graceMs)) || !(await settlesWithin(queueClosed, graceMs))) {
      logger.warn(
        { graceMs },
        'BullMQ could not close (is Redis reachable?); stopping without it, an unfinished job runs again later and is skipped',
      );
    }
    // Past the grace period BullMQ waits on Redis forever; dropping the connections ends that wait.
    for (const connection of [
      this.workerConnection,
      this.queueConnection,
      this.newsletterConnection,
      this.newsletterQueueConnection,
      this.retentionQueueConnection,
      this.retentionWorkerConnection,
    ])
      connection?.disconnect();

    const steps: Array<[string, () => Promise<unknown> | unknown]> = [
      ['mail transport', () => this.mailTransport?.close()],
      ['postgres', () => (this.dataSource?.isInitialized ? this.dataSource.destroy() : undefined)],
      ['health server', () => closeServer(this.healthServer)],
    ];
    for (const [name, close] of steps) {
      try {
        await close();
      } catch (error) {
        logger.warn({ reason: errorMessage(error) }, `closing ${name} failed`);
      }
    }
    this.worker =
      this.processor =
      this.mailTransport =
      this.queue =
      this.dataSource =
      this.workerConnection =
      this.queueConnection =
      this.healthServer =
        undefined;
    this.newsletterWorker =
      this.newsletterProcessor =
      this.newsletterConnection =
      this.newsletterQueue =
      this.newsletterQueueConnection =
        undefined;
    this.retentionWorker = this.retentionQueue = this.retentionQueueConnection = this.retentionWorkerConnection = undefined;
  }

  /** ioredis reconnects by itself; log each distinct error once per outage instead of once per reconnect. */
  private watchRedis(connection: Redis): Redis {
    let lastError: string | undefined;
    connection.on('error', (error: Error) => {
      if (error.message === lastError) return;
      lastError = error.message;
      this.logger.warn({ connection: connection.options.connectionName, reason: error.message }, 'redis connection error');
    });
    connection.on('ready', () => {
      if (lastError !== undefined) this.logger.info({ connection: connection.options.connectionName }, 'redis connection restored');
      lastError = undefined;
    });
    return connection;
  }
}

/** Each running job holds a connection (and its lead's row lock) while its mail is sent; one more serves /health. */
async function connectPostgres(databaseUrl: string, concurrency: number): Promise<DataSource> {
  const options = postgresOptions(databaseUrl);
  const dataSource = new DataSource({ ...options, extra: { ...options.extra, max: concurrency + 1 } });
  try {
    return await dataSource.initialize();
  } catch (error) {
    if (dataSource.isInitialized) await dataSource.destroy().catch(() => undefined);
    throw error;
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

async function closeServer(server: Server | undefined): Promise<void> {
  if (!server) return;
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeAllConnections();
  await withTimeout(closed, 5_000, 'health server did not close');
}
