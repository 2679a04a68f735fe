import { Module } from '@nestjs/common';
import { ThrottlerModule } from '@nestjs/throttler';
import { THROTTLE_LIMITS, THROTTLE_MESSAGE } from '@rebound/shared';
import type { Redis } from 'ioredis';
import { APP_REDIS } from '../redis/redis.module';
import { RedisThrottlerStorage } from './redis-throttler.storage';

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
