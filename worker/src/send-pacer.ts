import type { Redis } from 'ioredis';

/**
 * Hands out send times one interval apart (1/rate s) on Redis' clock: the next free slot is kept in
 * one key, so every worker process shares the same budget. Answers how many microseconds to wait.
 */
const RESERVE_SLOT = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000000 + tonumber(time[2])
local slot = math.max(now, tonumber(redis.call('GET', KEYS[1]) or '0'))
redis.call('SET', KEYS[1], string.format('%.0f', slot + tonumber(ARGV[1])), 'PX', 60000)
return slot - now`;

/** Waits `ms`: the pacer's only wait, until its reserved slot. */
const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * At most NEWSLETTER_SEND_RATE mails per second over all workers, spread evenly: each mail reserves
 * the next slot and waits for it. A worker that dies after reserving leaves one slot unused, no more.
 */
export class SendPacer {
  private readonly intervalMicros: number;

  constructor(
    private readonly redis: Redis,
    perSecond: number,
    private readonly keyPrefix: string,
  ) {
    this.intervalMicros = Math.round(1_000_000 / perSecond);
  }

  /** Resolves when this mail's slot has come. */
  async take(): Promise<void> {
    const waitMicros = Number(await this.redis.eval(RESERVE_SLOT, 1, `${this.keyPrefix}:newsletter-post:next-slot`, this.intervalMicros));
    if (waitMicros > 0) await pause(waitMicros / 1000);
  }
}
