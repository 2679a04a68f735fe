import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { ApiErrorBody, FieldError } from '@rebound/shared';
import type { Response } from 'express';
import { apiErrorBody } from './api-error-body';

/** Turns any exception into an ApiErrorBody; only unexpected errors (5xx) are logged with their stack. */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger(ApiExceptionFilter.name);

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const body = toApiErrorBody(exception);
    this.report(exception, body);
    if (response.headersSent) return;
    response.status(body.statusCode).json(body);
  }

  /** Logs what operators must see: the database away, a value validation let through, any other 5xx. */
  protected report(exception: unknown, body: ApiErrorBody): void {
    if (!(exception instanceof HttpException) && isDatabaseUnavailable(exception)) {
      this.logger.warn(`PostgreSQL unavailable: ${(exception as { message?: string }).message}`);
    } else if (!(exception instanceof HttpException) && isRefusedValue(exception)) {
      // Validation should have stopped the value: answer the client 400, and tell operators which check let it through.
      this.logger.error(`PostgreSQL refused a value from a request: ${describeError(exception)}`);
    } else if (body.statusCode >= 500) {
      this.logger.error(describeError(exception));
    }
  }
}

/** Socket errors and PostgreSQL's connection-class (08xxx) and shutdown (57P0x) codes: the database is away, not broken. */
const DATABASE_UNAVAILABLE_CODES = /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH|ENOTFOUND|08...|57P0[1-3])$/;
const DATABASE_UNAVAILABLE_MESSAGES = /Connection terminated|timeout exceeded when trying to connect/;

// Duck-typed, not `instanceof Error`: errors from Node's own modules may come from another realm (Jest's VM, for one).
function isDatabaseUnavailable(exception: unknown): boolean {
  if (typeof exception !== 'object' || exception === null) return false;
  const { code, driverError, message } = exception as { code?: unknown; driverError?: { code?: unknown }; message?: unknown };
  const codes = [code, driverError?.code].filter((value): value is string => typeof value === 'string');
  return (
    codes.some((value) => DATABASE_UNAVAILABLE_CODES.test(value)) ||
    (typeof message === 'string' && DATABASE_UNAVAILABLE_MESSAGES.test(message))
  );
}

/** PostgreSQL's data-exception class (22xxx: NUL bytes, bad encodings, numbers out of range): the value was wrong, not the server. */
function isRefusedValue(exception: unknown): boolean {
  if (typeof exception !== 'object' || exception === null) return false;
  const { driverError } = exception as { driverError?: { code?: unknown } };
  return typeof driverError?.code === 'string' && /^22[0-9A-Z]{3}$/.test(driverError.code);
}

function describeError(exception: unknown): string {
  const { stack, message } = (typeof exception === 'object' && exception !== null ? exception : {}) as {
    stack?: unknown;
    message?: unknown;
  };
  return typeof stack === 'string' ? stack : typeof message === 'string' ? message : String(exception);
}

export function toApiErrorBody(exception: unknown): ApiErrorBody {
  if (!(exception instanceof HttpException)) {
    // A database outage is temporary: 503 tells clients (and nginx) to try again, a 500 would say we are broken.
    if (isDatabaseUnavailable(exception))
      return apiErrorBody(HttpStatus.SERVICE_UNAVAILABLE, 'The service is temporarily unavailable. Please try again shortly.');
    if (isRefusedValue(exception)) return apiErrorBody(HttpStatus.BAD_REQUEST, 'The request holds a value that cannot be stored');
    return apiErrorBody(HttpStatus.INTERNAL_SERVER_ERROR, 'Internal server error');
  }
  const statusCode = exception.getStatus();
  const raw = exception.getResponse();
  if (typeof raw === 'string') return apiErrorBody(statusCode, raw);
  const { message, errors, current } = raw as { message?: unknown; errors?: FieldError[]; current?: unknown };
  const text = Array.isArray(message) ? message.join('; ') : typeof message === 'string' ? message : exception.message;
  const body = apiErrorBody(statusCode, text, Array.isArray(errors) ? errors : undefined);
  // A 409 of a stale save carries the record as it is now, so the client can show it (the blog studio).
  return statusCode === HttpStatus.CONFLICT && current !== undefined ? Object.assign(body, { current }) : body;
}
