/** @jest-environment node */
import { wasUpdated } from './post-dates';

describe('wasUpdated', () => {
  it('is false without an update date', () => {
    expect(wasUpdated({ createdAt: '2025-05-20T07:30:00.000Z', updatedAt: null })).toBe(false);
  });

  it('is false when the update date is the creation instant, however it is written', () => {
    expect(wasUpdated({ createdAt: '2025-05-20T07:30:00.000Z', updatedAt: '2025-05-20T07:30:00.000Z' })).toBe(false);
    expect(wasUpdated({ createdAt: '2025-05-20T07:30:00.000Z', updatedAt: '2025-05-20T09:30:00+02:00' })).toBe(false);
  });

  it('is true when the post changed later', () => {
    expect(wasUpdated({ createdAt: '2025-05-20T07:30:00.000Z', updatedAt: '2025-06-03T12:00:00.000Z' })).toBe(true);
  });
});
