import { Processor } from '@nestjs/bullmq';
import { LEAD_NOTIFICATION_QUEUE, type LeadNotificationJob, leadNotifyRecipients } from '@rebound/shared/node';
import type { DataSource } from 'typeorm';
import { type LeadNotificationOutcome, LeadNotificationProcessor } from './lead-notification.processor';
import { MailJobConsumer } from './mail-job-consumer';

/** Consumes the lead notification queue: one staff mail per lead (LeadNotificationProcessor). */
@Processor(LEAD_NOTIFICATION_QUEUE, { autorun: false })
export class LeadNotificationConsumer extends MailJobConsumer<LeadNotificationJob, LeadNotificationOutcome> {
  protected readonly label = 'lead notification';

  async begin(dataSource: DataSource, concurrency: number): Promise<void> {
    const { environment } = this;
    const settings = {
      from: environment.MAIL_FROM,
      fallbackRecipients: leadNotifyRecipients(environment),
      publicUrl: environment.PUBLIC_URL,
    };
    this.processor = new LeadNotificationProcessor(dataSource, this.countedMail(), settings, this.logger);
    await this.consume(concurrency);
  }

  protected jobIds(data: Partial<LeadNotificationJob> | undefined): Record<string, unknown> {
    return { leadId: data?.leadId };
  }
}
