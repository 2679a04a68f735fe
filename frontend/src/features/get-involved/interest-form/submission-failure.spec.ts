import { classifySubmissionFailure } from './submission-failure';

const badRequest = (errors: unknown[]) => ({
  status: 400,
  message: '400: …',
  body: { statusCode: 400, error: 'Bad Request', message: 'x', errors },
});

describe('classifySubmissionFailure', () => {
  it('turns a 429 into whole minutes to wait, at least one', () => {
    expect(classifySubmissionFailure({ status: 429, message: '429: …', retryAfterSeconds: 600 })).toEqual({
      kind: 'rateLimited',
      minutes: 10,
    });
    expect(classifySubmissionFailure({ status: 429, message: '429: …', retryAfterSeconds: 61 })).toEqual({
      kind: 'rateLimited',
      minutes: 2,
    });
    expect(classifySubmissionFailure({ status: 429, message: '429: …', retryAfterSeconds: 5 })).toEqual({
      kind: 'rateLimited',
      minutes: 1,
    });
    expect(classifySubmissionFailure({ status: 429, message: '429: …' })).toEqual({ kind: 'rateLimited', minutes: undefined });
  });

  it('maps each field error code of a 400 to the message of that field', () => {
    expect(
      classifySubmissionFailure(
        badRequest([
          { field: 'name', code: 'tooLong', message: 'server words' },
          { field: 'email', code: 'required', message: 'server words' },
          { field: 'message', code: 'notText', message: 'server words' },
        ]),
      ),
    ).toEqual({
      kind: 'fields',
      fields: {
        name: { key: 'getInvolved.form.nameTooLong', maxLength: 200 },
        email: { key: 'getInvolved.form.emailRequired' },
        message: { key: 'getInvolved.form.fieldInvalid' },
      },
    });
    expect(classifySubmissionFailure(badRequest([{ field: 'email', code: 'invalid', message: '' }]))).toEqual({
      kind: 'fields',
      fields: { email: { key: 'getInvolved.form.emailInvalid' } },
    });
    expect(classifySubmissionFailure(badRequest([{ field: 'message', code: 'tooLong', message: '' }]))).toEqual({
      kind: 'fields',
      fields: { message: { key: 'getInvolved.form.messageTooLong', maxLength: 5_000 } },
    });
  });

  it('falls back to the generic message for what the form cannot place or explain', () => {
    expect(classifySubmissionFailure(badRequest([{ field: 'phone', code: 'unknownField', message: '' }]))).toEqual({ kind: 'generic' });
    expect(classifySubmissionFailure(badRequest([]))).toEqual({ kind: 'generic' });
    expect(classifySubmissionFailure({ status: 400, message: '400: The request body must be a JSON object' })).toEqual({ kind: 'generic' });
    expect(classifySubmissionFailure({ status: 413, message: '413: too large' })).toEqual({ kind: 'generic' });
    expect(classifySubmissionFailure({ status: 503, message: '503: down' })).toEqual({ kind: 'generic' });
    expect(classifySubmissionFailure({ status: 0, message: '0: Failed to fetch' })).toEqual({ kind: 'generic' });
    expect(classifySubmissionFailure({ name: 'SerializedError', message: 'boom' })).toEqual({ kind: 'generic' });
    expect(classifySubmissionFailure(undefined)).toEqual({ kind: 'generic' });
  });
});
