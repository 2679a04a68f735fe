/** Every request limit of the API, per client address (Express req.ip behind the trusted proxy). ttl in ms. */
export const THROTTLE_LIMITS = {
  /** POST /api/interest */
  interestSubmission: { limit: 5, ttl: 10 * 60_000 },
  /** POST /api/newsletter/subscriptions: the same limit as the interest form (the footer's field is a form too). */
  newsletterSubscription: { limit: 5, ttl: 10 * 60_000 },
  /** POST /api/auth/login */
  adminLogin: { limit: 5, ttl: 15 * 60_000 },
} as const;

/** Redis key prefix of the throttle counters, shared by every backend replica. */
export const THROTTLE_KEY_PREFIX = 'rebound:throttle:';

export const THROTTLE_MESSAGE = 'Too many requests. Please try again later.';
