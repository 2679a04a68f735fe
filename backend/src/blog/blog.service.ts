import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { BlogPostDto } from '../shared/api-types';
import { BlogPost } from './blog-post.entity';
import { toBlogPostDto } from './blog-post.mapper';

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
    const post = await this.posts.findOneBy({ id });
    if (!post) throw new NotFoundException(`No blog post with id '${id}'`);
    return toBlogPostDto(post);
  }
}
