import { Controller, Get, Param, Post, Req, UseGuards } from '@nestjs/common';
import type { NewsletterSendProgress } from '@rebound/shared';
import { AdminAuditService } from '../audit/admin-audit.service';
import { AdminGuard, type AdminRequest } from '../auth/admin.guard';
import { StaffAreaOf } from '../auth/staff-area.decorator';
import { BlogPostIdPipe } from '../blog-studio/blog-post-params';
import { NewsletterSendService } from './newsletter-send.service';

/** A post's newsletter send in the blog studio (admin only, same-origin for the start, audited). */
@Controller('admin/blog-posts/:id/newsletter-send')
@UseGuards(AdminGuard)
@StaffAreaOf('blog')
export class NewsletterSendController {
  constructor(
    private readonly sends: NewsletterSendService,
    private readonly audit: AdminAuditService,
  ) {}

  /** 201 the new send's progress; 409 `{message, current}` when the post has been sent already; 400 for a post that is not public. */
  @Post()
  start(@Param('id', BlogPostIdPipe) id: string, @Req() request: AdminRequest): Promise<NewsletterSendProgress> {
    const audited = this.audit.within(request, {
      event: 'blog-newsletter-send-started',
      sessionRef: request.adminSession?.reference,
      targetId: id,
    });
    return this.sends.start(id, audited);
  }

  @Get()
  progress(@Param('id', BlogPostIdPipe) id: string): Promise<NewsletterSendProgress> {
    return this.sends.progress(id);
  }
}
