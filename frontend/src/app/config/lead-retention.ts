import { DEFAULT_LEAD_RETENTION_DAYS, MAX_LEAD_RETENTION_DAYS, MIN_LEAD_RETENTION_DAYS } from '@rebound/shared';
import type { TFunction } from 'i18next';

// The privacy page states how long leads are kept: the LEAD_RETENTION_DAYS the worker applies, read
// when the page is served, not when it was built. The prerendered page carries a token where the
// period goes, and every page a token in its meta tag below; nginx writes the period (in the page's
// language) and the days over them as it serves them (docs/rendering.md, "The retention period").

/** Where the prerendered privacy page says the period; nginx replaces it. */
export const LEAD_RETENTION_PERIOD_TOKEN = '@@lead-retention-period@@';
/** The meta tag of every page (index.html) whose content nginx sets to LEAD_RETENTION_DAYS. */
export const LEAD_RETENTION_META_NAME = 'rebound-lead-retention-days';

/** A whole number of days in the worker's range, or undefined (the token itself, when no nginx served the page). */
export function parseLeadRetentionDays(raw: string | null | undefined): number | undefined {
  const text = raw?.trim() ?? '';
  if (!/^\d+$/.test(text)) return undefined;
  const days = Number(text);
  return days >= MIN_LEAD_RETENTION_DAYS && days <= MAX_LEAD_RETENTION_DAYS ? days : undefined;
}

/** The days the page was served with; the default where nothing filled the meta tag in (Vite's dev server, tests). */
export function servedLeadRetentionDays(document: Pick<Document, 'querySelector'> | undefined = globalThis.document): number {
  const meta = document?.querySelector<HTMLMetaElement>(`meta[name="${LEAD_RETENTION_META_NAME}"]`);
  return parseLeadRetentionDays(meta?.content) ?? DEFAULT_LEAD_RETENTION_DAYS;
}

/** The period in the largest whole unit: 730 days are 2 years, 90 days stay 90 days. */
export function retentionPeriod(days: number): { unit: 'years' | 'days'; count: number } {
  return days % 365 === 0 ? { unit: 'years', count: days / 365 } : { unit: 'days', count: days };
}

const PERIOD_KEYS = { years: 'legal.privacy.retention.period.years', days: 'legal.privacy.retention.period.days' } as const;

/** "2 years", "90 days" in the language of `t` and `formatNumber`: the privacy page and nginx's table of periods say it alike. */
export function retentionPeriodText(t: TFunction, formatNumber: (value: number) => string, days: number): string {
  const { unit, count } = retentionPeriod(days);
  return t(PERIOD_KEYS[unit], { count, n: formatNumber(count) });
}

/** Any number of days as a period (the newsletter's link lifetime), always in days. */
export function daysText(t: TFunction, formatNumber: (value: number) => string, count: number): string {
  return t(PERIOD_KEYS.days, { count, n: formatNumber(count) });
}
