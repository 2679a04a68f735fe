import { Controller, Get, HttpStatus, Inject, Res, ServiceUnavailableException } from '@nestjs/common';
import { type HealthCheckResult, HealthCheckService, HealthIndicatorService, TypeOrmHealthIndicator } from '@nestjs/terminus';
import type { HealthCheckDetail, HealthErrorBody, HealthResponse } from '@rebound/shared';
import type { Response } from 'express';
import type { Redis } from 'ioredis';
import { apiErrorBody } from '../common/api-error-body';
import { ShutdownDrain } from '../common/shutdown-drain';
import { APP_REDIS } from '../redis/redis.module';
import { HEALTH_CHECK_TIMEOUT_MS } from './health.constants';
import { LeadNotificationsHealthIndicator } from './lead-notifications.health';

/** 200 when PostgreSQL and Redis answer; 503 naming the one(s) that did not, or `shutting_down` while this backend drains. */
@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly typeOrm: TypeOrmHealthIndicator,
    private readonly indicators: HealthIndicatorService,
    private readonly leadNotifications: LeadNotificationsHealthIndicator,
    @Inject(APP_REDIS) private readonly redis: Redis,
    private readonly drain: ShutdownDrain,
  ) {}

  @Get()
  async check(@Res({ passthrough: true }) response: Response): Promise<HealthResponse | HealthErrorBody> {
    if (this.drain.draining) {
      // Still serving, but about to stop: load balancers and health checks take it out now.
      response.status(HttpStatus.SERVICE_UNAVAILABLE);
      return {
        ...apiErrorBody(HttpStatus.SERVICE_UNAVAILABLE, 'Shutting down: this backend is draining before it stops'),
        status: 'shutting_down',
        details: { backend: { status: 'down', reason: 'shutting_down' } },
      };
    }
    try {
      const result = await this.health.check([
        () => this.typeOrm.pingCheck('postgres').withTimeout(HEALTH_CHECK_TIMEOUT_MS),
        () =>
          this.indicators
            .check('redis')
            .attempt(async () => {
              await this.redis.ping();
            })
            .withTimeout(HEALTH_CHECK_TIMEOUT_MS),
        () => this.leadNotifications.check(),
      ]);
      return { status: result.status as HealthResponse['status'], details: result.details as Record<string, HealthCheckDetail> };
    } catch (error) {
      if (!(error instanceof ServiceUnavailableException)) throw error;
      const result = error.getResponse() as HealthCheckResult;
      const failed = Object.keys(result.error ?? {});
      const message = failed.length > 0 ? `Unavailable: ${failed.join(', ')}` : 'Shutting down';
      response.status(HttpStatus.SERVICE_UNAVAILABLE);
      return {
        ...apiErrorBody(HttpStatus.SERVICE_UNAVAILABLE, message),
        status: result.status as HealthErrorBody['status'],
        details: result.details as Record<string, HealthCheckDetail>,
      };
    }
  }
}
