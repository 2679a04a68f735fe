import { setTimeout as sleep } from 'node:timers/promises';
import { withTimeout } from '@rebound/shared/node';
import type { Logger } from './logger';

export interface WaitForServiceOptions {
  logger: Logger;
  /** Aborted on shutdown: stop waiting at once. */
  signal: AbortSignal;
  initialDelayMs?: number;
  maxDelayMs?: number;
  /** An attempt that neither succeeds nor fails within this time counts as failed. */
  attemptTimeoutMs?: number;
}

/**
 * Runs `attempt` until it succeeds, doubling the pause between attempts up to `maxDelayMs`, with one
 * log line per failed attempt, so start-up order does not matter and the log says what is missing.
 */
export async function waitForService<T>(service: string, attempt: () => Promise<T>, options: WaitForServiceOptions): Promise<T> {
  const { logger, signal, initialDelayMs = 500, maxDelayMs = 15_000, attemptTimeoutMs = 5_000 } = options;
  for (let attemptNumber = 1; ; attemptNumber += 1) {
    signal.throwIfAborted();
    try {
      const result = await withTimeout(attempt(), attemptTimeoutMs, `${service} did not answer within ${attemptTimeoutMs} ms`);
      logger.info({ dependency: service, attempt: attemptNumber }, `${service} is reachable`);
      return result;
    } catch (error) {
      signal.throwIfAborted();
      const retryInMs = Math.min(maxDelayMs, initialDelayMs * 2 ** (attemptNumber - 1));
      logger.warn({ dependency: service, attempt: attemptNumber, retryInMs, reason: errorMessage(error) }, `waiting for ${service}`);
      await sleep(retryInMs, undefined, { signal });
    }
  }
}

export function errorMessage(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length > 0) return error.errors.map(errorMessage).join('; ');
  return error instanceof Error ? error.message || error.name : String(error);
}
