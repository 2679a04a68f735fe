import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { NEWSLETTER_MAIL_JOB_OPTIONS, NEWSLETTER_MAIL_QUEUE } from '@rebound/shared/node';
import { AuthModule } from '../auth/auth.module';
import { NewsletterController } from './newsletter.controller';
import { NewsletterService } from './newsletter.service';
import { NewsletterDeskController } from './newsletter-desk.controller';
import { NewsletterMailProducer } from './newsletter-mail.producer';
import { NewsletterPersonalDataProvider } from './newsletter-personal-data.provider';
import { NewsletterSweepService } from './newsletter-sweep.service';

/** The newsletter list (issue 9): double opt-in for visitors, the list, export and deletion for staff, personal data. */
@Module({
  imports: [AuthModule, BullModule.registerQueue({ name: NEWSLETTER_MAIL_QUEUE, defaultJobOptions: NEWSLETTER_MAIL_JOB_OPTIONS })],
  controllers: [NewsletterController, NewsletterDeskController],
  providers: [NewsletterService, NewsletterMailProducer, NewsletterSweepService, NewsletterPersonalDataProvider],
  exports: [NewsletterMailProducer, NewsletterSweepService],
})
export class NewsletterModule {}
