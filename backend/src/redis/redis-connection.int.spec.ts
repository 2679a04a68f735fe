import type { Logger } from '@nestjs/common';
import { freePort, PrivateRedis } from '@rebound/shared/testing';
import { Redis } from 'ioredis';
import { logRedisConnection, redisReconnectDelay } from './redis-connection';

describe('redisReconnectDelay', () => {
  it('backs off from 250 ms, doubling, to at most 5 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 50].map(redisReconnectDelay)).toEqual([250, 500, 1_000, 2_000, 4_000, 5_000, 5_000, 5_000]);
  });
});

describe('logRedisConnection', () => {
  it('logs the outage once, one line per reconnect attempt, and the recovery once', async () => {
    const port = await freePort();
    const lines: string[] = [];
    const logger = {
      warn: (message: string) => lines.push(`warn ${message}`),
      log: (message: string) => lines.push(`log ${message}`),
    } as unknown as Logger;
    const client = new Redis(`redis://127.0.0.1:${port}`, { enableOfflineQueue: false, retryStrategy: () => 100 });
    logRedisConnection(client, 'test', logger);
    // Three reconnect attempts into the outage (its listener runs after the one logging them).
    const threeReconnects = new Promise<void>((resolve) => {
      let reconnects = 0;
      client.on('reconnecting', () => {
        reconnects += 1;
        if (reconnects === 3) resolve();
      });
    });
    let redis: PrivateRedis | undefined;
    try {
      await threeReconnects;
      const warnings = lines.filter((line) => line.startsWith('warn'));
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatch(/^warn Redis \(test\) unreachable: .*ECONNREFUSED/);
      expect(lines.filter((line) => line === 'log Redis (test) reconnecting in 100 ms').length).toBeGreaterThanOrEqual(2);

      redis = await PrivateRedis.start(port);
      await new Promise<void>((resolve) => client.once('ready', () => resolve()));
      expect(lines.at(-1)).toBe('log Redis (test) connected again');
    } finally {
      client.disconnect();
      await redis?.stop();
    }
  });
});
