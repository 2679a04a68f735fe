import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Post, Put, Query, Req, Res, UseGuards } from '@nestjs/common';
import {
  type AdminBlogPost,
  type AdminBlogPostListItem,
  type BlogPostVersionItem,
  type BlogPreviewLink,
  type LanguageCode,
  LEAD_LIST_LIMITS,
  LEAD_LIST_TOTAL_HEADER,
} from '@rebound/shared';
import { Environment } from '@rebound/shared/node';
import type { Response } from 'express';
import { type AdminAuditEvent, AdminAuditService } from '../audit/admin-audit.service';
import { AdminGuard, type AdminRequest } from '../auth/admin.guard';
import { StaffAreaOf } from '../auth/staff-area.decorator';
import { BlogPostIdPipe, LanguagePipe, OptionalLanguagePipe } from './blog-post-params';
import { BlogStudioService } from './blog-studio.service';
import { BlogTranslationsService } from './blog-translations.service';
import {
  BlogPostListQuery,
  CreateBlogPostDto,
  PublishBlogPostDto,
  RestoreBlogPostVersionDto,
  SaveBlogPostDto,
  SaveBlogTranslationDto,
} from './dto/blog-post.dto';
import { PreviewLinks } from './preview-links';

/** The next page's address: the same search, state and limit, and the cursor (relative, as the browser's own origin serves /api). */
function nextPageLink(query: BlogPostListQuery, cursor: string): string {
  const parameters = new URLSearchParams();
  for (const [name, value] of Object.entries({ q: query.q, state: query.state, limit: query.limit }))
    if (value !== undefined) parameters.set(name, String(value));
  parameters.set('cursor', cursor);
  return `</api/admin/blog-posts?${parameters.toString()}>; rel="next"`;
}

/** The blog studio's calls (admin only, same-origin for changes); every change is audited in its own transaction. */
@Controller('admin/blog-posts')
@UseGuards(AdminGuard)
@StaffAreaOf('blog')
export class BlogStudioController {
  constructor(
    private readonly studio: BlogStudioService,
    private readonly translations: BlogTranslationsService,
    private readonly previews: PreviewLinks,
    private readonly audit: AdminAuditService,
    private readonly environment: Environment,
  ) {}

  private audited(request: AdminRequest, event: AdminAuditEvent, targetId: string) {
    return this.audit.within(request, { event, sessionRef: request.adminSession?.reference, targetId });
  }

  @Get()
  async list(@Query() query: BlogPostListQuery, @Res({ passthrough: true }) response: Response): Promise<AdminBlogPostListItem[]> {
    const page = await this.studio.page({ q: query.q, state: query.state }, query.limit ?? LEAD_LIST_LIMITS.defaultLimit, query.cursor);
    response.setHeader(LEAD_LIST_TOTAL_HEADER, String(page.total));
    if (page.nextCursor) response.setHeader('Link', nextPageLink(query, page.nextCursor));
    return page.posts;
  }

  @Post()
  create(@Body() body: CreateBlogPostDto, @Req() request: AdminRequest): Promise<AdminBlogPost> {
    // Without an author of its own, a new post is by the person who made it.
    const author = body.author ?? request.staffAccount?.displayName;
    return this.studio.create({ ...body, author }, (id) => this.audited(request, 'blog-post-created', id));
  }

  @Get(':id')
  get(@Param('id', BlogPostIdPipe) id: string): Promise<AdminBlogPost> {
    return this.studio.get(id);
  }

  @Put(':id')
  save(@Param('id', BlogPostIdPipe) id: string, @Body() body: SaveBlogPostDto, @Req() request: AdminRequest): Promise<AdminBlogPost> {
    return this.studio.save(id, body, this.audited(request, 'blog-post-saved', body.slug));
  }

  @Put(':id/translations/:lng')
  saveTranslation(
    @Param('id', BlogPostIdPipe) id: string,
    @Param('lng', LanguagePipe) language: LanguageCode,
    @Body() body: SaveBlogTranslationDto,
    @Req() request: AdminRequest,
  ): Promise<AdminBlogPost> {
    return this.translations.save(id, language, body.revision, body, this.audited(request, 'blog-translation-saved', id));
  }

  @Delete(':id/translations/:lng')
  @HttpCode(HttpStatus.NO_CONTENT)
  deleteTranslation(
    @Param('id', BlogPostIdPipe) id: string,
    @Param('lng', LanguagePipe) language: LanguageCode,
    @Req() request: AdminRequest,
  ): Promise<void> {
    return this.translations.delete(id, language, this.audited(request, 'blog-translation-deleted', id));
  }

  @Post(':id/publish')
  @HttpCode(HttpStatus.OK)
  publish(@Param('id', BlogPostIdPipe) id: string, @Body() body: PublishBlogPostDto, @Req() request: AdminRequest): Promise<AdminBlogPost> {
    return this.studio.publish(id, body.at, this.audited(request, 'blog-post-published', id));
  }

  @Post(':id/unpublish')
  @HttpCode(HttpStatus.OK)
  unpublish(@Param('id', BlogPostIdPipe) id: string, @Req() request: AdminRequest): Promise<AdminBlogPost> {
    return this.studio.unpublish(id, this.audited(request, 'blog-post-unpublished', id));
  }

  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  delete(@Param('id', BlogPostIdPipe) id: string, @Req() request: AdminRequest): Promise<void> {
    return this.studio.delete(id, this.audited(request, 'blog-post-deleted', id));
  }

  @Get(':id/versions')
  versions(
    @Param('id', BlogPostIdPipe) id: string,
    @Query('lng', OptionalLanguagePipe) language?: LanguageCode,
  ): Promise<BlogPostVersionItem[]> {
    return this.translations.versions(id, language);
  }

  @Post(':id/versions/:versionId/restore')
  @HttpCode(HttpStatus.OK)
  restore(
    @Param('id', BlogPostIdPipe) id: string,
    @Param('versionId') versionId: string,
    @Body() body: RestoreBlogPostVersionDto,
    @Req() request: AdminRequest,
  ): Promise<AdminBlogPost> {
    return this.translations.restore(id, versionId, body.revision, this.audited(request, 'blog-version-restored', id));
  }

  @Post(':id/preview-link')
  async previewLink(@Param('id', BlogPostIdPipe) id: string, @Req() request: AdminRequest): Promise<BlogPreviewLink> {
    const { token, expiresAt } = await this.previews.create(id, this.audited(request, 'blog-preview-link-created', id));
    return { url: new URL(`/blog/preview/${token}`, this.environment.PUBLIC_URL).toString(), expiresAt: expiresAt.toISOString() };
  }
}
