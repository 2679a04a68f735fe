import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { InterestLead } from '../shared/interest-lead.entity';
import { AuthModule } from '../auth/auth.module';
import { LeadQueueModule } from '../lead-queue/lead-queue.module';
import { InterestController } from './interest.controller';
import { InterestService } from './interest.service';

@Module({
  imports: [TypeOrmModule.forFeature([InterestLead]), LeadQueueModule, AuthModule],
  controllers: [InterestController],
  providers: [InterestService],
})
export class InterestModule {}
