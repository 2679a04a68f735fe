/** @jest-environment node */
import { shortLeadId } from './lead-id';

describe('shortLeadId', () => {
  it('keeps the first 8 characters of a uuid and adds an ellipsis', () => {
    expect(shortLeadId('3f2a9c1e-7b4d-4e8a-9c0f-1d2e3f4a5b6c')).toBe('3f2a9c1e…');
  });

  it('leaves an id of 8 characters or fewer whole, without an ellipsis', () => {
    expect(shortLeadId('12345678')).toBe('12345678');
    expect(shortLeadId('abc')).toBe('abc');
  });
});
