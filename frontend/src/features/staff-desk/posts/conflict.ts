import type { AdminBlogPost, BlogPostConflictBody } from '@rebound/shared';
import type { ApiError } from '../../../api/api-query';

/** The stored post a 409 answer carries (`{statusCode, message, current}`), or null when the failure is no conflict of versions. */
export function conflictingPost(failure: unknown): AdminBlogPost | null {
  const error = failure as ApiError | undefined;
  if (error?.status !== 409) return null;
  return (error.body as Partial<BlogPostConflictBody> | undefined)?.current ?? null;
}

/** True for a 409 about the slug (taken by another post): a field error the API names by code, not a conflict of versions. */
export function isSlugTaken(failure: unknown): boolean {
  const error = failure as ApiError | undefined;
  return error?.status === 409 && (error.body?.errors ?? []).some((fieldError) => fieldError.code === 'slug_taken');
}
