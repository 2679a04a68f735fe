import { Controller, Delete, Get, HttpCode, HttpStatus, Logger, Param, Query, Req, Res, UseGuards } from '@nestjs/common';
import { LEAD_LIST_LIMITS, LEAD_LIST_TOTAL_HEADER, NEWSLETTER_CSV_COLUMNS, type NewsletterSubscriberDto } from '@rebound/shared';
import type { Response } from 'express';
import { AdminAuditService } from '../audit/admin-audit.service';
import { AdminGuard, type AdminRequest } from '../auth/admin.guard';
import { StaffAreaOf } from '../auth/staff-area.decorator';
import { csvFile, sendStreamedDownload } from '../common/streamed-download';
import { NewsletterSubscriberFilterQuery, NewsletterSubscriberListQuery } from './dto/newsletter-subscriber.query';
import { NewsletterService } from './newsletter.service';
import { toSubscriberCsvRecord } from './newsletter-rows';
import { SubscriberIdPipe } from './subscriber-id.pipe';

/** The next page's address: the same filter and limit, and the cursor (relative, as the browser's own origin serves /api). */
function nextPageLink(query: NewsletterSubscriberListQuery, cursor: string): string {
  const parameters = new URLSearchParams();
  if (query.status !== undefined) parameters.set('status', query.status);
  if (query.limit !== undefined) parameters.set('limit', String(query.limit));
  parameters.set('cursor', cursor);
  return `</api/newsletter/subscribers?${parameters.toString()}>; rel="next"`;
}

export function subscriberExportFileName(now = new Date()): string {
  return `rebound-subscribers-${now.toISOString().slice(0, 10)}.csv`;
}

/** The staff's view of the newsletter list (admin only); every call is audited with a count, never an address. */
@Controller('newsletter/subscribers')
@UseGuards(AdminGuard)
@StaffAreaOf('subscribers')
export class NewsletterDeskController {
  private readonly logger = new Logger(NewsletterDeskController.name);

  constructor(
    private readonly newsletter: NewsletterService,
    private readonly audit: AdminAuditService,
  ) {}

  @Get()
  async list(
    @Query() query: NewsletterSubscriberListQuery,
    @Req() request: AdminRequest,
    @Res({ passthrough: true }) response: Response,
  ): Promise<NewsletterSubscriberDto[]> {
    const page = await this.newsletter.page(query.status, query.limit ?? LEAD_LIST_LIMITS.defaultLimit, query.cursor);
    await this.audit.record(request, {
      event: 'subscribers-read',
      sessionRef: request.adminSession?.reference,
      recordCount: page.subscribers.length,
    });
    response.setHeader(LEAD_LIST_TOTAL_HEADER, String(page.total));
    if (page.nextCursor) response.setHeader('Link', nextPageLink(query, page.nextCursor));
    return page.subscribers;
  }

  /** The list (or one status of it) as a CSV download, streamed batch by batch. */
  @Get('export')
  async export(@Query() query: NewsletterSubscriberFilterQuery, @Req() request: AdminRequest, @Res() response: Response): Promise<void> {
    const file = csvFile(subscriberExportFileName(), NEWSLETTER_CSV_COLUMNS, toSubscriberCsvRecord);
    const exported = await sendStreamedDownload(response, this.newsletter.matching(query.status), file, {
      logger: this.logger,
      name: 'Subscriber export',
      items: 'subscribers',
    });
    await this.audit.record(request, { event: 'subscribers-exported', sessionRef: request.adminSession?.reference, recordCount: exported });
  }

  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  async delete(@Param('id', SubscriberIdPipe) id: string, @Req() request: AdminRequest): Promise<void> {
    await this.newsletter.delete(
      id,
      this.audit.within(request, { event: 'subscriber-deleted', sessionRef: request.adminSession?.reference, targetId: id }),
    );
  }
}
