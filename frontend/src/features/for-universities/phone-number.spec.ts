import { formatPhoneNumber } from './phone-number';

describe('formatPhoneNumber', () => {
  it('groups a Dutch number with a two-digit area code', () => {
    expect(formatPhoneNumber('+31402001234')).toBe('+31 40 200 1234');
  });

  it('groups a Dutch number with a three-digit area code', () => {
    expect(formatPhoneNumber('+31495123456')).toBe('+31 495 12 3456');
  });

  it('groups a Dutch mobile number', () => {
    expect(formatPhoneNumber('+31612345678')).toBe('+31 6 1234 5678');
  });

  it('leaves numbers it does not know how to group unchanged', () => {
    expect(formatPhoneNumber('+4420712345678')).toBe('+4420712345678');
    expect(formatPhoneNumber('+3140200')).toBe('+3140200');
  });
});
