import type { ApiError } from '../../api/api-query';

/** Why the footer's subscription failed, as the visitor needs to hear it (never a status code). */
export type SubscriptionFailure =
  /** 400: the server refused the address. */
  | { kind: 'invalidEmail' }
  /** 429; `minutes` is undefined when the server did not say how long to wait. */
  | { kind: 'rateLimited'; minutes?: number }
  /** No answer at all (offline, connection dropped). */
  | { kind: 'offline' }
  | { kind: 'generic' };

function isApiError(error: unknown): error is ApiError {
  return typeof error === 'object' && error !== null && typeof (error as ApiError).status === 'number';
}

export function classifySubscriptionFailure(error: unknown): SubscriptionFailure {
  if (!isApiError(error)) return { kind: 'generic' };
  if (error.status === 0) return { kind: 'offline' };
  if (error.status === 429) {
    const seconds = error.retryAfterSeconds;
    return { kind: 'rateLimited', minutes: seconds === undefined ? undefined : Math.max(1, Math.ceil(seconds / 60)) };
  }
  if (error.status === 400 && (error.body?.errors ?? []).some((fieldError) => fieldError.field === 'email'))
    return { kind: 'invalidEmail' };
  return { kind: 'generic' };
}
