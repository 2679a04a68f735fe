import { Counter, type Registry } from 'prom-client';
import { sampledGauge } from './sampled-gauge';

/** A queue's jobs by state, and how long its oldest waiting job has been ready to run. */
export interface QueueSnapshot {
  queue: string;
  counts: Record<QueueJobState, number>;
  /** Seconds since the oldest waiting job became ready (0 when none waits). */
  oldestWaitingSeconds: number;
}

export const QUEUE_JOB_STATES = ['waiting', 'delayed', 'active', 'failed'] as const;
export type QueueJobState = (typeof QUEUE_JOB_STATES)[number];

export interface WorkerMetricSources {
  /** Every queue of the stack, read from Redis (any worker sees all of them). */
  queues(): Promise<QueueSnapshot[]>;
  /** Blog posts being mailed to the newsletter now (newsletter_sends in state 'sending'). */
  newsletterSendsInProgress(): Promise<number>;
  /**
   * Unix seconds of the last backup written and checked, undefined before the first; absent when this
   * worker cannot see the backups (no BACKUP_DIR): then it has no such series at all.
   */
  lastBackup?(): Promise<number | undefined>;
}

export interface WorkerMetrics {
  mailsSent: Counter<'queue'>;
  mailsFailed: Counter<'queue'>;
  mailsRetried: Counter<'queue'>;
}

/** `read`, with calls made while one is running sharing its answer: the two queue gauges of one scrape read Redis once. */
function sharedWhileRunning<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined;
  return () => {
    running ??= read().finally(() => {
      running = undefined;
    });
    return running;
  };
}

export function createWorkerMetrics(registry: Registry, sources: WorkerMetricSources, mailQueues: readonly string[]): WorkerMetrics {
  const queues = sharedWhileRunning(() => sources.queues());
  sampledGauge(
    registry,
    { name: 'rebound_queue_jobs', help: 'Jobs in each queue by state (waiting, delayed, active, failed)', labelNames: ['queue', 'state'] },
    async () =>
      (await queues()).flatMap(({ queue, counts }) =>
        QUEUE_JOB_STATES.map((state) => ({ labels: { queue, state }, value: counts[state] })),
      ),
  );
  sampledGauge(
    registry,
    {
      name: 'rebound_queue_oldest_waiting_job_age_seconds',
      help: 'Seconds the oldest waiting job of each queue has been ready to run (0 when none waits)',
      labelNames: ['queue'],
    },
    async () => (await queues()).map(({ queue, oldestWaitingSeconds }) => ({ labels: { queue }, value: oldestWaitingSeconds })),
  );
  sampledGauge(
    registry,
    { name: 'rebound_newsletter_sends_in_progress', help: 'Blog posts being mailed to the newsletter now' },
    async () => [{ value: await sources.newsletterSendsInProgress() }],
  );
  const { lastBackup } = sources;
  if (lastBackup) {
    // 0 (1970) before the first backup and when the folder cannot be read, never NaN: the alert compares
    // the age with its limit, and NaN compares false, so it would stay quiet about a stack with no backup.
    sampledGauge(
      registry,
      {
        name: 'rebound_backup_last_success_timestamp_seconds',
        help: 'Unix time of the last database backup written and checked (0: none known)',
      },
      async () => [{ value: (await lastBackup().catch(() => undefined)) ?? 0 }],
    );
  }
  const mailCounter = (name: string, help: string) => {
    const counter = new Counter({ name, help, labelNames: ['queue'], registers: [registry] });
    // Every mail queue from zero, so an alert's rate() sees the first failure as an increase.
    for (const queue of mailQueues) counter.inc({ queue }, 0);
    return counter;
  };
  return {
    mailsSent: mailCounter('rebound_mails_sent_total', 'Mails the SMTP server accepted from this worker, by queue'),
    mailsFailed: mailCounter(
      'rebound_mails_failed_total',
      'Mails this worker could not hand to the SMTP server (refused, timed out, no connection), by queue',
    ),
    mailsRetried: mailCounter('rebound_mails_retried_total', 'Mail jobs that failed an attempt and wait for another, by queue'),
  };
}
