import { formResultLocation } from './form-result';
import type { LanguageCode } from './languages';

/**
 * The page the interest form, posted without JavaScript (or before the app has started), lands on: the
 * API answers the form with 303 to it, and it says how the registration went in the form's language.
 * The frontend's route list names the same path (a spec checks that they agree).
 */
export const INTEREST_RESULT_PATH = '/get-involved/sent';

/** `sent`: stored (the staff mail is queued); the others: nothing was stored. */
export const INTEREST_FORM_RESULTS = ['sent', 'invalid', 'rate-limited', 'failed'] as const;
export type InterestFormResult = (typeof INTEREST_FORM_RESULTS)[number];

/** The hidden field that carries the form page's language. */
export const FORM_LANGUAGE_FIELD = 'lng';

export function interestResultLocation(language: LanguageCode | undefined, result: InterestFormResult): string {
  return formResultLocation(INTEREST_RESULT_PATH, language, result);
}
