import { freePort } from '@rebound/shared/testing';
import type { Logger } from '../logger';
import { createWorkerContext, type WorkerContext } from '../worker-context';
import { testEnvironment } from './test-environment';

/**
 * The whole worker (its Nest context, as main.ts builds it) on the test services, its queues under
 * `queuePrefix`, started: it consumes until its close().
 */
export async function startTestWorker(
  logger: Logger,
  queuePrefix: string,
  environment: Record<string, string> = {},
): Promise<WorkerContext> {
  const worker = await createWorkerContext(testEnvironment({ WORKER_HEALTH_PORT: String(await freePort()), ...environment }), logger, {
    queuePrefix,
  });
  if (!(await worker.start())) throw new Error('the test worker was closed while it started');
  return worker;
}
