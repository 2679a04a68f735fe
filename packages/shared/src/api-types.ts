/**
 * Shapes of the HTTP API (docs/api.md), shared by the backend and the frontend (type-only imports).
 * Dates travel as ISO 8601 strings.
 */

import type { BlogCoverImage } from './blog-cover';
import type { LanguageCode } from './languages';
import type { NotificationStatus } from './lead-notification-status';
import type { StaffRole } from './staff-roles';

export type { NotificationStatus };

export const INTEREST_FIELD_LIMITS = { name: 200, email: 254, message: 5_000 } as const;

export const MAX_JSON_BODY_BYTES = 16 * 1024;

/** POST /api/interest body. */
export interface CreateInterestRequest {
  name: string;
  email: string;
  message?: string;
}

/**
 * Optional request header of POST /api/interest: one key per form submission, so a submission sent
 * twice (a retry, or nginx passing it to another backend) is stored once. Visible ASCII, 1-128 characters.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7E]{1,128}$/;

/** POST /api/interest 201 answer. */
export interface CreateInterestResponse {
  id: string;
  createdAt: string;
}

/** GET /api/interest item (admin). */
export interface InterestLeadDto {
  id: string;
  name: string;
  email: string;
  message: string | null;
  createdAt: string;
  notifiedAt: string | null;
}

/** GET /api/interest item (admin): the lead plus its notification status. */
export interface LeadListItemDto extends InterestLeadDto {
  notificationStatus: NotificationStatus;
}

/** GET /api/interest/:id answer (admin), and one lead of an export or a personal-data answer. */
export interface LeadDetailDto extends LeadListItemDto {
  notification: {
    /** Sending attempts so far. */
    attempts: number;
    /** The last failure as SMTP command and reply code, e.g. `RCPT TO 550`; never lead contents. */
    lastError: string | null;
    /** When the fast retries ran out (status `failed`); null once sent or sent again. */
    failedAt: string | null;
  };
}

/** Bounds of GET /api/interest's query (the export takes the same filters without paging). */
export const LEAD_LIST_LIMITS = { defaultLimit: 50, maxLimit: 200, maxSearchLength: 200 } as const;

/** Headers of GET /api/interest: the total of the current search, and the next page (`<url>; rel="next"`). */
export const LEAD_LIST_TOTAL_HEADER = 'X-Total-Count';

export const LEAD_EXPORT_FORMATS = ['csv', 'json'] as const;
export type LeadExportFormat = (typeof LEAD_EXPORT_FORMATS)[number];

/** Header row of the CSV export, in this order. */
export const LEAD_CSV_COLUMNS = ['id', 'name', 'email', 'message', 'created_at', 'notified_at', 'notification_status'] as const;

/** POST /api/interest/:id/notification 202 answer. */
export interface SendAgainResponse {
  queued: true;
}

/**
 * POST /api/personal-data/access and /erasure body (admin): the visitor's address. In the body, never
 * the URL, so no request log holds it.
 */
export interface PersonalDataRequest {
  email: string;
}

/**
 * POST /api/personal-data/access answer: every registered store's records for the address, under the
 * store's key (`leads`, and `newsletter` once that module registers).
 */
export interface PersonalDataResponse {
  email: string;
  leads: LeadDetailDto[];
  [store: string]: unknown;
}

/** POST /api/personal-data/erasure answer: how many records each store deleted. */
export interface PersonalDataErasureResponse {
  deleted: Record<string, number>;
}

/** POST /api/newsletter/subscriptions body: the footer's field, in the language the visitor reads. */
export interface NewsletterSubscriptionRequest {
  email: string;
  language: LanguageCode;
}

/**
 * POST /api/newsletter/subscriptions 202 answer, the same whatever the address's state (new, waiting
 * for confirmation, already confirmed): the answer never tells whether an address is on the list.
 */
export interface NewsletterSubscriptionResponse {
  status: 'pending';
}

/** POST /api/newsletter/confirm 200 answer (JSON). Unknown or expired token: 404 with the field error code `token_invalid`. */
export interface NewsletterConfirmResponse {
  status: 'confirmed';
}

/** POST /api/newsletter/unsubscribe 200 answer (JSON and one-click), the same for a token nobody has. */
export interface NewsletterUnsubscribeResponse {
  status: 'unsubscribed';
}

/** Form fields of POST /api/newsletter/confirm and /unsubscribe as a plain HTML form (303 back to the page with `result`). */
export interface NewsletterTokenForm {
  token: string;
  lng: LanguageCode;
}

/**
 * The `result` a form post sends the browser back to the page with. The footer's subscribe form, posted
 * without JavaScript, lands on the confirm page: `requested` (the mail is on its way), `address-invalid`,
 * `rate-limited` or `failed`.
 */
export const NEWSLETTER_RESULTS = [
  'confirmed',
  'invalid',
  'unsubscribed',
  'requested',
  'address-invalid',
  'rate-limited',
  'failed',
] as const;
export type NewsletterResult = (typeof NEWSLETTER_RESULTS)[number];

/** A subscription counts only once its address is confirmed (double opt-in). */
export const NEWSLETTER_STATUSES = ['pending', 'confirmed'] as const;
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];

/** GET /api/newsletter/subscribers item (admin), and one record of a personal-data answer. */
export interface NewsletterSubscriberDto {
  id: string;
  email: string;
  /** The language the visitor subscribed in; their mails are written in it. */
  language: LanguageCode;
  status: NewsletterStatus;
  /** When the visitor asked to subscribe. */
  requestedAt: string;
  /** When they confirmed (their consent); null while pending. */
  confirmedAt: string | null;
}

