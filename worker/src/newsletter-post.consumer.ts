import { Processor } from '@nestjs/bullmq';
import { Inject } from '@nestjs/common';
import { Environment, NEWSLETTER_POST_QUEUE, type NewsletterPostJob } from '@rebound/shared/node';
import type { DataSource } from 'typeorm';
import type { Logger } from './logger';
import { MailJobConsumer } from './mail-job-consumer';
import { type NewsletterPostOutcome, NewsletterPostProcessor } from './newsletter-post.processor';
import { SendPacer } from './send-pacer';
import { WorkerMail } from './worker-mail';
import { WorkerMetricsService } from './worker-metrics.service';
import { WORKER_LOGGER, WORKER_OPTIONS, type WorkerOptions } from './worker-options';
import { WorkerRedis } from './worker-redis';

/** Consumes the newsletter-post queue: batches of a blog post's send, at NEWSLETTER_SEND_RATE mails per second over all workers. */
@Processor(NEWSLETTER_POST_QUEUE, { autorun: false })
export class NewsletterPostConsumer extends MailJobConsumer<NewsletterPostJob, NewsletterPostOutcome> {
  protected readonly label = 'newsletter post';

  constructor(
    environment: Environment,
    mail: WorkerMail,
    @Inject(WORKER_LOGGER) logger: Logger,
    metrics: WorkerMetricsService,
    private readonly redis: WorkerRedis,
    @Inject(WORKER_OPTIONS) private readonly options: WorkerOptions,
  ) {
    super(environment, mail, logger, metrics);
  }

  async begin(dataSource: DataSource, concurrency: number): Promise<void> {
    const { environment } = this;
    // The rate's key lives beside the queue's keys: the same prefix as BullMQ's ('bull' unless a test sets its own).
    const pacer = new SendPacer(this.redis.client, environment.NEWSLETTER_SEND_RATE, this.options.queuePrefix ?? 'bull');
    const settings = { from: environment.MAIL_FROM, publicUrl: environment.PUBLIC_URL };
    this.processor = new NewsletterPostProcessor(
      dataSource,
      this.countedMail(),
      pacer,
      settings,
      this.logger,
      () => this.worker.closing !== undefined,
    );
    await this.consume(concurrency);
  }

  protected jobIds(data: Partial<NewsletterPostJob> | undefined): Record<string, unknown> {
    return { sendId: data?.sendId };
  }
}
