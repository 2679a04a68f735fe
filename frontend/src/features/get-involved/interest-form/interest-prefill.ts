import { routePath } from '../../../routes/site-routes';

/** The id of the section that holds the interest form; other pages link to it. */
export const INTEREST_FORM_SECTION_ID = 'interest-form';

/** Where a link to the interest form goes, from any page. */
export const INTEREST_FORM_PATH = `${routePath('getInvolved')}#${INTEREST_FORM_SECTION_ID}`;

/**
 * The query parameter that carries a choice (an amount, a plan, an RSVP, a role) into the form's
 * message. It travels in the address rather than in navigation state: a button pressed before the
 * page's or the form's code has arrived is a plain link the browser follows itself, and only the
 * address survives that.
 */
export const INTEREST_FORM_CHOICE_PARAMETER = 'message';

/** Where a button that chose something takes the visitor: the form, with their choice in the address. */
export function interestFormPathWithChoice(message: string): string {
  const query = new URLSearchParams({ [INTEREST_FORM_CHOICE_PARAMETER]: message });
  return `${routePath('getInvolved')}?${query.toString()}#${INTEREST_FORM_SECTION_ID}`;
}

/** The choice an address carries into the form's message (a location's `search`), trimmed; null when none. */
export function readInterestFormChoice(search: string): string | null {
  const message = new URLSearchParams(search).get(INTEREST_FORM_CHOICE_PARAMETER)?.trim();
  return message ? message : null;
}

/** Adds a chosen option to what the visitor already wrote, once, instead of overwriting their words. */
export function appendToMessage(current: string, addition: string): string {
  if (!current.trim()) return addition;
  if (current.includes(addition)) return current;
  return `${current.trimEnd()}\n${addition}`;
}
