import type { Action } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query/react';
import { apiQuery } from './api-query';

/** The action that hands the browser's store the answers the server rendered a page with. */
export const API_HYDRATE = 'api/hydrateFromServer';

interface ApiHydrateAction extends Action<typeof API_HYDRATE> {
  payload: unknown;
}

const isApiHydrate = (action: Action): action is ApiHydrateAction => action.type === API_HYDRATE;

/**
 * The one RTK Query API; features inject their endpoints. Data never goes stale
 * (no refetch on mount, focus or reconnect, no polling) and nothing is retried (apiQuery never retries).
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: apiQuery,
  tagTypes: ['Leads', 'Lead', 'AdminSession', 'StaffAccounts', 'StaffSessions', 'Audit'],
  refetchOnMountOrArgChange: false,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  // Unused cache entries are dropped after five minutes; while cached they are never refetched.
  keepUnusedDataFor: 300,
  // A server-rendered blog page arrives with the posts it shows; hydration starts from the same answers.
  extractRehydrationInfo: (action, { reducerPath }) =>
    isApiHydrate(action) ? ((action.payload as Record<string, unknown>)[reducerPath] as never) : undefined,
  endpoints: () => ({}),
});