/** Header row of the subscribers' CSV export, in this order. */
export const NEWSLETTER_CSV_COLUMNS = ['id', 'email', 'language', 'status', 'requested_at', 'confirmed_at'] as const;

/** GET /api/blog-posts item and GET /api/blog-posts/:id answer. */
export interface BlogPostDto {
  id: string;
  title: string;
  excerpt: string;
  content: string;
  author: string;
  category: string;
  tags: string[];
  imageUrl: string | null;
  createdAt: string;
  updatedAt: string | null;
  /** The uploaded cover in every size it was encoded in (null for no cover or a cover given as a plain address); absent in the studio's live preview. */
  image?: BlogCoverImage | null;
}

/**
 * Codes of field errors. The frontend maps each to a translated message; `message` in the
 * answer is the English text for API users.
 */
export type FieldErrorCode =
  | 'required'
  | 'invalid'
  | 'tooLong'
  | 'notText'
  | 'unknownField'
  /** The newsletter's confirmation token is unknown or expired (404 of POST /api/newsletter/confirm). */
  | 'token_invalid'
  /** The blog studio: another post has this slug (409 of PUT /api/admin/blog-posts/:id). */
  | 'slug_taken'
  /** A blog cover upload (POST /api/admin/blog-posts/:id/cover): not a JPEG, PNG or WebP by its content (415), more pixels than allowed or damaged (422). */
  | 'imageType'
  | 'imagePixels'
  | 'imageUnreadable'
  /** A staff password: shorter than MIN_STAFF_PASSWORD_LENGTH, or on the list of common passwords (400). */
  | 'passwordTooShort'
  | 'passwordCommon'
  /** Another staff account has this e-mail address (409 of POST /api/admin/accounts). */
  | 'email_taken';

export interface FieldError {
  field: string;
  code: FieldErrorCode;
  message: string;
}

/** Every 4xx/5xx answer of the API has this shape; `errors` only for validation failures (400). */
export interface ApiErrorBody {
  statusCode: number;
  error: string;
  message: string;
  errors?: FieldError[];
}

/** The signed-in person, as GET /api/auth/me and the accounts list name them. */
export interface StaffAccountView {
  id: string;
  email: string;
  displayName: string;
  role: StaffRole;
  language: LanguageCode;
  active: boolean;
  /** Whether this person gets a mail for every new lead. */
  mailNewLeads: boolean;
  /** False for an invited person who has not chosen a password yet. */
  hasPassword: boolean;
  /** Whether sign-in asks this person for an authenticator code. */
  twoFactor: boolean;
}

/** GET /api/auth/me 200 answer: `admin` stays for clients of the shared-password release. */
export interface AuthMeResponse {
  admin: true;
  account: StaffAccountView;
  /** The owner requires two-factor sign-in for the roles that read personal data. */
  twoFactorRequired: boolean;
}

/** POST /api/auth/login 200 answer for an account with two-factor sign-in: send a code with the ticket to /api/auth/login/second-step. */
export interface LoginSecondStep {
  secondStep: 'totp';
  ticket: string;
}

/** POST /api/auth/login body. */
export interface LoginRequest {
  email: string;
  password: string;
}

/** One of the signed-in person's sessions (GET /api/auth/sessions). */
export interface StaffSessionView {
  /** Names the session (and its audit rows); not usable as a cookie. */
  reference: string;
  /** Browser and system, read from the user agent at sign-in. */
  device: string;
  address: string | null;
  createdAt: string;
  lastUsedAt: string;
  /** The session this request came with. */
  current: boolean;
}

/** One check of GET /api/health (`postgres`, `redis`, `leadNotifications`), with its own figures. */
export interface HealthCheckDetail {
  status: 'up' | 'degraded' | 'down';
  [figure: string]: unknown;
}

/** GET /api/health 200 answer. `degraded` (still 200): lead-notification mails have failed, see `details.leadNotifications`. */
export interface HealthResponse {
  status: 'ok' | 'degraded';
  details: Record<string, HealthCheckDetail>;
}

/** GET /api/health 503 answer: an ApiErrorBody whose message names the failed checks, plus every check's detail. */
export interface HealthErrorBody extends ApiErrorBody {
  status: 'error' | 'shutting_down';
  details: Record<string, HealthCheckDetail>;
}

/** One row of the audit log (GET /api/admin/audit): who (account and name at the time), when, from where, what, about which record. */
export interface AuditEntryView {
  id: string;
  occurredAt: string;
  event: string;
  accountId: string | null;
  accountName: string | null;
  sessionRef: string | null;
  clientAddress: string | null;
  userAgent: string | null;
  recordCount: number | null;
  targetId: string | null;
}

/** GET /api/admin/audit answer: newest first; `nextBefore` asks for the page after this one (null on the last). */
export interface AuditPage {
  entries: AuditEntryView[];
  nextBefore: string | null;
}

/** The audit export's columns, in order. */
export const AUDIT_CSV_COLUMNS = [
  'occurred_at',
  'event',
  'account_id',
  'account_name',
  'session',
  'address',
  'user_agent',
  'records',
  'target',
] as const;

/** The most rows one page of the audit log has. */
export const AUDIT_PAGE_LIMIT = 100;
