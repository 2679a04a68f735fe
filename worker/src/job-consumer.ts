import { OnWorkerEvent, WorkerHost } from '@nestjs/bullmq';
import type { Job } from 'bullmq';
import type { DataSource } from 'typeorm';
import type { Logger } from './logger';

/**
 * What every queue's @Processor shares: it takes no job until the worker's start-up has reached
 * PostgreSQL (`begin`, registered with `autorun: false`), logs each job's end with the ids the
 * queue names (never a lead's message, an address or a token), logs connection trouble once per
 * distinct error, and can say when the jobs it is running have finished (`whenIdle`).
 */
export abstract class JobConsumer<Data, Result extends { outcome?: string } | object> extends WorkerHost {
  private readonly inFlight = new Set<Promise<unknown>>();
  private lastError: string | undefined;
  private consuming = false;

  /** How the log lines name this queue's jobs, e.g. 'lead notification'. */
  protected abstract readonly label: string;

  protected constructor(protected readonly logger: Logger) {
    super();
  }

  /** The ids from a job's data that its log lines carry (e.g. `{ leadId }`). */
  protected abstract jobIds(data: Partial<Data> | undefined): Record<string, unknown>;

  /** What does this queue's jobs, built by begin() from the connected database. */
  protected processor: { process(job: Job<Data, Result>): Promise<Result> } | undefined;

  /** Does one job; throwing makes BullMQ retry it as its options say. */
  protected async handle(job: Job<Data, Result>): Promise<Result> {
    if (!this.processor) throw new Error(`${this.label} jobs are not started`);
    return this.processor.process(job);
  }

  /** Builds what the jobs need from the connected database, then starts taking jobs. */
  abstract begin(dataSource: DataSource, concurrency: number): Promise<void>;

  async process(job: Job<Data, Result>): Promise<Result> {
    const run = this.handle(job);
    this.inFlight.add(run);
    try {
      return await run;
    } finally {
      this.inFlight.delete(run);
    }
  }

  /** Resolves once every job being processed right now has finished (done, or failed). */
  async whenIdle(): Promise<void> {
    await Promise.allSettled([...this.inFlight]);
  }

  /** Starts the BullMQ worker's fetch loop (it was registered with `autorun: false`) and waits until it is connected. */
  protected async consume(concurrency: number): Promise<void> {
    this.worker.concurrency = concurrency;
    this.consuming = true;
    this.worker.run().catch((error: unknown) => this.logger.error({ err: error }, `${this.label} worker stopped unexpectedly`));
    await this.worker.waitUntilReady();
  }

  @OnWorkerEvent('completed')
  onCompleted(job: Job<Data, Result>, result: Result): void {
    const outcome = (result as { outcome?: string } | undefined)?.outcome;
    this.logger.info(
      { jobId: job.id, ...this.jobIds(job.data), attempt: job.attemptsMade, ...(outcome ? { outcome } : {}) },
      `${this.label} job completed`,
    );
  }

  @OnWorkerEvent('failed')
  onFailed(job: Job<Data, Result> | undefined, error: Error): void {
    if (!job) {
      this.logger.error({ err: error }, `${this.label} job failed`);
      return;
    }
    const attemptsAllowed = job.opts.attempts ?? 1;
    const willRetry = job.attemptsMade < attemptsAllowed && error.name !== 'UnrecoverableError';
    const details = {
      jobId: job.id,
      ...this.jobIds(job.data),
      attempt: job.attemptsMade,
      attemptsAllowed,
      willRetry,
      err: { type: error.name, message: error.message },
    };
    this.attemptFailed(job, willRetry);
    if (willRetry) this.logger.warn(details, `${this.label} job failed, will retry`);
    else this.logger.error(details, `${this.label} job failed for good; it stays in the failed list`);
  }

  /** A job's attempt failed; `willRetry` says whether BullMQ tries it again. For the consumers that count it. */
  protected attemptFailed(_job: Job<Data, Result>, _willRetry: boolean): void {}

  /** Connection trouble: BullMQ retries every few hundred ms; each distinct error once, not on every retry. */
  @OnWorkerEvent('error')
  onError(error: Error): void {
    // Before it consumes, the start-up's 'waiting for redis' lines already say what is missing.
    if (!this.consuming || error.message === this.lastError) return;
    this.lastError = error.message;
    this.logger.error({ err: error }, `${this.label} worker error`);
  }

  /** Connected again: the next outage's errors are news. */
  @OnWorkerEvent('ready')
  onReady(): void {
    this.lastError = undefined;
  }
}
