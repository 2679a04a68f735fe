// Read by vite.config.ts at build time as well as by the app.
import { DEFAULT_LEAD_RETENTION_DAYS, MAX_LEAD_RETENTION_DAYS, MIN_LEAD_RETENTION_DAYS } from '@rebound/shared';

/**
 * LEAD_RETENTION_DAYS as the build receives it (docker-compose's build argument, or the shell's):
 * unset or blank is the default; anything but a whole number of days in the worker's range stops the
 * build, so the privacy page never states a period the worker does not apply.
 */
export function leadRetentionDaysForBuild(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return DEFAULT_LEAD_RETENTION_DAYS;
  const days = Number(raw.trim());
  if (!/^\d+$/.test(raw.trim()) || days < MIN_LEAD_RETENTION_DAYS || days > MAX_LEAD_RETENTION_DAYS) {
    throw new Error(
      `LEAD_RETENTION_DAYS must be a whole number of days from ${MIN_LEAD_RETENTION_DAYS} to ${MAX_LEAD_RETENTION_DAYS}, not "${raw}"`,
    );
  }
  return days;
}
