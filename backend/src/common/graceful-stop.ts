import type { EventEmitter } from 'node:events';
import type { Server } from 'node:http';
import type { INestApplication } from '@nestjs/common';
import { Logger } from '@nestjs/common';
import { ShutdownDrain } from './shutdown-drain';

const logger = new Logger('Shutdown');

/** The hand-over ends once no request has come in for this long: nginx has moved on and this backend's queue is empty. */
export const HAND_OVER_QUIET_MS = 250;
/** ...or after this long at most (one backend alone keeps getting requests; nginx has nowhere else to send them). */
export const HAND_OVER_MAX_MS = 5_000;

/**
 * A stop that drops nothing:
 * 1. drain for `drainMs` (still serving, health 503, `Connection: close`);
 * 2. hand over: answer registrations 503 at once, so nginx passes them to another backend, until no
 *    request has come in for HAND_OVER_QUIET_MS. When a busy backend closed its port with a queue of
 *    connections it had accepted but not read yet, Node destroyed them as idle and the kernel reset
 *    those not yet accepted; nginx passed them on, but only those within its 15 s
 *    `proxy_next_upstream_timeout`, and the rest got a 502 (docs/benchmarks.md, "Faults under load").
 *    Handed over, each is answered in a moment, while nginx can still pass it on;
 * 3. app.close(), which stops accepting, waits for every request in flight and only then closes the
 *    queue, Redis and PostgreSQL (their onApplicationShutdown hooks run after the HTTP server has closed).
 */
export async function stopGracefully(
  app: INestApplication,
  drainMs: number,
  signal?: string,
  handOverQuietMs = HAND_OVER_QUIET_MS,
): Promise<void> {
  const drain = app.get(ShutdownDrain);
  drain.begin();
  logger.log(`${signal ?? 'Stop'}: draining for ${drainMs} ms (health answers 503, connections close after each answer)`);
  await new Promise((resolve) => setTimeout(resolve, drainMs));
  drain.handOver();
  const handOverMs = await untilQuiet(app.getHttpServer() as Server, handOverQuietMs, HAND_OVER_MAX_MS);
  logger.log(`Handed registrations over to the other backends for ${handOverMs} ms; closing the port`);
  await app.close();
}

/** Resolves, with the time it took, once the server has had no new connection or request for `quietMs` (or after `maxMs`). */
export function untilQuiet(server: EventEmitter, quietMs: number, maxMs: number): Promise<number> {
  const startedAt = Date.now();
  let lastActivityAt = startedAt;
  const onActivity = () => {
    lastActivityAt = Date.now();
  };
  server.on('connection', onActivity);
  server.on('request', onActivity);
  return new Promise((resolve) => {
    const check = () => {
      const now = Date.now();
      if (now - lastActivityAt >= quietMs || now - startedAt >= maxMs) {
        server.off('connection', onActivity);
        server.off('request', onActivity);
        resolve(now - startedAt);
        return;
      }
      setTimeout(check, Math.min(quietMs - (now - lastActivityAt), maxMs - (now - startedAt)));
    };
    setTimeout(check, quietMs);
  });
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
