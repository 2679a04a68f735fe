import { type INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { Environment } from '@rebound/shared/node';
import type { Logger } from './logger';
import { NestPinoLogger } from './nest-logger';
import { WorkerModule } from './worker.module';
import { WorkerHealth } from './worker-health';
import { WorkerLifecycle } from './worker-lifecycle';
import type { WorkerOptions } from './worker-options';

/** The built worker: its health endpoint already answers; start() waits for Redis and PostgreSQL, then takes jobs. */
export interface WorkerContext {
  readonly app: INestApplicationContext;
  /** Resolves true once jobs are being consumed, or false when close() came first. */
  start(): Promise<boolean>;
  /** The port of the health endpoint. */
  readonly healthPort: number | undefined;
  /** Nest's shutdown (once, however often it is called): stop taking jobs, let the running ones finish, close Redis, PostgreSQL, SMTP and /health. */
  close(): Promise<void>;
}

/** main.ts and the tests build the worker the same way. */
export async function createWorkerContext(environment: Environment, logger: Logger, options: WorkerOptions = {}): Promise<WorkerContext> {
  const app = await NestFactory.createApplicationContext(WorkerModule.forRoot(environment, logger, options), {
    logger: new NestPinoLogger(logger),
  });
  let closing: Promise<void> | undefined;
  return {
    app,
    start: () => app.get(WorkerLifecycle).start(),
    get healthPort() {
      return app.get(WorkerHealth).port;
    },
    close: () => (closing ??= app.close()),
  };
}
