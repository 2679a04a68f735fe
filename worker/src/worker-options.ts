import type { WaitForServiceOptions } from './wait-for-service';

/** Injection token of the worker's pino logger (its JSON lines are what operators and tests read). */
export const WORKER_LOGGER = Symbol('WORKER_LOGGER');
/** Injection token of the WorkerOptions below. */
export const WORKER_OPTIONS = Symbol('WORKER_OPTIONS');

/** What only tests change about the worker; production runs with the defaults. */
export interface WorkerOptions {
  /** BullMQ key prefix, so parallel test runs never see each other's jobs. */
  queuePrefix?: string;
  /** Back-off while waiting for Redis and Postgres at start-up. */
  wait?: Pick<WaitForServiceOptions, 'initialDelayMs' | 'maxDelayMs' | 'attemptTimeoutMs'>;
  /** How long a stop waits for BullMQ's own bookkeeping once no job is running any more. */
  closeGraceMs?: number;
}

export const DEFAULT_CLOSE_GRACE_MS = 5_000;
