import { NoFilesInterceptor } from '@nestjs/platform-express';
import { formResultLocation, type LanguageCode, type NewsletterResult } from '@rebound/shared';
import type { NewsletterPage } from '@rebound/shared/node';

/**
 * The paths that also take plain HTML form posts (urlencoded, or multipart as RFC 8058 prefers for
 * one-click): the footer's subscribe field and the newsletter pages work without JavaScript, and mail
 * programs unsubscribe in one click.
 */
export const NEWSLETTER_FORM_PATHS = ['/api/newsletter/subscriptions', '/api/newsletter/confirm', '/api/newsletter/unsubscribe'];

/** Parses a multipart form's text fields (no files), small: a token, a language and the one-click field fit well inside. */
export const NewsletterMultipartForm = () =>
  NoFilesInterceptor({ limits: { fields: 4, fieldSize: 1_024, fieldNameSize: 100, parts: 4, headerPairs: 20 } });

/** Where a form post sends the browser (303): the page again, at its address in the visitor's language, with the outcome. */
export function newsletterResultLocation(page: NewsletterPage, language: LanguageCode | undefined, result: NewsletterResult): string {
  return formResultLocation(`/newsletter/${page}`, language, result);
}
