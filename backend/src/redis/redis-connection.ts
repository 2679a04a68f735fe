import type { Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';

/** Reconnect back-off: 250 ms doubling, at most 5 s between attempts, never giving up. */
export function redisReconnectDelay(attempt: number): number {
  return Math.min(250 * 2 ** (attempt - 1), 5_000);
}

/**
 * Logs a Redis client's outage once when it starts, one line per reconnect attempt, and once when it
 * is back, instead of one stack trace per failed command. Also keeps an unhandled 'error' event from
 * crashing the process.
 */
export function logRedisConnection(client: Redis, label: string, logger: Logger): void {
  let unreachable = false;
  client.on('error', (error: Error) => {
    if (unreachable) return;
    unreachable = true;
    logger.warn(`Redis (${label}) unreachable: ${error.message}`);
  });
  client.on('reconnecting', (delayMs: number) => {
    logger.log(`Redis (${label}) reconnecting in ${delayMs} ms`);
  });
  client.on('ready', () => {
    if (unreachable) logger.log(`Redis (${label}) connected again`);
    unreachable = false;
  });
}

/** How long a closing connection may linger before its socket is destroyed (ioredis waits 2 s by default). */
export const REDIS_DISCONNECT_TIMEOUT_MS = 500;

/** Quits politely, or drops the socket when Redis is not there to answer. */
export async function closeRedis(client: Redis): Promise<void> {
  if (client.status === 'end') return;
  if (client.status !== 'ready') {
    client.disconnect();
    return;
  }
  await client.quit().catch(() => client.disconnect());
}
