import { Processor } from '@nestjs/bullmq';
import { NEWSLETTER_MAIL_QUEUE, type NewsletterMailJob } from '@rebound/shared/node';
import type { DataSource } from 'typeorm';
import { MailJobConsumer } from './mail-job-consumer';
import { type NewsletterMailOutcome, NewsletterMailProcessor } from './newsletter-mail.processor';

/** Consumes the newsletter mail queue: the visitors' double opt-in mails (NewsletterMailProcessor). */
@Processor(NEWSLETTER_MAIL_QUEUE, { autorun: false })
export class NewsletterMailConsumer extends MailJobConsumer<NewsletterMailJob, NewsletterMailOutcome> {
  protected readonly label = 'newsletter mail';

  async begin(dataSource: DataSource, concurrency: number): Promise<void> {
    const settings = { from: this.environment.MAIL_FROM, publicUrl: this.environment.PUBLIC_URL };
    this.processor = new NewsletterMailProcessor(dataSource, this.countedMail(), settings, this.logger);
    await this.consume(concurrency);
  }

  protected jobIds(data: Partial<NewsletterMailJob> | undefined): Record<string, unknown> {
    return { subscriptionId: data?.subscriptionId };
  }
}
