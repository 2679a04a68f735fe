import { readTokenPageState, resultSearch } from './token-page-state';

const read = (action: 'confirm' | 'unsubscribe', query: string) => readTokenPageState(action, new URLSearchParams(query));

describe('readTokenPageState', () => {
  it("shows the form for a mail's link, with the token as sent", () => {
    expect(read('confirm', 'lng=fa&token=abc_DEF-123')).toEqual({ kind: 'form', token: 'abc_DEF-123' });
    expect(read('unsubscribe', 'token=abc')).toEqual({ kind: 'form', token: 'abc' });
  });

  it('shows the result the form post came back with, and only the results of that page', () => {
    expect(read('confirm', 'lng=nl&result=confirmed')).toEqual({ kind: 'result', result: 'confirmed' });
    expect(read('confirm', 'result=invalid&token=abc')).toEqual({ kind: 'result', result: 'invalid' });
    expect(read('unsubscribe', 'result=unsubscribed')).toEqual({ kind: 'result', result: 'unsubscribed' });
    expect(read('unsubscribe', 'result=confirmed')).toEqual({ kind: 'missing' });
    // The footer's form posted without JavaScript lands on the confirm page.
    for (const result of ['requested', 'address-invalid', 'rate-limited', 'failed'] as const)
      expect(read('confirm', `lng=en&result=${result}`)).toEqual({ kind: 'result', result });
    expect(read('unsubscribe', 'result=requested')).toEqual({ kind: 'missing' });
    expect(read('confirm', 'result=unsubscribed&token=abc')).toEqual({ kind: 'form', token: 'abc' });
  });

  it('explains the page when the address has neither, or nothing usable', () => {
    expect(read('confirm', '')).toEqual({ kind: 'missing' });
    expect(read('confirm', 'token=%20%20')).toEqual({ kind: 'missing' });
    expect(read('unsubscribe', `token=${'a'.repeat(201)}`)).toEqual({ kind: 'missing' });
  });
});

describe('resultSearch', () => {
  it('holds the result and drops the token', () => {
    expect(resultSearch('confirmed')).toBe('?result=confirmed');
  });
});
