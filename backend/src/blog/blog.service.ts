import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type BlogPostDto, isCleanText } from '@rebound/shared';
import type { Repository } from 'typeorm';
import { BlogPost } from './blog-post.entity';
import { toBlogPostDto } from './blog-post.mapper';

/** Longer than any readable slug; an id past it cannot name a post and is not sent to PostgreSQL. */
export const MAX_BLOG_POST_ID_LENGTH = 200;

/** Reads posts straight from the table on every call (no cache), so rows operators insert show at once. */
@Injectable()
export class BlogService {
  constructor(@InjectRepository(BlogPost) private readonly posts: Repository<BlogPost>) {}

  /** Newest first; the first one is the featured story. */
  async list(): Promise<BlogPostDto[]> {
    const posts = await this.posts.find({ order: { createdAt: 'DESC', id: 'ASC' } });
    return posts.map(toBlogPostDto);
  }

  async get(id: string): Promise<BlogPostDto> {
    // A NUL byte would make PostgreSQL fail the query, and no slug holds control or broken characters.
    if (id.length > MAX_BLOG_POST_ID_LENGTH || !isCleanText(id, 'singleLine')) throw new NotFoundException('No blog post with that id');
    const post = await this.posts.findOneBy({ id });
    if (!post) throw new NotFoundException(`No blog post with id '${id}'`);
    return toBlogPostDto(post);
  }
}
