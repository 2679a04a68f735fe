import { MIN_STAFF_PASSWORD_LENGTH } from '@rebound/shared';
import type { ApiError } from '../../../api/api-query';

/** The text key for why a new password was refused: checked here for length, by the server also against the common-password list. */
export function newPasswordProblemKey(password: string, failure?: ApiError): string | null {
  if (failure === undefined) return password.length < MIN_STAFF_PASSWORD_LENGTH ? 'adminAccounts.password.tooShort' : null;
  const codes = failure.body?.errors?.map((error) => error.code) ?? [];
  if (codes.includes('passwordCommon')) return 'adminAccounts.password.common';
  if (codes.includes('passwordTooShort')) return 'adminAccounts.password.tooShort';
  return null;
}
