import type { BlogPostDto } from '@rebound/shared';
import { baseApi } from '../../api/base-api';

/** The blog's calls: the list in the server's order (newest first) and one post by id. */
export const blogApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    blogPosts: build.query<BlogPostDto[], void>({
      query: () => ({ url: ['/api', 'blog-posts'] }),
    }),
    blogPost: build.query<BlogPostDto, string>({
      query: (id) => ({ url: ['/api', 'blog-posts', id] }),
    }),
  }),
});

export const { useBlogPostsQuery, useBlogPostQuery } = blogApi;
