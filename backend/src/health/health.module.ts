import { Module } from '@nestjs/common';
import { TerminusModule } from '@nestjs/terminus';
import { LeadQueueModule } from '../lead-queue/lead-queue.module';
import { HealthController } from './health.controller';
import { LeadNotificationsHealthIndicator } from './lead-notifications.health';

@Module({
  imports: [TerminusModule.forRoot({ errorLogStyle: 'json' }), LeadQueueModule],
  controllers: [HealthController],
  providers: [LeadNotificationsHealthIndicator],
})
export class HealthModule {}
