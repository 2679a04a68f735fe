import { postApiQuery, postListSearch, readPostListParams } from './post-list-params';

describe('post list params', () => {
  it('reads a known state, a trimmed search and a cursor, and drops what it does not know', () => {
    expect(readPostListParams(new URLSearchParams('q=%20café%20&state=scheduled&cursor=abc'))).toEqual({
      q: 'café',
      state: 'scheduled',
      cursor: 'abc',
    });
    expect(readPostListParams(new URLSearchParams('q=%20&state=archived'))).toEqual({});
  });

  it('keeps the page language in the address and leaves out what is unset', () => {
    expect(postListSearch({ state: 'draft' }, new URLSearchParams('lng=fa&q=old'))).toBe('?lng=fa&state=draft');
    expect(postListSearch({}, new URLSearchParams())).toBe('');
  });

  it('asks the API for one page with the filter', () => {
    expect(postApiQuery({ q: 'bag', state: 'published', cursor: 'c1' })).toBe('?limit=25&q=bag&state=published&cursor=c1');
    expect(postApiQuery({})).toBe('?limit=25');
  });
});
