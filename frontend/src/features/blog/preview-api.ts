import type { LanguageCode, PublicBlogPostDto } from '@rebound/shared';
import { joinUrlSegments } from '../../api/api-query';
import { baseApi } from '../../api/base-api';

/** The preview link's call: a post in any state, for a valid signed token (404 for any other token), in the page's language where it has a version in it. */
export const previewApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    previewPost: build.query<PublicBlogPostDto, { token: string; lng: LanguageCode }>({
      query: ({ token, lng }) => ({ url: `${joinUrlSegments(['/api', 'blog-posts', 'preview', token])}?lng=${encodeURIComponent(lng)}` }),
    }),
  }),
});
