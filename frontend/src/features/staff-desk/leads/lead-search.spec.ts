/** @jest-environment node */
import {
  apiFilterParams,
  type LeadSearch,
  leadExportUrl,
  leadListUrl,
  leadSearchParams,
  localDayStart,
  nextCursorFromLink,
  parseLeadSearch,
} from './lead-search';

describe('the search in the address', () => {
  it('reads every field, and keeps the cursor trail in order', () => {
    const search = parseLeadSearch(new URLSearchParams('q=Jos%C3%A9&status=failed&from=2026-11-01&to=2026-11-30&after=c1&after=c2'));
    expect(search).toEqual({ q: 'José', status: 'failed', from: '2026-11-01', to: '2026-11-30', cursors: ['c1', 'c2'] });
  });

  it('drops what a hand-edited link gets wrong instead of sending it', () => {
    const search = parseLeadSearch(new URLSearchParams(`q=${'x'.repeat(300)}&status=lost&from=2026-02-30&to=yesterday&after=`));
    expect(search).toEqual({ q: 'x'.repeat(200), status: '', from: '', to: '', cursors: [] });
  });

  it('writes back what it read, leaving empty fields out', () => {
    const search: LeadSearch = { q: 'رضا احمدی', status: 'sent', from: '', to: '2026-01-31', cursors: ['a', 'b'] };
    const params = leadSearchParams(search);
    expect([...params.keys()]).toEqual(['q', 'status', 'to', 'after', 'after']);
    expect(parseLeadSearch(params)).toEqual(search);
    expect(leadSearchParams({ q: '', status: '', from: '', to: '', cursors: [] }).toString()).toBe('');
  });
});

describe('dates as the API wants them', () => {
  it('turns a chosen day into the instant it starts in the staff member’s time zone, with the offset of that day', () => {
    expect(localDayStart('2026-11-01', 0, 'Europe/Amsterdam')).toBe('2026-11-01T00:00:00+01:00');
    expect(localDayStart('2026-07-01', 0, 'Europe/Amsterdam')).toBe('2026-07-01T00:00:00+02:00');
    expect(localDayStart('2026-11-01', 0, 'Asia/Tehran')).toBe('2026-11-01T00:00:00+03:30');
    expect(localDayStart('2026-11-01', 0, 'America/Sao_Paulo')).toBe('2026-11-01T00:00:00-03:00');
    expect(localDayStart('2026-11-01', 0, 'UTC')).toBe('2026-11-01T00:00:00+00:00');
  });

  it('ends a range at the start of the day after the chosen end date (the API’s `to` is exclusive), across months and clock changes', () => {
    const amsterdam = (date: string) => localDayStart(date, 1, 'Europe/Amsterdam');
    expect(amsterdam('2026-11-30')).toBe('2026-12-01T00:00:00+01:00');
    // Summer time ends on 25 October 2026 at 03:00: that day starts at +02:00, the next at +01:00.
    expect(amsterdam('2026-10-24')).toBe('2026-10-25T00:00:00+02:00');
    expect(amsterdam('2026-10-25')).toBe('2026-10-26T00:00:00+01:00');
    expect(amsterdam('2028-02-28')).toBe('2028-02-29T00:00:00+01:00');
    // Summer time starts on 29 March 2026.
    expect(amsterdam('2026-03-29')).toBe('2026-03-30T00:00:00+02:00');
  });

  it('builds the list, page and export addresses from one set of filters', () => {
    {
      const search: LeadSearch = { q: 'josé', status: 'waiting', from: '2026-11-01', to: '2026-11-30', cursors: ['first', 'second'] };
      expect(Object.fromEntries(apiFilterParams(search, 'Europe/Amsterdam'))).toEqual({
        q: 'josé',
        status: 'waiting',
        from: '2026-11-01T00:00:00+01:00',
        to: '2026-12-01T00:00:00+01:00',
      });
      // The list and the export use the browser's own zone: the same instants as apiFilterParams gives without a zone.
      const local = Object.fromEntries(apiFilterParams(search));
      const list = new URL(leadListUrl(search), 'http://x');
      expect(list.pathname).toBe('/api/interest');
      expect(list.searchParams.get('limit')).toBe('50');
      expect(list.searchParams.get('cursor')).toBe('second');
      expect(list.searchParams.get('to')).toBe(local.to);
      expect(Date.parse(local.to) - Date.parse(local.from)).toBeGreaterThanOrEqual(29 * 86_400_000);
      const exported = new URL(leadExportUrl(search, 'csv'), 'http://x');
      expect(exported.pathname).toBe('/api/interest/export');
      expect(Object.fromEntries(exported.searchParams)).toEqual({ ...local, format: 'csv' });
    }
    expect(leadListUrl({ q: '', status: '', from: '', to: '', cursors: [] })).toBe('/api/interest?limit=50');
  });
});

describe('nextCursorFromLink', () => {
  it('takes the cursor of the rel="next" address', () => {
    expect(nextCursorFromLink('</api/interest?q=jos%C3%A9&limit=50&cursor=eyJ0IjoiMjAyNiJ9.c2ln>; rel="next"')).toBe(
      'eyJ0IjoiMjAyNiJ9.c2ln',
    );
  });

  it('is null on the last page', () => {
    expect(nextCursorFromLink(null)).toBeNull();
    expect(nextCursorFromLink('</api/interest?cursor=x>; rel="prev"')).toBeNull();
  });
});
