import { Inject, Injectable } from '@nestjs/common';
import { Environment } from '@rebound/shared/node';
import type { Job } from 'bullmq';
import { JobConsumer } from './job-consumer';
import type { Logger } from './logger';
import { countedMailTransport } from './mail/counted-mail-transport';
import type { MailTransport } from './mail/mail-transport';
import { WorkerMail } from './worker-mail';
import { WorkerMetricsService } from './worker-metrics.service';
import { WORKER_LOGGER } from './worker-options';

/**
 * A consumer whose jobs send mail: it gets the environment (sender, public URL), the worker's one mail
 * transport and its logger, and counts its mails (sent, failed, retried) under its queue's name.
 */
@Injectable()
export abstract class MailJobConsumer<Data, Result extends object> extends JobConsumer<Data, Result> {
  constructor(
    protected readonly environment: Environment,
    protected readonly mail: WorkerMail,
    @Inject(WORKER_LOGGER) logger: Logger,
    protected readonly metrics: WorkerMetricsService,
  ) {
    super(logger);
  }

  /** The worker's mail transport, counting each mail under this consumer's queue (known once the BullMQ worker exists). */
  protected countedMail(): MailTransport {
    return countedMailTransport(this.mail, this.metrics.metrics, this.worker.name);
  }

  protected override attemptFailed(job: Job<Data, Result>, willRetry: boolean): void {
    if (willRetry) this.metrics.metrics.mailsRetried.inc({ queue: job.queueName });
  }
}
