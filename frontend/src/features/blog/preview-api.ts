import type { BlogPostDto } from '@rebound/shared';
import { baseApi } from '../../api/base-api';

/** The preview link's call: a post in any state, for a valid signed token (404 for any other token). */
export const previewApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    previewPost: build.query<BlogPostDto, string>({
      query: (token) => ({ url: ['/api', 'blog-posts', 'preview', token] }),
    }),
  }),
});
