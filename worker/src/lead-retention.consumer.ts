import { InjectQueue, Processor } from '@nestjs/bullmq';
import { Inject } from '@nestjs/common';
import { LEAD_MAINTENANCE_QUEUE, LEAD_RETENTION_CRON, LEAD_RETENTION_JOB, LEAD_RETENTION_SCHEDULER_ID } from '@rebound/shared';
import { Environment, LEAD_NOTIFICATION_QUEUE } from '@rebound/shared/node';
import type { Job, Queue } from 'bullmq';
import type { DataSource } from 'typeorm';
import { JobConsumer } from './job-consumer';
import { deleteExpiredLeads, type RetentionResult } from './lead-retention';
import type { Logger } from './logger';
import { deleteExpiredSubscriptions, deleteExpiredTokens } from './newsletter-retention';
import { WORKER_LOGGER } from './worker-options';

export interface MaintenanceResult extends RetentionResult {
  subscriptionsDeleted: number;
  tokensDeleted: number;
}

/**
 * The daily deletion on the maintenance queue: a BullMQ job scheduler (upserted at every start, so
 * however many workers run there is one schedule, and a changed time replaces the old one) and its
 * consumer: expired leads, then expired pending newsletter subscriptions. Logs how many went, never which.
 */
@Processor(LEAD_MAINTENANCE_QUEUE, { autorun: false })
export class LeadRetentionConsumer extends JobConsumer<Record<string, never>, MaintenanceResult> {
  private dataSource: DataSource | undefined;

  constructor(
    private readonly environment: Environment,
    @InjectQueue(LEAD_MAINTENANCE_QUEUE) private readonly maintenanceQueue: Queue,
    @InjectQueue(LEAD_NOTIFICATION_QUEUE) private readonly notificationQueue: Queue,
    @Inject(WORKER_LOGGER) logger: Logger,
  ) {
    super(logger);
  }

  protected readonly label = 'lead retention';

  /** One run at a time, whatever WORKER_CONCURRENCY says: the runs delete in batches, oldest first. */
  async begin(dataSource: DataSource): Promise<void> {
    this.dataSource = dataSource;
    await this.maintenanceQueue.upsertJobScheduler(
      LEAD_RETENTION_SCHEDULER_ID,
      { pattern: LEAD_RETENTION_CRON, tz: 'UTC' },
      {
        name: LEAD_RETENTION_JOB,
        data: {},
        opts: {
          attempts: 3,
          backoff: { type: 'exponential', delay: 60_000 },
          removeOnComplete: { count: 30 },
          removeOnFail: { count: 30 },
        },
      },
    );
    await this.consume(1);
    const retentionDays = this.environment.LEAD_RETENTION_DAYS;
    this.logger.info({ retentionDays, schedule: LEAD_RETENTION_CRON, timeZone: 'UTC' }, 'lead retention scheduled');
  }

  protected jobIds(): Record<string, unknown> {
    return {};
  }

  protected async handle(job: Job<Record<string, never>, MaintenanceResult>): Promise<MaintenanceResult> {
    const dataSource = this.dataSource;
    if (!dataSource) throw new Error('lead retention is not started');
    if (job.name !== LEAD_RETENTION_JOB) throw new Error(`unknown maintenance job ${job.name}`);
    const retentionDays = this.environment.LEAD_RETENTION_DAYS;
    const result = await deleteExpiredLeads(dataSource, this.notificationQueue, retentionDays);
    this.logger.info({ jobId: job.id, retentionDays, ...result }, 'expired leads deleted');
    // The same daily run: newsletter subscriptions that were never confirmed and no longer can be.
    const subscriptionsDeleted = await deleteExpiredSubscriptions(dataSource);
    const tokensDeleted = await deleteExpiredTokens(dataSource);
    this.logger.info(
      { jobId: job.id, deleted: subscriptionsDeleted, expiredTokensDeleted: tokensDeleted },
      'expired newsletter subscriptions deleted',
    );
    return { ...result, subscriptionsDeleted, tokensDeleted };
  }
}
