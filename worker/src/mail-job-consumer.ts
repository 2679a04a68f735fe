import { Inject, Injectable } from '@nestjs/common';
import { Environment } from '@rebound/shared/node';
import { JobConsumer } from './job-consumer';
import type { Logger } from './logger';
import { WorkerMail } from './worker-mail';
import { WORKER_LOGGER } from './worker-options';

/** A consumer whose jobs send mail: it gets the environment (sender, public URL), the worker's one mail transport and its logger. */
@Injectable()
export abstract class MailJobConsumer<Data, Result extends object> extends JobConsumer<Data, Result> {
  constructor(
    protected readonly environment: Environment,
    protected readonly mail: WorkerMail,
    @Inject(WORKER_LOGGER) logger: Logger,
  ) {
    super(logger);
  }
}
