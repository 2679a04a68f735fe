import { Controller, Delete, Get, HttpCode, HttpStatus, Logger, Param, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import {
  LEAD_LIST_LIMITS,
  LEAD_LIST_TOTAL_HEADER,
  type LeadDetailDto,
  type LeadListItemDto,
  type SendAgainResponse,
} from '@rebound/shared';
import type { Response } from 'express';
import { AdminAuditService } from '../audit/admin-audit.service';
import { AdminGuard, type AdminRequest } from '../auth/admin.guard';
import { StaffAreaOf } from '../auth/staff-area.decorator';
import { sendStreamedDownload } from '../common/streamed-download';
import { LeadExportQuery, LeadListQuery } from './dto/lead-filter.query';
import { LeadDeskService } from './lead-desk.service';
import { leadExportFile } from './lead-export';
import type { LeadFilter } from './lead-filter.sql';
import { LeadIdPipe } from './lead-id.pipe';

function filterOf(query: LeadListQuery | LeadExportQuery): LeadFilter {
  return { q: query.q, status: query.status, from: query.from, to: query.to };
}

/** The next page's address: the same filters and limit, and the cursor (a relative URL, as the browser's own origin serves /api). */
function nextPageLink(query: LeadListQuery, cursor: string): string {
  const parameters = new URLSearchParams();
  for (const [name, value] of Object.entries({ ...filterOf(query), limit: query.limit }))
    if (value !== undefined) parameters.set(name, String(value));
  parameters.set('cursor', cursor);
  return `</api/interest?${parameters.toString()}>; rel="next"`;
}

/** The staff's desk over the leads (admin only); every call is written to the audit log without lead contents. */
@Controller('interest')
@UseGuards(AdminGuard)
@StaffAreaOf('leads')
export class LeadDeskController {
  private readonly logger = new Logger(LeadDeskController.name);

  constructor(
    private readonly desk: LeadDeskService,
    private readonly audit: AdminAuditService,
  ) {}

  /** The body stays the plain JSON array of leads the leads page always read; paging travels in headers. */
  @Get()
  async list(
    @Query() query: LeadListQuery,
    @Req() request: AdminRequest,
    @Res({ passthrough: true }) response: Response,
  ): Promise<LeadListItemDto[]> {
    const page = await this.desk.page(filterOf(query), query.limit ?? LEAD_LIST_LIMITS.defaultLimit, query.cursor);
    await this.audit.record(request, { event: 'leads-read', sessionRef: request.adminSession?.reference, recordCount: page.leads.length });
    response.setHeader(LEAD_LIST_TOTAL_HEADER, String(page.total));
    if (page.nextCursor) response.setHeader('Link', nextPageLink(query, page.nextCursor));
    return page.leads.map(({ notification: _notification, ...lead }) => lead);
  }

  // Declared before ':id', so "export" is never taken for a lead id.
  /** Every lead of the current search as a CSV or JSON download, streamed batch by batch. */
  @Get('export')
  async export(@Query() query: LeadExportQuery, @Req() request: AdminRequest, @Res() response: Response): Promise<void> {
    const exported = await sendStreamedDownload(response, this.desk.matching(filterOf(query)), leadExportFile(query.format), {
      logger: this.logger,
      name: 'Lead export',
      items: 'leads',
    });
    await this.audit.record(request, { event: 'leads-exported', sessionRef: request.adminSession?.reference, recordCount: exported });
  }

  @Get(':id')
  async detail(@Param('id', LeadIdPipe) id: string, @Req() request: AdminRequest): Promise<LeadDetailDto> {
    const lead = await this.desk.detail(id);
    await this.audit.record(request, { event: 'lead-read', sessionRef: request.adminSession?.reference, recordCount: 1, targetId: id });
    return lead;
  }

  @Post(':id/notification')
  @HttpCode(HttpStatus.ACCEPTED)
  async sendAgain(@Param('id', LeadIdPipe) id: string, @Req() request: AdminRequest): Promise<SendAgainResponse> {
    await this.desk.sendAgain(id);
    await this.audit.record(request, {
      event: 'lead-notification-requeued',
      sessionRef: request.adminSession?.reference,
      recordCount: 1,
      targetId: id,
    });
    return { queued: true };
  }

  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  async delete(@Param('id', LeadIdPipe) id: string, @Req() request: AdminRequest): Promise<void> {
    await this.desk.delete(
      id,
      this.audit.within(request, { event: 'lead-deleted', sessionRef: request.adminSession?.reference, targetId: id }),
    );
  }
}
