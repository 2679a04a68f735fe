import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { APP_REDIS } from '../redis/redis.module';

const FAILURES_KEY_PREFIX = 'rebound:sign-in-failures:';
/** Failures are forgotten 15 minutes after the last one (the per-address throttle's window). */
const FAILURE_MEMORY_MS = 15 * 60_000;
/** Wrong passwords an account takes without delay (typing mistakes). */
const FREE_FAILURES = 3;
const FIRST_DELAY_MS = 500;
export const MAX_SIGN_IN_DELAY_MS = 8_000;

/** The wait before an attempt on an address that has failed `failures` times: 0, then 0.5 s doubling to 8 s. */
export function signInDelayMs(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(MAX_SIGN_IN_DELAY_MS, FIRST_DELAY_MS * 2 ** (failures - FREE_FAILURES));
}

/**
 * Slows guessing at one account from many addresses (the per-address throttle cannot see that) with a
 * growing delay, never a lock: the owner, with the right password, still gets in after the wait, so
 * nobody can shut them out from outside. Keyed by a hash of the address typed, known account or not,
 * so the delay does not tell which addresses have accounts.
 */
@Injectable()
export class SignInDelay {
  constructor(@Inject(APP_REDIS) private readonly redis: Redis) {}

  private key(email: string): string {
    return `${FAILURES_KEY_PREFIX}${createHash('sha256').update(email.trim().toLowerCase()).digest('hex')}`;
  }

  /** Waits as long as this address's recent failures ask. */
  async wait(email: string): Promise<void> {
    const failures = Number((await this.redis.get(this.key(email))) ?? 0);
    const delay = signInDelayMs(failures);
    if (delay > 0) await sleep(delay);
  }

  async failed(email: string): Promise<void> {
    await this.redis.multi().incr(this.key(email)).pexpire(this.key(email), FAILURE_MEMORY_MS).exec();
  }

  async succeeded(email: string): Promise<void> {
    await this.redis.del(this.key(email));
  }
}
