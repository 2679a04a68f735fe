import { Module } from '@nestjs/common';
import { Environment } from '@rebound/shared/node';
import { DataSource } from 'typeorm';
import { AdminGuard } from './admin.guard';
import { AdminSecrets, resolveAdminSecrets } from './admin-secrets';
import { AdminSessionService } from './admin-session.service';
import { AdminSessionStore } from './admin-session-store';
import { AuthController } from './auth.controller';

@Module({
  controllers: [AuthController],
  providers: [
    {
      provide: AdminSecrets,
      inject: [Environment, DataSource],
      useFactory: (environment: Environment, dataSource: DataSource) => resolveAdminSecrets(environment, dataSource),
    },
    AdminSessionStore,
    AdminSessionService,
    AdminGuard,
  ],
  exports: [AdminSessionService, AdminGuard, AdminSecrets, AdminSessionStore],
})
export class AuthModule {}
