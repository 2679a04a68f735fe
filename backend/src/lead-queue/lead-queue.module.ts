import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { InterestLead, LEAD_NOTIFICATION_JOB_OPTIONS, LEAD_NOTIFICATION_QUEUE } from '@rebound/shared/node';
import { LeadNotificationProducer } from './lead-notification.producer';
import { LeadSweepService } from './lead-sweep.service';

@Module({
  imports: [
    TypeOrmModule.forFeature([InterestLead]),
    BullModule.registerQueue({ name: LEAD_NOTIFICATION_QUEUE, defaultJobOptions: LEAD_NOTIFICATION_JOB_OPTIONS }),
  ],
  providers: [LeadNotificationProducer, LeadSweepService],
  exports: [LeadNotificationProducer, LeadSweepService],
})
export class LeadQueueModule {}
