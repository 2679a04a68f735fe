import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, ServiceUnavailableException } from '@nestjs/common';
import {
  STAFF_ACCOUNT_MAIL_JOB,
  STAFF_ACCOUNT_MAIL_JOB_OPTIONS,
  STAFF_ACCOUNT_MAIL_QUEUE,
  type StaffAccountMailJob,
  staffAccountMailJobId,
  withTimeout,
} from '@rebound/shared/node';
import type { Queue } from 'bullmq';
import { LEAD_ENQUEUE_TIMEOUT_MS } from '../lead-queue/lead-queue.constants';

/** Queues the invitation and password-reset mails the worker sends (it makes the link's token). */
@Injectable()
export class AccountMailProducer {
  constructor(@InjectQueue(STAFF_ACCOUNT_MAIL_QUEUE) private readonly queue: Queue<StaffAccountMailJob>) {
    // Connection trouble is logged by the shared queue connection; an unheard 'error' would only add noise.
    this.queue.on('error', () => undefined);
  }

  async enqueue(job: StaffAccountMailJob): Promise<void> {
    await withTimeout(
      this.queue.add(STAFF_ACCOUNT_MAIL_JOB, job, { ...STAFF_ACCOUNT_MAIL_JOB_OPTIONS, jobId: staffAccountMailJobId(job, Date.now()) }),
      LEAD_ENQUEUE_TIMEOUT_MS,
      `Redis did not accept the job within ${LEAD_ENQUEUE_TIMEOUT_MS} ms`,
    ).catch(() => {
      throw new ServiceUnavailableException('The mail could not be queued right now. Please try again shortly.');
    });
  }
}
