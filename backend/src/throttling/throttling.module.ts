import { applyDecorators, Module, UseGuards } from '@nestjs/common';
import { Throttle, ThrottlerGuard, ThrottlerModule } from '@nestjs/throttler';
import type { Redis } from 'ioredis';
import { APP_REDIS } from '../redis/redis.module';
import { RedisThrottlerStorage } from './redis-throttler.storage';
import { THROTTLE_LIMITS, THROTTLE_MESSAGE } from './throttle-limits';

/** Limits the decorated route to `limit` requests per `ttl` ms per client address; past it, 429 with Retry-After. */
export function RateLimit(limit: { limit: number; ttl: number }): MethodDecorator & ClassDecorator {
  return applyDecorators(UseGuards(ThrottlerGuard), Throttle({ default: limit }));
}

@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      inject: [APP_REDIS],
      useFactory: (redis: Redis) => ({
        // Only routes marked with @RateLimit are guarded, and each names its own limit; this is the fallback.
        throttlers: [{ name: 'default', ...THROTTLE_LIMITS.interestSubmission }],
        storage: new RedisThrottlerStorage(redis),
        errorMessage: THROTTLE_MESSAGE,
      }),
    }),
  ],
})
export class ThrottlingModule {}
