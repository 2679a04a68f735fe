import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { LeadQueueModule } from '../lead-queue/lead-queue.module';
import { LeadDeskController } from './lead-desk.controller';
import { LeadDeskService } from './lead-desk.service';
import { LeadPersonalDataProvider } from './lead-personal-data.provider';

/** Staff's work on the leads (issue 9): list, search, detail, send again, export, deletion, personal data. */
@Module({
  imports: [LeadQueueModule, AuthModule],
  controllers: [LeadDeskController],
  providers: [LeadDeskService, LeadPersonalDataProvider],
})
export class LeadDeskModule {}
