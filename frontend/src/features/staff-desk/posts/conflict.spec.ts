import type { ApiError } from '../../../api/api-query';
import { conflictingPost, isSlugTaken } from './conflict';

const current = { id: 'first-prototype', revision: 4 };

describe('conflict answers', () => {
  it('reads the stored post from a 409 body', () => {
    const error: ApiError = {
      status: 409,
      message: '409: ...',
      body: { statusCode: 409, error: 'Conflict', message: 'Someone saved this post', current } as never,
    };
    expect(conflictingPost(error)).toEqual(current);
    expect(isSlugTaken(error)).toBe(false);
  });

  it('tells a taken slug by its error code, whatever the message says', () => {
    const taken: ApiError = {
      status: 409,
      message: '409: anything',
      body: { statusCode: 409, error: 'Conflict', message: 'Anything', errors: [{ field: 'slug', code: 'slug_taken', message: 'x' }] },
    };
    expect(isSlugTaken(taken)).toBe(true);
    expect(conflictingPost(taken)).toBeNull();
    // Message text alone is no evidence.
    expect(isSlugTaken({ status: 409, message: '409: slug_taken' })).toBe(false);
  });

  it('is no conflict for other failures', () => {
    expect(conflictingPost({ status: 500, message: '500: x' })).toBeNull();
    expect(conflictingPost(undefined)).toBeNull();
    expect(isSlugTaken({ status: 400, message: '400: x' })).toBe(false);
  });
});
