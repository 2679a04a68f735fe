import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Controller, Get, HttpStatus, Logger, Query, Req, Res, UseGuards } from '@nestjs/common';
import { AUDIT_CSV_COLUMNS, AUDIT_PAGE_LIMIT, type AuditEntryView, type AuditPage } from '@rebound/shared';
import type { Response } from 'express';
import { AdminAuditService } from '../audit/admin-audit.service';
import { AdminGuard, type AdminRequest } from '../auth/admin.guard';
import { StaffAreaOf } from '../auth/staff-area.decorator';
import { csvStream } from '../common/csv-export';
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
    const batches = this.log.matching(query);
    // The first batch is read before anything is sent, so a database outage still answers with its status.
    const first = await batches.next();
    let exported = 0;
    const records = Readable.from(
      (async function* () {
        if (first.done) return;
        exported += first.value.length;
        yield* first.value.map(csvRecord);
        for await (const batch of batches) {
          exported += batch.length;
          yield* batch.map(csvRecord);
        }
      })(),
    );
    response.status(HttpStatus.OK);
    response.setHeader('Content-Type', 'text/csv; charset=utf-8');
    response.setHeader('Content-Disposition', `attachment; filename="rebound-audit-${new Date().toISOString().slice(0, 10)}.csv"`);
    response.setHeader('X-Accel-Buffering', 'no');
    try {
      await pipeline(records, csvStream(AUDIT_CSV_COLUMNS), response);
    } catch (error) {
      this.logger.warn(`Audit export stopped after ${exported} rows: ${(error as Error).message}`);
    } finally {
      await this.audit.record(request, { event: 'audit-exported', recordCount: exported });
    }
  }
}
