import { formResultSearch, type NewsletterResult } from '@rebound/shared';

/** The two pages a newsletter mail links to. */
export type NewsletterAction = 'confirm' | 'unsubscribe';

/**
 * Results a page shows; the API's form post sends the browser back with one of them (`?result=`). The
 * confirm page also shows how the footer's subscribe form went when it was posted without JavaScript.
 */
export const RESULTS_OF: Record<NewsletterAction, readonly NewsletterPageResult[]> = {
  confirm: ['confirmed', 'invalid', 'requested', 'address-invalid', 'rate-limited', 'failed'],
  unsubscribe: ['unsubscribed'],
};

/** Results that report a problem (shown with a warning icon). */
export const WARNING_RESULTS: ReadonlySet<NewsletterPageResult> = new Set(['invalid', 'address-invalid', 'rate-limited', 'failed']);

export type NewsletterPageResult = NewsletterResult;

/** What a confirm or unsubscribe page shows, read from its address. */
export type TokenPageState =
  /** The mail's link: a button that sends the token (never on opening the page: mail scanners follow links). */
  | { kind: 'form'; token: string }
  | { kind: 'result'; result: NewsletterPageResult }
  /** Neither a token nor a result: an explanation. */
  | { kind: 'missing' };

/** Tokens are 32 random bytes in base64url (43 characters); the API refuses anything over 200 as no token at all. */
const MAX_TOKEN_LENGTH = 200;

export function readTokenPageState(action: NewsletterAction, search: URLSearchParams): TokenPageState {
  const result = search.get('result');
  const known = RESULTS_OF[action].find((candidate) => candidate === result);
  if (known) return { kind: 'result', result: known };
  const token = search.get('token')?.trim() ?? '';
  if (token !== '' && token.length <= MAX_TOKEN_LENGTH) return { kind: 'form', token };
  return { kind: 'missing' };
}

/** The query a page moves to once its form is done: the result instead of the token (the language is in the path). */
export function resultSearch(result: NewsletterPageResult): string {
  return formResultSearch(result);
}
