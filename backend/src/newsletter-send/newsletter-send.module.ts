import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { NEWSLETTER_POST_JOB_OPTIONS, NEWSLETTER_POST_QUEUE } from '@rebound/shared/node';
import { AuthModule } from '../auth/auth.module';
import { NewsletterSendController } from './newsletter-send.controller';
import { NewsletterSendProducer } from './newsletter-send.producer';
import { NewsletterSendService } from './newsletter-send.service';
import { NewsletterSendSweepService } from './newsletter-send-sweep.service';

/** A published post mailed to the newsletter's confirmed subscribers (issue 19): start, progress, sweep. */
@Module({
  imports: [AuthModule, BullModule.registerQueue({ name: NEWSLETTER_POST_QUEUE, defaultJobOptions: NEWSLETTER_POST_JOB_OPTIONS })],
  controllers: [NewsletterSendController],
  providers: [NewsletterSendService, NewsletterSendProducer, NewsletterSendSweepService],
  exports: [NewsletterSendSweepService],
})
export class NewsletterSendModule {}
