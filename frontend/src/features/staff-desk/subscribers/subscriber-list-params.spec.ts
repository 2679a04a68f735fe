import {
  nextCursorFromLink,
  readSubscriberListParams,
  subscriberApiQuery,
  subscriberExportHref,
  subscriberListSearch,
} from './subscriber-list-params';

describe('the subscriber list in the address', () => {
  it('reads a known status and a cursor, and ignores anything else', () => {
    expect(readSubscriberListParams(new URLSearchParams('status=confirmed&cursor=abc'))).toEqual({ status: 'confirmed', cursor: 'abc' });
    expect(readSubscriberListParams(new URLSearchParams('status=pending'))).toEqual({ status: 'pending' });
    expect(readSubscriberListParams(new URLSearchParams('status=everyone&cursor='))).toEqual({});
  });

  it('writes the state back, keeping the language of the page', () => {
    expect(subscriberListSearch({ status: 'pending', cursor: 'c 2' }, new URLSearchParams('lng=fa&status=confirmed'))).toBe(
      '?lng=fa&status=pending&cursor=c+2',
    );
    expect(subscriberListSearch({}, new URLSearchParams('cursor=x'))).toBe('');
  });

  it('asks the API for 50 at a time with the filter and the cursor', () => {
    expect(subscriberApiQuery({})).toBe('?limit=50');
    expect(subscriberApiQuery({ status: 'confirmed', cursor: 'a/b+c' })).toBe('?limit=50&status=confirmed&cursor=a%2Fb%2Bc');
  });

  it('exports the current filter', () => {
    expect(subscriberExportHref(undefined)).toBe('/api/newsletter/subscribers/export');
    expect(subscriberExportHref('pending')).toBe('/api/newsletter/subscribers/export?status=pending');
  });
});

describe('nextCursorFromLink', () => {
  it('takes the cursor of the rel=next link, decoded', () => {
    expect(nextCursorFromLink('</api/newsletter/subscribers?status=pending&limit=50&cursor=eyJ0Ijo%2BMX0.sig>; rel="next"')).toBe(
      'eyJ0Ijo+MX0.sig',
    );
    expect(nextCursorFromLink('</a?cursor=first>; rel="prev", </a?cursor=second>; rel="next"')).toBe('second');
  });

  it('finds none on the last page', () => {
    expect(nextCursorFromLink(undefined)).toBeUndefined();
    expect(nextCursorFromLink('</a?cursor=x>; rel="prev"')).toBeUndefined();
    expect(nextCursorFromLink('garbage')).toBeUndefined();
  });
});
