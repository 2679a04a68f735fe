import { Processor } from '@nestjs/bullmq';
import { STAFF_ACCOUNT_MAIL_QUEUE, type StaffAccountMailJob } from '@rebound/shared/node';
import type { DataSource } from 'typeorm';
import { MailJobConsumer } from './mail-job-consumer';
import { type StaffAccountMailOutcome, StaffAccountMailProcessor } from './staff-account-mail.processor';

/** Consumes the staff account mail queue: invitations and password resets (StaffAccountMailProcessor). */
@Processor(STAFF_ACCOUNT_MAIL_QUEUE, { autorun: false })
export class StaffAccountMailConsumer extends MailJobConsumer<StaffAccountMailJob, StaffAccountMailOutcome> {
  protected readonly label = 'staff account mail';

  async begin(dataSource: DataSource, concurrency: number): Promise<void> {
    const settings = { from: this.environment.MAIL_FROM, publicUrl: this.environment.PUBLIC_URL };
    this.processor = new StaffAccountMailProcessor(dataSource, this.countedMail(), settings, this.logger);
    await this.consume(concurrency);
  }

  protected jobIds(data: Partial<StaffAccountMailJob> | undefined): Record<string, unknown> {
    return { accountId: data?.accountId, purpose: data?.purpose };
  }
}
