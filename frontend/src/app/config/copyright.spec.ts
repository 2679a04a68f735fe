import { BUILD_YEAR, COPYRIGHT_FIRST_YEAR, copyrightYears } from './copyright';

describe('the copyright years', () => {
  it('run from the first year to the year of the build', () => {
    expect(copyrightYears(2026)).toEqual([2025, 2026]);
    expect(copyrightYears(2031)).toEqual([2025, 2031]);
  });

  it('are one year while the build is in the first year', () => {
    expect(copyrightYears(COPYRIGHT_FIRST_YEAR)).toEqual([2025]);
  });

  it('end this year when no build year is set (tests, the clock)', () => {
    expect(BUILD_YEAR).toBe(new Date().getFullYear());
    expect(copyrightYears().at(-1)).toBe(new Date().getFullYear());
  });
});
