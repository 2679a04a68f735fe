import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { Environment, STAFF_ACCOUNT_MAIL_JOB_OPTIONS, STAFF_ACCOUNT_MAIL_QUEUE } from '@rebound/shared/node';
import { DataSource } from 'typeorm';
import { AccountLinksController } from '../accounts/account-links.controller';
import { AccountMailProducer } from '../accounts/account-mail.producer';
import { AccountTokens } from '../accounts/account-tokens';
import { AccountsController, TwoFactorSettingController } from '../accounts/accounts.controller';
import { FirstStart } from '../accounts/first-start';
import { StaffAccountsService } from '../accounts/staff-accounts.service';
import { TwoFactorService } from '../accounts/two-factor.service';
import { AdminGuard } from './admin.guard';
import { AdminSecrets, resolveAdminSecrets } from './admin-secrets';
import { AdminSessionService } from './admin-session.service';
import { AdminSessionStore } from './admin-session-store';
import { AuthController } from './auth.controller';
import { SignInDelay } from './sign-in-delay';
import { SignInTickets } from './sign-in-tickets';

/** Staff accounts, their sessions and the guard every staff route uses. */
@Module({
  imports: [BullModule.registerQueue({ name: STAFF_ACCOUNT_MAIL_QUEUE, defaultJobOptions: STAFF_ACCOUNT_MAIL_JOB_OPTIONS })],
  controllers: [AuthController, AccountLinksController, AccountsController, TwoFactorSettingController],
  providers: [
    {
      provide: AdminSecrets,
      inject: [Environment, DataSource],
      useFactory: (environment: Environment, dataSource: DataSource) => resolveAdminSecrets(environment, dataSource),
    },
    AdminSessionStore,
    AdminSessionService,
    AdminGuard,
    SignInDelay,
    StaffAccountsService,
    AccountTokens,
    AccountMailProducer,
    FirstStart,
    SignInTickets,
    TwoFactorService,
  ],
  exports: [AdminSessionService, AdminGuard, AdminSecrets, AdminSessionStore, StaffAccountsService, TwoFactorService],
})
export class AuthModule {}
