import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { APP_REDIS } from '../redis/redis.module';

const TICKET_KEY_PREFIX = 'rebound:sign-in-ticket:';
/** Time to open the authenticator app and type the code. */
const TICKET_TTL_MS = 5 * 60_000;
const TICKET_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The first step of a two-factor sign-in (the right password), held in Redis for the second: one use, five minutes. */
@Injectable()
export class SignInTickets {
  constructor(@Inject(APP_REDIS) private readonly redis: Redis) {}

  private key(ticket: string): string {
    return `${TICKET_KEY_PREFIX}${createHash('sha256').update(ticket).digest('hex')}`;
  }

  async issue(accountId: string): Promise<string> {
    const ticket = randomBytes(32).toString('base64url');
    await this.redis.set(this.key(ticket), accountId, 'PX', TICKET_TTL_MS);
    return ticket;
  }

  /** The account the ticket was issued for, used up; null for an unknown, used or expired ticket. */
  async redeem(ticket: string): Promise<string | null> {
    if (!TICKET_PATTERN.test(ticket)) return null;
    return this.redis.getdel(this.key(ticket));
  }
}
