/**
 * How many confirmation mails one unconfirmed address gets, and how far apart: enough for a visitor
 * whose first mail went missing, too few to make the site a mail cannon against someone else's
 * address. Counted in PostgreSQL (`confirm_mails_requested`), so it holds across replicas and restarts.
 */

/** The wait before the 2nd, 3rd and 4th mail, counted from the request that queued the one before. */
export const CONFIRM_MAIL_GAPS_MS: readonly number[] = [10 * 60_000, 60 * 60_000, 24 * 60 * 60_000];

/**
 * Mails one pending address gets at most: the first, then one after each gap. Later requests queue
 * nothing until the daily retention has removed the subscription (its last link expired).
 */
export const MAX_CONFIRM_MAILS = CONFIRM_MAIL_GAPS_MS.length + 1;
