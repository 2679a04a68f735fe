import { STATUS_CODES } from 'node:http';
import type { ApiErrorBody, FieldError } from '@rebound/shared';

/** Builds the one error shape of the API (ApiErrorBody), so every failure reads the same to clients. */
export function apiErrorBody(statusCode: number, message: string, errors?: FieldError[]): ApiErrorBody {
  const body: ApiErrorBody = { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message };
  if (errors !== undefined) body.errors = errors;
  return body;
}
