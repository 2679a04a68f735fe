import { type ArgumentsHost, Catch, HttpStatus } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ApiExceptionFilter, toApiErrorBody } from '../common/api-exception.filter';
import type { NewsletterResult } from '../shared/api-types';
import { isLanguageCode } from '../shared/lead-notification.queue';
import { isNewsletterForm, newsletterResultLocation } from './newsletter-form';

/** What a visitor whose plain form post was refused reads on the confirm page. */
function resultOf(statusCode: number): NewsletterResult {
  if (statusCode === HttpStatus.BAD_REQUEST) return 'address-invalid';
  if (statusCode === HttpStatus.TOO_MANY_REQUESTS) return 'rate-limited';
  return 'failed';
}

/**
 * The subscribe call's refusals. A JSON call gets the API's error body, as everywhere. A plain form post
 * (the footer's field without JavaScript) gets 303 to the confirm page with a result the visitor can
 * read in their language, instead of a page of JSON; what operators must see is logged all the same.
 */
@Catch()
export class NewsletterFormFailureFilter extends ApiExceptionFilter {
  override catch(exception: unknown, host: ArgumentsHost): void {
    const request = host.switchToHttp().getRequest<Request>();
    if (!isNewsletterForm(request)) {
      super.catch(exception, host);
      return;
    }
    const response = host.switchToHttp().getResponse<Response>();
    const body = toApiErrorBody(exception);
    this.report(exception, body);
    if (response.headersSent) return;
    // The multipart body is read after the throttle: a refused one may have no fields yet.
    const language: unknown = (request.body as { language?: unknown } | undefined)?.language;
    response
      .status(HttpStatus.SEE_OTHER)
      .setHeader('Location', newsletterResultLocation('confirm', isLanguageCode(language) ? language : undefined, resultOf(body.statusCode)))
      .end();
  }
}
