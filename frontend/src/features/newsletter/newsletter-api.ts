import type {
  NewsletterConfirmResponse,
  NewsletterSubscriptionRequest,
  NewsletterSubscriptionResponse,
  NewsletterUnsubscribeResponse,
} from '@rebound/shared';
import { baseApi } from '../../api/base-api';

/** The visitor's newsletter calls: subscribe (the footer), confirm and unsubscribe (the pages a mail links to). */
export const newsletterApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    subscribeToNewsletter: build.mutation<NewsletterSubscriptionResponse, NewsletterSubscriptionRequest>({
      query: (body) => ({ url: ['/api', 'newsletter', 'subscriptions'], method: 'POST', body }),
    }),
    confirmNewsletter: build.mutation<NewsletterConfirmResponse, { token: string }>({
      query: (body) => ({ url: ['/api', 'newsletter', 'confirm'], method: 'POST', body }),
    }),
    unsubscribeFromNewsletter: build.mutation<NewsletterUnsubscribeResponse, { token: string }>({
      query: (body) => ({ url: ['/api', 'newsletter', 'unsubscribe'], method: 'POST', body }),
    }),
  }),
});

export const { useConfirmNewsletterMutation, useUnsubscribeFromNewsletterMutation } = newsletterApi;
