import { Injectable } from '@nestjs/common';
import { type HealthIndicatorResult, HealthIndicatorService } from '@nestjs/terminus';
import { LeadNotificationProducer } from '../lead-queue/lead-notification.producer';
import { HEALTH_CHECK_TIMEOUT_MS } from './health.constants';

/**
 * Makes failed staff mails visible without failing health: failed jobs turn this check `degraded`
 * (HTTP stays 200) and their count shows in the details.
 */
@Injectable()
export class LeadNotificationsHealthIndicator {
  constructor(
    private readonly indicators: HealthIndicatorService,
    private readonly producer: LeadNotificationProducer,
  ) {}

  async check(key = 'leadNotifications'): Promise<HealthIndicatorResult> {
    const indicator = this.indicators.check(key);
    try {
      const counts = await this.producer.counts(HEALTH_CHECK_TIMEOUT_MS);
      if (counts.failed === 0) return indicator.up({ ...counts });
      return indicator.degraded({
        ...counts,
        message: `${counts.failed} lead notification jobs failed; inspect the failed jobs of the queue`,
      });
    } catch (error) {
      return indicator.degraded({ message: `Job counts unavailable: ${(error as Error).message}` });
    }
  }
}
