import { classifySubscriptionFailure } from './subscription-failure';

describe('classifySubscriptionFailure', () => {
  it('tells a refused address from a throttled client, a lost connection and anything else', () => {
    const invalid = {
      status: 400,
      message: '400: …',
      body: {
        statusCode: 400,
        error: 'Bad Request',
        message: 'Invalid',
        errors: [{ field: 'email', code: 'invalid' as const, message: 'x' }],
      },
    };
    expect(classifySubscriptionFailure(invalid)).toEqual({ kind: 'invalidEmail' });
    expect(classifySubscriptionFailure({ status: 429, message: '429: …', retryAfterSeconds: 61 })).toEqual({
      kind: 'rateLimited',
      minutes: 2,
    });
    expect(classifySubscriptionFailure({ status: 429, message: '429: …', retryAfterSeconds: 5 })).toEqual({
      kind: 'rateLimited',
      minutes: 1,
    });
    expect(classifySubscriptionFailure({ status: 429, message: '429: …' })).toEqual({ kind: 'rateLimited', minutes: undefined });
    expect(classifySubscriptionFailure({ status: 0, message: '0: Failed to fetch' })).toEqual({ kind: 'offline' });
    expect(classifySubscriptionFailure({ status: 503, message: '503: …' })).toEqual({ kind: 'generic' });
    // A 400 about something else than the address (an unknown language, say) is not the visitor's typing.
    expect(
      classifySubscriptionFailure({
        status: 400,
        message: '400: …',
        body: {
          statusCode: 400,
          error: 'Bad Request',
          message: 'x',
          errors: [{ field: 'language', code: 'invalid' as const, message: 'x' }],
        },
      }),
    ).toEqual({ kind: 'generic' });
    expect(classifySubscriptionFailure(new Error('boom'))).toEqual({ kind: 'generic' });
  });
});
