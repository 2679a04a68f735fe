import { Controller, Get, Logger, Query, Req, Res, UseGuards } from '@nestjs/common';
import { AUDIT_CSV_COLUMNS, AUDIT_PAGE_LIMIT, type AuditEntryView, type AuditPage } from '@rebound/shared';
import type { Response } from 'express';
import { AdminAuditService } from '../audit/admin-audit.service';
import { AdminGuard, type AdminRequest } from '../auth/admin.guard';
import { StaffAreaOf } from '../auth/staff-area.decorator';
import { csvFile, sendStreamedDownload } from '../common/streamed-download';
import { AuditFilterQuery, AuditListQuery } from './audit-log.query';
import { AuditLogService } from './audit-log.service';

function csvRecord(entry: AuditEntryView): Record<(typeof AUDIT_CSV_COLUMNS)[number], string> {
  return {
    occurred_at: entry.occurredAt,
    event: entry.event,
    account_id: entry.accountId ?? '',
    account_name: entry.accountName ?? '',
    session: entry.sessionRef ?? '',
    address: entry.clientAddress ?? '',
    user_agent: entry.userAgent ?? '',
    records: entry.recordCount === null ? '' : String(entry.recordCount),
    target: entry.targetId ?? '',
  };
}

/** The owner reads, filters and exports the audit log; reading it is itself audited. */
@Controller('admin/audit')
@UseGuards(AdminGuard)
@StaffAreaOf('audit')
export class AuditLogController {
  private readonly logger = new Logger(AuditLogController.name);

  constructor(
    private readonly log: AuditLogService,
    private readonly audit: AdminAuditService,
  ) {}

  @Get()
  async list(@Query() query: AuditListQuery, @Req() request: AdminRequest): Promise<AuditPage> {
    const page = await this.log.page(query, query.limit ?? AUDIT_PAGE_LIMIT, query.before);
    await this.audit.record(request, { event: 'audit-read', recordCount: page.entries.length });
    return page;
  }

  @Get('export')
  async export(@Query() query: AuditFilterQuery, @Req() request: AdminRequest, @Res() response: Response): Promise<void> {
    const file = csvFile(`rebound-audit-${new Date().toISOString().slice(0, 10)}.csv`, AUDIT_CSV_COLUMNS, csvRecord);
    const exported = await sendStreamedDownload(response, this.log.matching(query), file, {
      logger: this.logger,
      name: 'Audit export',
      items: 'rows',
    });
    await this.audit.record(request, { event: 'audit-exported', recordCount: exported });
  }
}
