import { Controller, Get, HttpStatus, Param, Query, Req, Res } from '@nestjs/common';
import type { BlogPostMovedBody, LanguageCode, PublicBlogPostDto } from '@rebound/shared';
import type { Request, Response } from 'express';
import { OptionalLanguagePipe } from '../blog-studio/blog-post-params';
import { BlogService } from './blog.service';

/** The query of a request as sent (`?lng=nl`), or ''. */
const queryOf = (request: Request) => {
  const at = request.originalUrl.indexOf('?');
  return at === -1 ? '' : request.originalUrl.slice(at);
};

@Controller('blog-posts')
export class BlogController {
  constructor(private readonly blog: BlogService) {}

  @Get()
  list(@Query('lng', OptionalLanguagePipe) language?: LanguageCode): Promise<PublicBlogPostDto[]> {
    return this.blog.list(language);
  }

  /** A draft for whoever holds its signed link: never cached, never indexed. Declared before ':id'. */
  @Get('preview/:token')
  preview(
    @Param('token') token: string,
    @Query('lng', OptionalLanguagePipe) language: LanguageCode | undefined,
    @Res({ passthrough: true }) response: Response,
  ): Promise<PublicBlogPostDto> {
    response.setHeader('Cache-Control', 'no-store');
    response.setHeader('X-Robots-Tag', 'noindex');
    return this.blog.preview(token, language);
  }

  /** The post, or 301 to its new slug (query kept) with `{ movedTo }`; the render server turns that into a page 301. */
  @Get(':id')
  async get(
    @Param('id') id: string,
    @Query('lng', OptionalLanguagePipe) language: LanguageCode | undefined,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<PublicBlogPostDto | BlogPostMovedBody> {
    const found = await this.blog.get(id, language);
    if ('post' in found) return found.post;
    response.status(HttpStatus.MOVED_PERMANENTLY);
    response.setHeader('Location', `/api/blog-posts/${encodeURIComponent(found.movedTo)}${queryOf(request)}`);
    return { movedTo: found.movedTo };
  }
}
