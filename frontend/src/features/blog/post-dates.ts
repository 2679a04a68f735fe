import type { BlogPostDto } from '@rebound/shared';

/** True when the post was edited after it was published; compared as instants, so time-zone spellings do not matter. */
export function wasUpdated(
  post: Pick<BlogPostDto, 'createdAt' | 'updatedAt'>,
): post is Pick<BlogPostDto, 'createdAt'> & { updatedAt: string } {
  return post.updatedAt !== null && new Date(post.updatedAt).getTime() !== new Date(post.createdAt).getTime();
}
