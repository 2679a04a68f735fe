import type { INestApplication } from '@nestjs/common';
import { Logger } from '@nestjs/common';
import { ShutdownDrain } from './shutdown-drain';

const logger = new Logger('Shutdown');

/**
 * A stop that drops nothing: first drain for `drainMs` (still serving, health 503, `Connection: close`),
 * then app.close(), which stops accepting, waits for every request in flight and only then closes the
 * queue, Redis and PostgreSQL (their onApplicationShutdown hooks run after the HTTP server has closed).
 */
export async function stopGracefully(app: INestApplication, drainMs: number, signal?: string): Promise<void> {
  app.get(ShutdownDrain).begin();
  logger.log(`${signal ?? 'Stop'}: draining for ${drainMs} ms (health answers 503, connections close after each answer)`);
  await new Promise((resolve) => setTimeout(resolve, drainMs));
  await app.close();
}

/**
 * SIGTERM/SIGINT run stopGracefully once and then exit; a second signal during the stop exits at
 * once (an operator who presses Ctrl+C twice means it).
 */
export function stopGracefullyOnSignals(app: INestApplication, drainMs: number, signals: NodeJS.Signals[] = ['SIGTERM', 'SIGINT']): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      logger.warn(`${signal} during the graceful stop: exiting now`);
      process.exit(1);
    }
    stopping = true;
    stopGracefully(app, drainMs, signal).then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error(`Graceful stop failed: ${(error as Error).stack ?? String(error)}`);
        process.exit(1);
      },
    );
  };
  for (const signal of signals) process.on(signal, onSignal);
}
