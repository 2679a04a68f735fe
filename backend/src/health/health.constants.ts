/** Each dependency check of GET /api/health gives up after this long, so health answers within seconds. */
export const HEALTH_CHECK_TIMEOUT_MS = 2_000;
