import { type ArgumentsHost, Catch, HttpStatus } from '@nestjs/common';
import { FALLBACK_LANGUAGE, isLanguageCode, type LanguageCode } from '@rebound/shared';
import type { Request, Response } from 'express';
import { ApiExceptionFilter, toApiErrorBody } from './api-exception.filter';

// The calls a plain HTML form can post to (the interest form and the newsletter field before the app
// has started or without JavaScript, the newsletter mail's pages): the API answers a form by sending
// the browser (303) to a page of the site that says what happened, in the visitor's language.

/** A plain HTML form post (urlencoded, or multipart as mail programs' one-click may send), rather than the frontend's JSON. */
export const isFormPost = (request: Request) => Boolean(request.is(['application/x-www-form-urlencoded', 'multipart/form-data']));

/** Why a form post was refused, as the page it lands on tells the visitor. */
export type FormPostFailure = 'invalid' | 'rate-limited' | 'failed';

/** The language a form says its page was in (a hidden field), or the site's fallback. */
export function formLanguage(request: Request, field: string): LanguageCode {
  const value: unknown = (request.body as Record<string, unknown> | undefined)?.[field];
  return isLanguageCode(value) ? value : FALLBACK_LANGUAGE;
}

/** Sends the browser to `location` (303: it asks for that page with GET, and Back or reload posts nothing again). */
export function seeOther(response: Response, location: string): void {
  response.status(HttpStatus.SEE_OTHER);
  response.setHeader('Location', location);
}

function failureOf(statusCode: number): FormPostFailure {
  if (statusCode === HttpStatus.BAD_REQUEST || statusCode === HttpStatus.UNPROCESSABLE_ENTITY) return 'invalid';
  if (statusCode === HttpStatus.TOO_MANY_REQUESTS) return 'rate-limited';
  return 'failed';
}

/**
 * A form call's refusals. A JSON call gets the API's error body, as everywhere. A plain form post gets
 * 303 to the page `locationOf` names for the failure, instead of a page of JSON; what operators must
 * see is logged all the same. Use per route: `@UseFilters(new FormPostFailureFilter(...))`.
 */
@Catch()
export class FormPostFailureFilter extends ApiExceptionFilter {
  constructor(private readonly locationOf: (request: Request, failure: FormPostFailure) => string) {
    super();
  }

  override catch(exception: unknown, host: ArgumentsHost): void {
    const request = host.switchToHttp().getRequest<Request>();
    if (!isFormPost(request)) {
      super.catch(exception, host);
      return;
    }
    const response = host.switchToHttp().getResponse<Response>();
    const body = toApiErrorBody(exception);
    this.report(exception, body);
    if (response.headersSent) return;
    seeOther(response, this.locationOf(request, failureOf(body.statusCode)));
    response.end();
  }
}
