import {
  type AuthMeResponse,
  LEAD_LIST_TOTAL_HEADER,
  type LeadDetailDto,
  type LeadListItemDto,
  type LoginRequest,
  type LoginSecondStep,
  type PersonalDataErasureResponse,
  type PersonalDataRequest,
  type SendAgainResponse,
} from '@rebound/shared';
import type { ApiError, ApiMeta, ApiRequest } from '../../../api/api-query';
import { baseApi } from '../../../api/base-api';
import { type LeadSearch, leadListUrl, nextCursorFromLink } from './lead-search';

/** One page of the list: its leads, the total of the whole search, and the next page's cursor (null on the last). */
export interface LeadPage {
  leads: LeadListItemDto[];
  total: number;
  nextCursor: string | null;
}

/** Whether sign-in asks for the second step (the account has two-factor sign-in). */
export function isSecondStep(answer: unknown): answer is LoginSecondStep {
  return typeof answer === 'object' && answer !== null && (answer as LoginSecondStep).secondStep === 'totp';
}

/** GET /api/auth/me right after a sign-in: who signed in, and their role. */
async function readMe(baseQuery: (request: ApiRequest) => unknown): Promise<{ data: AuthMeResponse } | { error: ApiError }> {
  const me = (await baseQuery({ url: ['/api', 'auth', 'me'] })) as { data?: unknown; error?: ApiError };
  if (me.error) return { error: me.error };
  return { data: me.data as AuthMeResponse };
}

/** What a failed leads request becomes ('Failed to fetch leads'); the status stays so a 401 can ask for sign-in. */
export const LEADS_FETCH_FAILED = 'Failed to fetch leads';

/** The admin area's calls: session (me, login, logout) and the leads list (docs/api.md). */
export const adminLeadsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** `null` when the visitor is not signed in (401). */
    me: build.query<AuthMeResponse | null, void>({
      query: () => ({ url: ['/api', 'auth', 'me'], on401: 'returnNull' }),
      providesTags: ['AdminSession'],
    }),
    /**
     * Signs in, then reads who signed in (the role decides what the pages show): the answer is /me's;
     * for an account with two-factor sign-in, the second step's ticket instead (see `secondStep`).
     */
    login: build.mutation<AuthMeResponse | LoginSecondStep, LoginRequest>({
      async queryFn(body, _api, _extra, baseQuery) {
        const signedIn = await baseQuery({ url: ['/api', 'auth', 'login'], method: 'POST', body });
        if (signedIn.error) return { error: signedIn.error as ApiError };
        if (isSecondStep(signedIn.data)) return { data: signedIn.data };
        return readMe(baseQuery);
      },
      // Nothing to invalidate: a page whose session ran out shows the sign-in form instead of its
      // content, so its queries lose their last subscriber and are dropped (keepUnusedDataFor 0); after
      // sign-in the content mounts again and asks afresh. (Invalidating here raced with that first
      // request: RTK delays an invalidation until pending queries settle, and the list could stay loading.)
      async onQueryStarted(_, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          if (!isSecondStep(data)) dispatch(adminLeadsApi.util.upsertQueryData('me', undefined, data));
        } catch {
          return;
        }
      },
    }),
    /** The code from the authenticator app (or a recovery code) with the first step's ticket; then as `login`. */
    secondStep: build.mutation<AuthMeResponse, { ticket: string; code: string }>({
      async queryFn(body, _api, _extra, baseQuery) {
        const signedIn = await baseQuery({ url: ['/api', 'auth', 'login', 'second-step'], method: 'POST', body });
        if (signedIn.error) return { error: signedIn.error as ApiError };
        return readMe(baseQuery);
      },
      async onQueryStarted(_, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(adminLeadsApi.util.upsertQueryData('me', undefined, data));
        } catch {
          return;
        }
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
    /** One page of a search (docs/api.md, "Staff desk"): 50 leads, the total in X-Total-Count, the next page in Link. */
    leads: build.query<LeadPage, LeadSearch>({
      query: (search) => ({ url: leadListUrl(search), readHeaders: [LEAD_LIST_TOTAL_HEADER, 'Link'] }),
      transformResponse: (leads: LeadListItemDto[], meta: ApiMeta | undefined): LeadPage => {
        const total = Number(meta?.headers[LEAD_LIST_TOTAL_HEADER]);
        return {
          leads,
          total: Number.isFinite(total) && meta?.headers[LEAD_LIST_TOTAL_HEADER] ? total : leads.length,
          nextCursor: nextCursorFromLink(meta?.headers.Link ?? null),
        };
      },
      transformErrorResponse: (error: ApiError): ApiError => ({ ...error, message: LEADS_FETCH_FAILED }),
      providesTags: ['Leads'],
      // Personal data: forget it as soon as no page shows it (after sign-out or leaving the page).
      keepUnusedDataFor: 0,
    }),
    lead: build.query<LeadDetailDto, string>({
      query: (id) => ({ url: ['/api', 'interest', id] }),
      providesTags: (_result, _error, id) => [{ type: 'Lead', id }],
      keepUnusedDataFor: 0,
    }),
    /** Send the staff mail again (202), for a lead whose mail is not sent; 409 when it was, 503 when the queue is down. */
    sendLeadAgain: build.mutation<SendAgainResponse, string>({
      query: (id) => ({ url: ['/api', 'interest', id, 'notification'], method: 'POST' }),
      invalidatesTags: (_result, error, id) => (error ? [] : [{ type: 'Lead', id }, 'Leads']),
    }),
    deleteLead: build.mutation<null, string>({
      query: (id) => ({ url: ['/api', 'interest', id], method: 'DELETE' }),
      // Not the lead's own tag: its page is left after the deletion, and would only ask again for a 404.
      invalidatesTags: (_result, error) => (error ? [] : ['Leads']),
    }),
    /** A visitor's erasure request: every record of one address, in every store (the address in the body, never the URL). */
    erasePersonalData: build.mutation<PersonalDataErasureResponse, string>({
      query: (email) => ({ url: ['/api', 'personal-data', 'erasure'], method: 'POST', body: { email } satisfies PersonalDataRequest }),
      invalidatesTags: (_result, error) => (error ? [] : ['Leads']),
    }),
  }),
});

export const {
  useMeQuery,
  useLoginMutation,
  useSecondStepMutation,
  useLogoutMutation,
  useLeadsQuery,
  useLeadQuery,
  useSendLeadAgainMutation,
  useDeleteLeadMutation,
  useErasePersonalDataMutation,
} = adminLeadsApi;
