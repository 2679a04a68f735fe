import { type FieldError, INTEREST_FIELD_LIMITS } from '@rebound/shared';
import type { ApiError } from '../../../api/api-query';
import type { InterestFormField } from './validate-interest-form';

/** A message under one field: a full translation key, and the field's length limit where the text names it. */
export interface FieldMessage {
  key:
    | 'getInvolved.form.nameRequired'
    | 'getInvolved.form.emailRequired'
    | 'getInvolved.form.emailInvalid'
    | 'getInvolved.form.nameTooLong'
    | 'getInvolved.form.emailTooLong'
    | 'getInvolved.form.messageTooLong'
    | 'getInvolved.form.fieldInvalid';
  maxLength?: number;
}

export type FieldMessages = Partial<Record<InterestFormField, FieldMessage>>;

/** Why a submission failed, as the visitor needs to hear it (never a status code or the server's own words). */
export type SubmissionFailure =
  | { kind: 'fields'; fields: FieldMessages }
  /** `minutes` is undefined when the server did not say how long to wait. */
  | { kind: 'rateLimited'; minutes?: number }
  | { kind: 'generic' };

const TOO_LONG_KEYS = {
  name: 'getInvolved.form.nameTooLong',
  email: 'getInvolved.form.emailTooLong',
  message: 'getInvolved.form.messageTooLong',
} as const;

const isFormField = (field: string): field is InterestFormField => field === 'name' || field === 'email' || field === 'message';

/** One server field error (400) as the translated message the form shows under that field. */
function fieldMessage(field: InterestFormField, code: FieldError['code']): FieldMessage {
  if (code === 'tooLong') return { key: TOO_LONG_KEYS[field], maxLength: INTEREST_FIELD_LIMITS[field] };
  if (code === 'required' && field === 'name') return { key: 'getInvolved.form.nameRequired' };
  if (code === 'required' && field === 'email') return { key: 'getInvolved.form.emailRequired' };
  if (code === 'invalid' && field === 'email') return { key: 'getInvolved.form.emailInvalid' };
  return { key: 'getInvolved.form.fieldInvalid' };
}

function isApiError(error: unknown): error is ApiError {
  return typeof error === 'object' && error !== null && typeof (error as ApiError).status === 'number';
}

/**
 * Sorts a failed POST /api/interest into what the form can tell the visitor: field messages for a
 * 400 about the form's own fields, a wait time for a 429, and the generic message for anything
 * else (413, 5xx, network, or a 400 the form cannot place, such as an unknown field).
 */
export function classifySubmissionFailure(error: unknown): SubmissionFailure {
  if (!isApiError(error)) return { kind: 'generic' };
  if (error.status === 429) {
    const seconds = error.retryAfterSeconds;
    return { kind: 'rateLimited', minutes: seconds === undefined ? undefined : Math.max(1, Math.ceil(seconds / 60)) };
  }
  const serverErrors = error.status === 400 ? (error.body?.errors ?? []) : [];
  if (
    serverErrors.length === 0 ||
    serverErrors.some((serverError) => !isFormField(serverError.field) || serverError.code === 'unknownField')
  ) {
    return { kind: 'generic' };
  }
  const fields: FieldMessages = {};
  for (const { field, code } of serverErrors) {
    // The server names one problem per field; should it ever send more, the first one is shown.
    if (isFormField(field)) fields[field] ??= fieldMessage(field, code);
  }
  return { kind: 'fields', fields };
}
