import { Module } from '@nestjs/common';
import { BlogStudioModule } from '../blog-studio/blog-studio.module';
import { BlogController } from './blog.controller';
import { BlogService } from './blog.service';

/** The public blog: published posts in the language asked for, old slugs' redirects, and preview links. */
@Module({
  imports: [BlogStudioModule],
  controllers: [BlogController],
  providers: [BlogService],
})
export class BlogModule {}
