import { Processor } from '@nestjs/bullmq';
import { Inject } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { Environment, NEWSLETTER_MAIL_QUEUE, type NewsletterMailJob } from '@rebound/shared/node';
import { JobConsumer } from './job-consumer';
import type { Logger } from './logger';
import { NewsletterMailProcessor, type NewsletterMailOutcome } from './newsletter-mail.processor';
import { WorkerMail } from './worker-mail';
import { WORKER_LOGGER } from './worker-options';

/** Consumes the newsletter mail queue: the visitors' double opt-in mails (NewsletterMailProcessor). */
@Processor(NEWSLETTER_MAIL_QUEUE, { autorun: false })
export class NewsletterMailConsumer extends JobConsumer<NewsletterMailJob, NewsletterMailOutcome> {
  constructor(
    private readonly environment: Environment,
    private readonly mail: WorkerMail,
    @Inject(WORKER_LOGGER) logger: Logger,
  ) {
    super(logger, 'newsletter mail');
  }

  async begin(dataSource: DataSource, concurrency: number): Promise<void> {
    const settings = { from: this.environment.MAIL_FROM, publicUrl: this.environment.PUBLIC_URL };
    this.processor = new NewsletterMailProcessor(dataSource, this.mail, settings, this.logger);
    await this.consume(concurrency);
  }

  protected jobIds(data: Partial<NewsletterMailJob> | undefined): Record<string, unknown> {
    return { subscriptionId: data?.subscriptionId };
  }
}
