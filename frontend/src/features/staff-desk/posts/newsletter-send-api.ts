import type { NewsletterSendProgress } from '@rebound/shared';
import { baseApi } from '../../../api/base-api';

const sendPath = (postId: string) => ['/api', 'admin', 'blog-posts', postId, 'newsletter-send'];

/** A post's newsletter send (docs/api.md, "Newsletter send"): its progress, and the one start. */
export const newsletterSendApi = baseApi.enhanceEndpoints({ addTagTypes: ['NewsletterSend'] }).injectEndpoints({
  endpoints: (build) => ({
    newsletterSend: build.query<NewsletterSendProgress, string>({
      query: (postId) => ({ url: sendPath(postId) }),
      providesTags: (_result, _error, postId) => [{ type: 'NewsletterSend', id: postId }],
    }),
    startNewsletterSend: build.mutation<NewsletterSendProgress, string>({
      query: (postId) => ({ url: sendPath(postId), method: 'POST' }),
      invalidatesTags: (_result, _error, postId) => [{ type: 'NewsletterSend', id: postId }],
    }),
  }),
});

export const { useNewsletterSendQuery, useStartNewsletterSendMutation } = newsletterSendApi;
