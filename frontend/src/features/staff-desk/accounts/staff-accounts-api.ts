import type { AuditPage, AuthMeResponse, LanguageCode, StaffAccountView, StaffRole, StaffSessionView } from '@rebound/shared';
import { baseApi } from '../../../api/base-api';
import { adminLeadsApi } from '../leads/admin-leads-api';

export interface InviteRequest {
  email: string;
  displayName: string;
  role: StaffRole;
  language: LanguageCode;
}

export interface OwnAccountChange {
  displayName?: string;
  language?: LanguageCode;
  mailNewLeads?: boolean;
}

/** What the audit page filters by; empty means "any". */
export interface AuditFilter {
  account: string;
  event: string;
  from: string;
  to: string;
}

/** The query string of an audit filter (blank fields left out), for the list and the export alike. */
export function auditQuery(filter: AuditFilter, before?: string): string {
  const parameters = new URLSearchParams();
  for (const [name, value] of Object.entries(filter)) if (value !== '') parameters.set(name, value);
  if (before) parameters.set('before', before);
  const query = parameters.toString();
  return query === '' ? '' : `?${query}`;
}

/** The staff accounts' calls (docs/api.md, "Staff accounts"): one's own account and sessions, the owner's accounts and audit log, and the links. */
export const staffAccountsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    changeOwnAccount: build.mutation<AuthMeResponse, OwnAccountChange>({
      query: (body) => ({ url: ['/api', 'auth', 'me'], method: 'PATCH', body }),
      async onQueryStarted(_, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(adminLeadsApi.util.upsertQueryData('me', undefined, data));
        } catch {
          return;
        }
      },
    }),
    changePassword: build.mutation<null, { currentPassword: string; newPassword: string }>({
      query: (body) => ({ url: ['/api', 'auth', 'password'], method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : ['StaffSessions']),
    }),
    ownSessions: build.query<StaffSessionView[], void>({
      query: () => ({ url: ['/api', 'auth', 'sessions'] }),
      providesTags: ['StaffSessions'],
      keepUnusedDataFor: 0,
    }),
    endSession: build.mutation<null, string>({
      query: (reference) => ({ url: ['/api', 'auth', 'sessions', reference], method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : ['StaffSessions']),
    }),
    endOtherSessions: build.mutation<null, void>({
      query: () => ({ url: ['/api', 'auth', 'sessions'], method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : ['StaffSessions']),
    }),
    staffAccounts: build.query<StaffAccountView[], void>({
      query: () => ({ url: ['/api', 'admin', 'accounts'] }),
      providesTags: ['StaffAccounts'],
      keepUnusedDataFor: 0,
    }),
    inviteAccount: build.mutation<StaffAccountView, InviteRequest>({
      query: (body) => ({ url: ['/api', 'admin', 'accounts'], method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : ['StaffAccounts']),
    }),
    inviteAgain: build.mutation<null, string>({
      query: (id) => ({ url: ['/api', 'admin', 'accounts', id, 'invitation'], method: 'POST' }),
    }),
    changeAccount: build.mutation<StaffAccountView, { id: string; role?: StaffRole; active?: boolean }>({
      query: ({ id, ...body }) => ({ url: ['/api', 'admin', 'accounts', id], method: 'PATCH', body }),
      invalidatesTags: (_result, error) => (error ? [] : ['StaffAccounts']),
    }),
    auditPage: build.query<AuditPage, { filter: AuditFilter; before?: string }>({
      query: ({ filter, before }) => ({ url: `/api/admin/audit${auditQuery(filter, before)}` }),
      providesTags: ['Audit'],
      keepUnusedDataFor: 0,
    }),
    startTwoFactor: build.mutation<{ secret: string; uri: string }, void>({
      query: () => ({ url: ['/api', 'auth', 'two-factor', 'setup'], method: 'POST' }),
    }),
    enableTwoFactor: build.mutation<{ recoveryCodes: string[] }, string>({
      query: (code) => ({ url: ['/api', 'auth', 'two-factor', 'enable'], method: 'POST', body: { code } }),
      // /me says two-factor is on now (and the pages with personal data open again).
      invalidatesTags: (_result, error) => (error ? [] : ['AdminSession']),
    }),
    twoFactorSetting: build.query<{ required: boolean }, void>({
      query: () => ({ url: ['/api', 'admin', 'settings', 'two-factor'] }),
      providesTags: ['StaffAccounts'],
    }),
    setTwoFactorRequired: build.mutation<{ required: boolean }, boolean>({
      query: (required) => ({ url: ['/api', 'admin', 'settings', 'two-factor'], method: 'PUT', body: { required } }),
      invalidatesTags: (_result, error) => (error ? [] : ['StaffAccounts', 'AdminSession']),
    }),
    requestPasswordReset: build.mutation<null, string>({
      query: (email) => ({ url: ['/api', 'auth', 'password-reset'], method: 'POST', body: { email } }),
    }),
    completePasswordReset: build.mutation<null, { token: string; password: string }>({
      query: (body) => ({ url: ['/api', 'auth', 'password-reset', 'complete'], method: 'POST', body }),
    }),
    acceptInvitation: build.mutation<null, { token: string; password: string }>({
      query: (body) => ({ url: ['/api', 'auth', 'invitation'], method: 'POST', body }),
    }),
    setUpOwner: build.mutation<null, { token: string; email: string; displayName: string; language: LanguageCode; password: string }>({
      query: (body) => ({ url: ['/api', 'auth', 'setup'], method: 'POST', body }),
    }),
  }),
});

export const {
  useChangeOwnAccountMutation,
  useChangePasswordMutation,
  useOwnSessionsQuery,
  useEndSessionMutation,
  useEndOtherSessionsMutation,
  useStaffAccountsQuery,
  useInviteAccountMutation,
  useInviteAgainMutation,
  useChangeAccountMutation,
  useAuditPageQuery,
  useStartTwoFactorMutation,
  useEnableTwoFactorMutation,
  useTwoFactorSettingQuery,
  useSetTwoFactorRequiredMutation,
  useRequestPasswordResetMutation,
  useCompletePasswordResetMutation,
  useAcceptInvitationMutation,
  useSetUpOwnerMutation,
} = staffAccountsApi;
