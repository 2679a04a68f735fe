import { createApi } from '@reduxjs/toolkit/query/react';
import { apiQuery } from './api-query';

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
  endpoints: () => ({}),
});
