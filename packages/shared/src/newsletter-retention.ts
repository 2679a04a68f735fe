/**
 * How long a newsletter confirmation link works and when an unconfirmed subscription is deleted: one
 * source for the worker (mail text, tokens, daily retention) and the privacy page. Pure constants:
 * the frontend imports this file.
 */

/** A confirmation link works this long after its mail was sent. */
export const NEWSLETTER_CONFIRM_TTL_DAYS = 7;

/**
 * A pending subscription whose mail was requested but never sent is deleted this long after its link
 * would have expired: room for a mail server that was down, since the sweep keeps trying to send it.
 */
export const NEWSLETTER_UNSENT_MAIL_MARGIN_DAYS = 1;

/** The audit event the worker's daily retention writes, with the number of pending subscriptions it deleted. */
export const NEWSLETTER_EXPIRED_AUDIT_EVENT = 'subscriptions-expired';
