import type { AuthMeResponse, InterestLeadDto, LoginRequest } from '@shared/api-types';
import type { ApiError } from '../../api/api-query';
import { baseApi } from '../../api/base-api';

/** What a failed leads request becomes (SPEC.md section 7); the status stays so a 401 can ask for sign-in. */
export const LEADS_FETCH_FAILED = 'Failed to fetch leads';

/** The admin area's calls: session (me, login, logout) and the leads list (CONTRACT.md HTTP API). */
export const adminLeadsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** `null` when the visitor is not signed in (401). */
    me: build.query<AuthMeResponse | null, void>({
      query: () => ({ url: ['/api', 'auth', 'me'], on401: 'returnNull' }),
      providesTags: ['AdminSession'],
    }),
    login: build.mutation<null, LoginRequest>({
      query: (body) => ({ url: ['/api', 'auth', 'login'], method: 'POST', body }),
      // Leads that failed with 401 (an expired session) load again.
      invalidatesTags: ['Leads'],
      async onQueryStarted(_, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch {
          return;
        }
        // The 204 is the proof: signed in without asking /me again.
        dispatch(adminLeadsApi.util.upsertQueryData('me', undefined, { admin: true }));
      },
    }),
    logout: build.mutation<null, void>({
      query: () => ({ url: ['/api', 'auth', 'logout'], method: 'POST' }),
      async onQueryStarted(_, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch (failure) {
          // A 401 means the session had already ended: signed out all the same.
          if ((failure as { error?: ApiError }).error?.status !== 401) return;
        }
        // Signed out at once, without another round trip; the leads query stops and its data is dropped.
        dispatch(adminLeadsApi.util.upsertQueryData('me', undefined, null));
      },
    }),
    leads: build.query<InterestLeadDto[], void>({
      query: () => ({ url: ['/api', 'interest'] }),
      transformErrorResponse: (error: ApiError): ApiError => ({ ...error, message: LEADS_FETCH_FAILED }),
      providesTags: ['Leads'],
      // Personal data: forget it as soon as no page shows it (after sign-out or leaving the page).
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useMeQuery, useLoginMutation, useLogoutMutation, useLeadsQuery } = adminLeadsApi;
