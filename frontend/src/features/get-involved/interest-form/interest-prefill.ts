import { routePath } from '../../../routes/site-routes';

/** The id of the section that holds the interest form; other pages link to it. */
export const INTEREST_FORM_SECTION_ID = 'interest-form';

/** Where a link to the interest form goes, from any page. */
export const INTEREST_FORM_PATH = `${routePath('getInvolved')}#${INTEREST_FORM_SECTION_ID}`;

/**
 * Navigation state that fills in the interest form: the page's amount, plan, RSVP, apply and join
 * buttons hand over a `message` that tells staff what the visitor chose.
 */
export interface InterestFormPrefill {
  message: string;
}

export function readInterestFormPrefill(state: unknown): InterestFormPrefill | null {
  if (typeof state !== 'object' || state === null) return null;
  const { message } = state as Record<string, unknown>;
  return typeof message === 'string' && message.trim() ? { message: message.trim() } : null;
}

/** Adds a chosen option to what the visitor already wrote, once, instead of overwriting their words. */
export function appendToMessage(current: string, addition: string): string {
  if (!current.trim()) return addition;
  if (current.includes(addition)) return current;
  return `${current.trimEnd()}\n${addition}`;
}
