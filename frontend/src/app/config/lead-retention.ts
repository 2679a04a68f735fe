import { DEFAULT_LEAD_RETENTION_DAYS } from '@rebound/shared';

// Set by vite.config.ts from LEAD_RETENTION_DAYS at build time (absent under Jest: the default applies).
declare const __LEAD_RETENTION_DAYS__: number | undefined;

/** Days a lead is kept before the worker deletes it, as this build was made with (the privacy page states it). */
export const LEAD_RETENTION_DAYS: number =
  typeof __LEAD_RETENTION_DAYS__ === 'number' ? __LEAD_RETENTION_DAYS__ : DEFAULT_LEAD_RETENTION_DAYS;

/** The period in the largest whole unit: 730 days are 2 years, 90 days stay 90 days. */
export function retentionPeriod(days: number): { unit: 'years' | 'days'; count: number } {
  return days % 365 === 0 ? { unit: 'years', count: days / 365 } : { unit: 'days', count: days };
}
