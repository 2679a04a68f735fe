import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { InterestLead } from '@rebound/shared/node';
import { LeadQueueModule } from '../lead-queue/lead-queue.module';
import { InterestController } from './interest.controller';
import { InterestService } from './interest.service';

@Module({
  imports: [TypeOrmModule.forFeature([InterestLead]), LeadQueueModule],
  controllers: [InterestController],
  providers: [InterestService],
})
export class InterestModule {}
