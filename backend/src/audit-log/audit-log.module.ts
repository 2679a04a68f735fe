import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { AuditLogController } from './audit-log.controller';
import { AuditLogService } from './audit-log.service';

/** The owner's view of the audit log (the log itself is written by the global AuditModule). */
@Module({ imports: [AuthModule], controllers: [AuditLogController], providers: [AuditLogService] })
export class AuditLogModule {}
