import { LEAD_LIST_LIMITS, type LeadExportFormat, NOTIFICATION_STATUSES, type NotificationStatus } from '@rebound/shared';

/**
 * The staff's search over the leads as it lives in the page's address (so it can be bookmarked and the
 * browser's Back works): `q`, `status`, `from` and `to` as calendar dates (YYYY-MM-DD, the staff
 * member's own days), and `after`, the trail of cursors that led to the current page (one per page
 * turned, oldest first), so "previous page" is one cursor less.
 */
export interface LeadSearch {
  q: string;
  status: NotificationStatus | '';
  from: string;
  to: string;
  cursors: string[];
}

/** The filters without the paging: what the search form edits and the export takes. */
export type LeadFilters = Omit<LeadSearch, 'cursors'>;

export const EMPTY_FILTERS: LeadFilters = { q: '', status: '', from: '', to: '' };

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date written YYYY-MM-DD (what `<input type="date">` gives), else null. */
function calendarDate(value: string): { year: number; month: number; day: number } | null {
  const match = DATE.exec(value);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number);
  const probe = new Date(Date.UTC(year, month - 1, day));
  return probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day ? { year, month, day } : null;
}

export const isCalendarDate = (value: string): boolean => calendarDate(value) !== null;

const isStatus = (value: string): value is NotificationStatus => (NOTIFICATION_STATUSES as readonly string[]).includes(value);

/** Reads the search from the address; anything malformed (a hand-edited link) is dropped, not sent. */
export function parseLeadSearch(params: URLSearchParams): LeadSearch {
  const status = params.get('status') ?? '';
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  return {
    q: (params.get('q') ?? '').trim().slice(0, LEAD_LIST_LIMITS.maxSearchLength),
    status: isStatus(status) ? status : '',
    from: isCalendarDate(from) ? from : '',
    to: isCalendarDate(to) ? to : '',
    cursors: params.getAll('after').filter((cursor) => cursor !== ''),
  };
}

/** The address's search parameters for a search; empty fields are left out so links stay short. */
export function leadSearchParams(search: Partial<LeadSearch>): URLSearchParams {
  const params = new URLSearchParams();
  if (search.q) params.set('q', search.q);
  if (search.status) params.set('status', search.status);
  if (search.from) params.set('from', search.from);
  if (search.to) params.set('to', search.to);
  for (const cursor of search.cursors ?? []) params.append('after', cursor);
  return params;
}

export const hasFilters = (filters: LeadFilters): boolean => Boolean(filters.q || filters.status || filters.from || filters.to);

const pad = (value: number, length = 2) => String(Math.abs(value)).padStart(length, '0');

/** Minutes a time zone is ahead of UTC at an instant (`GMT+03:30` → 210), read from Intl (the browser's own zone when none is named). */
function offsetMinutesAt(instant: number, timeZone: string | undefined): number {
  const name =
    new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
      .formatToParts(instant)
      .find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === '-' ? -minutes : minutes;
}

/**
 * The instant a calendar day starts in the staff member's time zone, as ISO 8601 with that day's
 * offset (`2026-11-01T00:00:00+01:00`); `dayOffset` 1 is the next day's start (the exclusive end of a
 * range). `timeZone` defaults to the browser's.
 */
export function localDayStart(date: string, dayOffset = 0, timeZone?: string): string {
  const parts = calendarDate(date);
  if (!parts) throw new Error(`Not a calendar date: ${date}`);
  const wallClock = Date.UTC(parts.year, parts.month - 1, parts.day + dayOffset);
  // Midnight on the wall clock minus the zone's offset; asked twice, for a day whose offset changes.
  let offset = offsetMinutesAt(wallClock, timeZone);
  offset = offsetMinutesAt(wallClock - offset * 60_000, timeZone);
  const day = new Date(wallClock);
  const sign = offset < 0 ? '-' : '+';
  return `${pad(day.getUTCFullYear(), 4)}-${pad(day.getUTCMonth() + 1)}-${pad(day.getUTCDate())}T00:00:00${sign}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`;
}

/** The API's filter parameters for a search: dates become instants, `to` the start of the day after the chosen end date. */
export function apiFilterParams(filters: LeadFilters, timeZone?: string): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.status) params.set('status', filters.status);
  if (filters.from) params.set('from', localDayStart(filters.from, 0, timeZone));
  if (filters.to) params.set('to', localDayStart(filters.to, 1, timeZone));
  return params;
}

/** GET /api/interest's address for one page of a search. */
export function leadListUrl(search: LeadSearch, limit: number = LEAD_LIST_LIMITS.defaultLimit): string {
  const params = apiFilterParams(search);
  params.set('limit', String(limit));
  const cursor = search.cursors.at(-1);
  if (cursor) params.set('cursor', cursor);
  return `/api/interest?${params.toString()}`;
}

/** The download address of the current search (same origin, so the session cookie goes with it). */
export function leadExportUrl(filters: LeadFilters, format: LeadExportFormat): string {
  const params = apiFilterParams(filters);
  params.set('format', format);
  return `/api/interest/export?${params.toString()}`;
}

/** The next page's cursor from a `Link: </api/interest?...&cursor=...>; rel="next"` header, or null on the last page. */
export function nextCursorFromLink(link: string | null): string | null {
  if (!link) return null;
  for (const part of link.split(',')) {
    const match = /<([^>]*)>\s*;\s*rel="?next"?/i.exec(part);
    if (match) return new URL(match[1], 'http://link.invalid').searchParams.get('cursor');
  }
  return null;
}
