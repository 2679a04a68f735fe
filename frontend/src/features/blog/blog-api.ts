import type { LanguageCode, PublicBlogPostDto } from '@rebound/shared';
import { joinUrlSegments } from '../../api/api-query';
import { baseApi } from '../../api/base-api';

/** One post as the public page asks for it: by id, in the page's language. */
export interface BlogPostArgs {
  id: string;
  lng: LanguageCode;
}

/**
 * The blog's calls: the list in the server's order (newest first) and one post by id, each post in the
 * page's language where it has a version in it, else its original (`?lng=`).
 */
export const blogApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    blogPosts: build.query<PublicBlogPostDto[], LanguageCode>({
      query: (lng) => ({ url: `/api/blog-posts?lng=${encodeURIComponent(lng)}` }),
    }),
    blogPost: build.query<PublicBlogPostDto, BlogPostArgs>({
      query: ({ id, lng }) => ({ url: `${joinUrlSegments(['/api', 'blog-posts', id])}?lng=${encodeURIComponent(lng)}` }),
    }),
  }),
});

export const { useBlogPostsQuery, useBlogPostQuery } = blogApi;
