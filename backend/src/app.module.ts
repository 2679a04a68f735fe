import { type DynamicModule, Module } from '@nestjs/common';
import type { Environment } from '@rebound/shared/node';
import { LoggerModule } from 'nestjs-pino';
import { AuditModule } from './audit/audit.module';
import { AuditLogModule } from './audit-log/audit-log.module';
import { AuthModule } from './auth/auth.module';
import { BlogModule } from './blog/blog.module';
import { BlogImagesModule } from './blog-images/blog-images.module';
import { BlogStudioModule } from './blog-studio/blog-studio.module';
import { CommonModule } from './common/common.module';
import { loggerParams } from './common/logging';
import { ConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { HealthModule } from './health/health.module';
import { InterestModule } from './interest/interest.module';
import { LeadDeskModule } from './lead-desk/lead-desk.module';
import { LeadQueueModule } from './lead-queue/lead-queue.module';
import { MetricsModule } from './metrics/metrics.module';
import { NewsletterModule } from './newsletter/newsletter.module';
import { NewsletterSendModule } from './newsletter-send/newsletter-send.module';
import { PersonalDataModule } from './personal-data/personal-data.module';
import { RedisModule } from './redis/redis.module';
import { ThrottlingModule } from './throttling/throttling.module';

@Module({})
export class AppModule {
  /** The whole backend for one validated environment (main.ts and the tests build it the same way). */
  static forRoot(environment: Environment): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(environment),
        LoggerModule.forRoot(loggerParams(environment)),
        CommonModule,
        DatabaseModule,
        RedisModule,
        ThrottlingModule,
        LeadQueueModule,
        AuditModule,
        AuthModule,
        MetricsModule,
        AuditLogModule,
        InterestModule,
        PersonalDataModule,
        LeadDeskModule,
        NewsletterModule,
        BlogModule,
        BlogStudioModule,
        BlogImagesModule,
        NewsletterSendModule,
        HealthModule,
      ],
    };
  }
}
