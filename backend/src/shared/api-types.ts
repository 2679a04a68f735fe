/**
 * Shapes of the HTTP API (CONTRACT.md), shared by the backend and the frontend (type-only imports).
 * Dates travel as ISO 8601 strings.
 */

export const INTEREST_FIELD_LIMITS = { name: 200, email: 254, message: 5_000 } as const;

export const MAX_JSON_BODY_BYTES = 16 * 1024;

/** POST /api/interest body. */
export interface CreateInterestRequest {
  name: string;
  email: string;
  message?: string;
}

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
  | 'unknownField';

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

/** GET /api/auth/me 200 answer. */
export interface AuthMeResponse {
  admin: true;
}

/** POST /api/auth/login body. */
export interface LoginRequest {
  password: string;
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
