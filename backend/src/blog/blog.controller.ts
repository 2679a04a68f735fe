import { Controller, Get, Param } from '@nestjs/common';
import type { BlogPostDto } from '@rebound/shared';
import { BlogService } from './blog.service';

@Controller('blog-posts')
export class BlogController {
  constructor(private readonly blog: BlogService) {}

  @Get()
  list(): Promise<BlogPostDto[]> {
    return this.blog.list();
  }

  @Get(':id')
  get(@Param('id') id: string): Promise<BlogPostDto> {
    return this.blog.get(id);
  }
}
