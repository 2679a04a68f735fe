import { Processor } from '@nestjs/bullmq';
import { Inject } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { Environment, LEAD_NOTIFICATION_QUEUE, leadNotifyRecipients, type LeadNotificationJob } from '@rebound/shared/node';
import { JobConsumer } from './job-consumer';
import { LeadNotificationProcessor, type LeadNotificationOutcome } from './lead-notification.processor';
import type { Logger } from './logger';
import { WorkerMail } from './worker-mail';
import { WORKER_LOGGER } from './worker-options';

/** Consumes the lead notification queue: one staff mail per lead (LeadNotificationProcessor). */
@Processor(LEAD_NOTIFICATION_QUEUE, { autorun: false })
export class LeadNotificationConsumer extends JobConsumer<LeadNotificationJob, LeadNotificationOutcome> {
  constructor(
    private readonly environment: Environment,
    private readonly mail: WorkerMail,
    @Inject(WORKER_LOGGER) logger: Logger,
  ) {
    super(logger, 'lead notification');
  }

  async begin(dataSource: DataSource, concurrency: number): Promise<void> {
    const { environment } = this;
    const settings = { from: environment.MAIL_FROM, recipients: leadNotifyRecipients(environment), publicUrl: environment.PUBLIC_URL };
    this.processor = new LeadNotificationProcessor(dataSource, this.mail, settings, this.logger);
    await this.consume(concurrency);
  }

  protected jobIds(data: Partial<LeadNotificationJob> | undefined): Record<string, unknown> {
    return { leadId: data?.leadId };
  }
}
