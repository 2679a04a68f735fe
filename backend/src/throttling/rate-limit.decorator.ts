import { applyDecorators, UseGuards } from '@nestjs/common';
import { Throttle, ThrottlerGuard } from '@nestjs/throttler';

/** Limits the decorated route to `limit` requests per `ttl` ms per client address; past it, 429 with Retry-After. */
export function RateLimit(limit: { limit: number; ttl: number }): MethodDecorator & ClassDecorator {
  return applyDecorators(UseGuards(ThrottlerGuard), Throttle({ default: limit }));
}
