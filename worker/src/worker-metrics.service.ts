import { getQueueToken } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { Registry } from '@rebound/shared/metrics';
import { createServiceRegistry, createWorkerMetrics, type QueueSnapshot, type WorkerMetrics } from '@rebound/shared/metrics';
import { Environment, readBackupLastSuccess } from '@rebound/shared/node';
import type { Queue } from 'bullmq';
import { PostgresConnection } from './postgres-connection';
import { MAIL_QUEUES, WORKER_QUEUES } from './worker-queues';

/**
 * How long the oldest waiting job has been ready: since it was added, or since its delay ran out (the
 * daily retention job is added a day ahead). BullMQ's wait list takes new jobs at its head, so the
 * oldest is the last one.
 */
export async function snapshotQueue(queue: Queue, nowMs = Date.now()): Promise<QueueSnapshot> {
  const counts = await queue.getJobCounts('waiting', 'prioritized', 'delayed', 'active', 'failed');
  const [oldest] = await queue.getJobs(['waiting'], 0, 0, true);
  const readySinceMs = oldest ? oldest.timestamp + (oldest.opts.delay ?? 0) : nowMs;
  return {
    queue: queue.name,
    counts: {
      waiting: (counts.waiting ?? 0) + (counts.prioritized ?? 0),
      delayed: counts.delayed ?? 0,
      active: counts.active ?? 0,
      failed: counts.failed ?? 0,
    },
    oldestWaitingSeconds: Math.max(0, nowMs - readySinceMs) / 1000,
  };
}

/** The worker's Prometheus registry and the metrics the consumers move; main.ts serves it on WORKER_METRICS_PORT. */
@Injectable()
export class WorkerMetricsService {
  readonly registry: Registry = createServiceRegistry('worker');
  readonly metrics: WorkerMetrics;

  constructor(postgres: PostgresConnection, moduleRef: ModuleRef, environment: Environment) {
    const backupDir = environment.BACKUP_DIR;
    // Every registered queue, looked up at the first scrape (all providers exist by then): a queue added to WORKER_QUEUES is measured too.
    let queues: Queue[] | undefined;
    const registeredQueues = () => (queues ??= WORKER_QUEUES.map((name) => moduleRef.get<Queue>(getQueueToken(name), { strict: false })));
    this.metrics = createWorkerMetrics(
      this.registry,
      {
        queues: () => Promise.all(registeredQueues().map((queue) => snapshotQueue(queue))),
        newsletterSendsInProgress: async () => {
          const [row] = await postgres.query<{ sending: number }>(
            `SELECT count(*)::int AS sending FROM newsletter_sends WHERE state = 'sending'`,
          );
          return row?.sending ?? 0;
        },
        ...(backupDir ? { lastBackup: () => readBackupLastSuccess(backupDir) } : {}),
      },
      MAIL_QUEUES,
    );
  }
}
