import { Logger } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';
import { THROTTLE_KEY_PREFIX } from '@rebound/shared';
import type { Redis } from 'ioredis';

/** What @nestjs/throttler expects back from a storage (its ThrottlerStorageRecord). */
export interface ThrottleRecord {
  totalHits: number;
  timeToExpire: number;
  isBlocked: boolean;
  timeToBlockExpire: number;
}

/**
 * One atomic step per hit: while the block key lives, refuse; otherwise count the hit in a window that
 * starts with the first hit, and on the hit past the limit start a block of blockDuration (a fresh
 * window follows it). Returns hits, ms left in the window, blocked flag, ms left in the block.
 */
const HIT_SCRIPT = `
local blockLeft = redis.call('PTTL', KEYS[2])
if blockLeft > 0 then
  return { tonumber(redis.call('GET', KEYS[1]) or ARGV[2]) + 1, blockLeft, 1, blockLeft }
end
local hits = redis.call('INCR', KEYS[1])
if hits == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local windowLeft = redis.call('PTTL', KEYS[1])
if windowLeft < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  windowLeft = tonumber(ARGV[1])
end
if hits > tonumber(ARGV[2]) then
  redis.call('SET', KEYS[2], '1', 'PX', ARGV[3])
  redis.call('DEL', KEYS[1])
  return { hits, windowLeft, 1, tonumber(ARGV[3]) }
end
return { hits, windowLeft, 0, 0 }
`;

type HitCommand = (hitsKey: string, blockKey: string, ttlMs: number, limit: number, blockMs: number) => Promise<number[]>;

/**
 * ThrottlerStorage in Redis, so the limit holds across backend replicas. When Redis is unreachable it
 * fails open (the request passes, the outage is logged once): a missing rate limit costs less than
 * refusing every visitor's form.
 */
export class RedisThrottlerStorage implements ThrottlerStorage {
  private readonly logger = new Logger(RedisThrottlerStorage.name);
  private failingOpen = false;

  constructor(private readonly redis: Redis) {
    if (!('reboundThrottleHit' in redis)) {
      redis.defineCommand('reboundThrottleHit', { numberOfKeys: 2, lua: HIT_SCRIPT });
    }
  }

  async increment(key: string, ttl: number, limit: number, blockDuration: number, throttlerName: string): Promise<ThrottleRecord> {
    const hitsKey = `${THROTTLE_KEY_PREFIX}${throttlerName}:${key}`;
    const hit = (this.redis as unknown as { reboundThrottleHit: HitCommand }).reboundThrottleHit;
    try {
      const [totalHits, windowLeftMs, blocked, blockLeftMs] = await hit.call(
        this.redis,
        hitsKey,
        `${hitsKey}:blocked`,
        ttl,
        limit,
        blockDuration,
      );
      if (this.failingOpen) this.logger.log('Throttle store reachable again; limits apply');
      this.failingOpen = false;
      return {
        totalHits,
        timeToExpire: Math.ceil(windowLeftMs / 1000),
        isBlocked: blocked === 1,
        timeToBlockExpire: Math.ceil(blockLeftMs / 1000),
      };
    } catch (error) {
      if (!this.failingOpen) {
        this.logger.warn(`Throttle store unreachable (${(error as Error).message}); requests pass unthrottled until it is back`);
      }
      this.failingOpen = true;
      return { totalHits: 0, timeToExpire: 0, isBlocked: false, timeToBlockExpire: 0 };
    }
  }
}
