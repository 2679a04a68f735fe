import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Response } from 'express';
import type { ApiErrorBody, FieldError } from '../shared/api-types';
import { apiErrorBody } from './api-error-body';

/** Turns any exception into an ApiErrorBody; only unexpected errors (5xx) are logged with their stack. */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger(ApiExceptionFilter.name);

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const body = toApiErrorBody(exception);
    if (body.statusCode >= 500) {
      this.logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));
    }
    if (response.headersSent) return;
    response.status(body.statusCode).json(body);
  }
}

export function toApiErrorBody(exception: unknown): ApiErrorBody {
  if (!(exception instanceof HttpException)) {
    return apiErrorBody(HttpStatus.INTERNAL_SERVER_ERROR, 'Internal server error');
  }
  const statusCode = exception.getStatus();
  const raw = exception.getResponse();
  if (typeof raw === 'string') return apiErrorBody(statusCode, raw);
  const { message, errors } = raw as { message?: unknown; errors?: FieldError[] };
  const text = Array.isArray(message) ? message.join('; ') : typeof message === 'string' ? message : exception.message;
  return apiErrorBody(statusCode, text, Array.isArray(errors) ? errors : undefined);
}
