import { LEAD_LIST_TOTAL_HEADER, type NewsletterSubscriberDto } from '@rebound/shared';
import type { ApiMeta } from '../../../api/api-query';
import { baseApi } from '../../../api/base-api';
import { nextCursorFromLink, type SubscriberListParams, subscriberApiQuery } from './subscriber-list-params';

/** One page of the list, with the total of the current filter and the next page's cursor. */
export interface SubscriberPage {
  subscribers: NewsletterSubscriberDto[];
  total: number;
  nextCursor?: string;
}

/** The staff's newsletter calls (docs/api.md, "Newsletter"): the paged list and deleting one subscriber. */
export const adminSubscribersApi = baseApi.enhanceEndpoints({ addTagTypes: ['Subscribers'] }).injectEndpoints({
  endpoints: (build) => ({
    subscribers: build.query<SubscriberPage, SubscriberListParams>({
      query: (params) => ({
        url: `/api/newsletter/subscribers${subscriberApiQuery(params)}`,
        readHeaders: [LEAD_LIST_TOTAL_HEADER, 'Link'],
      }),
      transformResponse: (subscribers: NewsletterSubscriberDto[], meta: ApiMeta | undefined) => {
        const total = Number(meta?.headers[LEAD_LIST_TOTAL_HEADER] ?? Number.NaN);
        return {
          subscribers,
          total: Number.isFinite(total) ? total : subscribers.length,
          nextCursor: nextCursorFromLink(meta?.headers.Link ?? undefined),
        };
      },
      providesTags: ['Subscribers'],
      // Personal data: forget it as soon as no page shows it (after sign-out or leaving the page).
      keepUnusedDataFor: 0,
    }),
    deleteSubscriber: build.mutation<null, string>({
      query: (id) => ({ url: ['/api', 'newsletter', 'subscribers', id], method: 'DELETE' }),
      invalidatesTags: ['Subscribers'],
    }),
  }),
});

export const { useSubscribersQuery, useDeleteSubscriberMutation } = adminSubscribersApi;
