import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { InterestLead } from '@rebound/shared/node';
import { LeadNotificationProducer } from './lead-notification.producer';
import { LeadSweepService } from './lead-sweep.service';

@Module({
  imports: [TypeOrmModule.forFeature([InterestLead])],
  providers: [LeadNotificationProducer, LeadSweepService],
  exports: [LeadNotificationProducer, LeadSweepService],
})
export class LeadQueueModule {}
