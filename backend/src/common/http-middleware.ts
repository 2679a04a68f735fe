import { HttpStatus, Logger } from '@nestjs/common';
import { type ApiErrorBody, MAX_JSON_BODY_BYTES } from '@rebound/shared';
import type { ErrorRequestHandler, Request, RequestHandler } from 'express';
import { apiErrorBody } from './api-error-body';
import { isFormPost } from './form-post';

/** What body-parser attaches to the errors it raises. */
interface BodyParserError extends Error {
  type?: string;
  status?: number;
  /** The parser's size limit in bytes (entity.too.large). */
  limit?: number;
}

/** The client's mistake in a request body, as an ApiErrorBody; undefined for errors that are ours. */
export function describeBodyError(error: BodyParserError): ApiErrorBody | undefined {
  switch (error.type) {
    case 'entity.too.large':
      return apiErrorBody(HttpStatus.PAYLOAD_TOO_LARGE, `The request body is larger than ${error.limit ?? MAX_JSON_BODY_BYTES} bytes`);
    case 'entity.parse.failed':
      return apiErrorBody(HttpStatus.BAD_REQUEST, 'The request body is not valid JSON');
    case 'charset.unsupported':
    case 'encoding.unsupported':
      return apiErrorBody(HttpStatus.UNSUPPORTED_MEDIA_TYPE, error.message);
  }
  const status = error.status ?? 500;
  return status >= 400 && status < 500 ? apiErrorBody(status, error.message) : undefined;
}

const middlewareLogger = new Logger('HttpMiddleware');

/**
 * Express error handler for everything that runs before Nest's routes (body parsing above all):
 * those errors never reach Nest's exception filters, and Express would answer them with HTML.
 */
export const requestErrorHandler: ErrorRequestHandler = (error: BodyParserError, _request, response, next) => {
  if (response.headersSent) return next(error);
  const clientMistake = describeBodyError(error);
  if (clientMistake) {
    response.status(clientMistake.statusCode).json(clientMistake);
    return;
  }
  middlewareLogger.error(error.stack ?? error.message);
  response.status(HttpStatus.INTERNAL_SERVER_ERROR).json(apiErrorBody(HttpStatus.INTERNAL_SERVER_ERROR, 'Internal server error'));
};

function hasBody(request: Request): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/**
 * The API reads JSON; any other body is refused with 415 before a route sees it, except on the few
 * paths given (exact, without the query) that also take plain HTML form posts, and multipart uploads
 * to the paths `uploadPath` accepts (a blog post's cover).
 */
export function requireJsonBody(formPaths: readonly string[] = [], uploadPath: (path: string) => boolean = () => false): RequestHandler {
  const takesForms = new Set(formPaths);
  return (request, response, next) => {
    if (!hasBody(request) || request.is('application/json')) return next();
    if (takesForms.has(request.path) && isFormPost(request)) return next();
    if (uploadPath(request.path) && request.is('multipart/form-data')) return next();
    response
      .status(HttpStatus.UNSUPPORTED_MEDIA_TYPE)
      .json(apiErrorBody(HttpStatus.UNSUPPORTED_MEDIA_TYPE, 'Send the request body as application/json'));
  };
}

/** Answers hold admin data or content operators change with plain SQL: nothing may be served from a cache. */
export const noStore: RequestHandler = (_request, response, next) => {
  response.setHeader('Cache-Control', 'no-store');
  next();
};
