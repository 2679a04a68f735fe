// Set by vite.config.ts to the year of the build (absent under Jest, where the clock's year applies).
declare const __BUILD_YEAR__: number | undefined;

/** The year the site's copyright starts. */
export const COPYRIGHT_FIRST_YEAR = 2025;

/** The year the pages were made: the end of the copyright range. */
export const BUILD_YEAR: number = typeof __BUILD_YEAR__ === 'number' ? __BUILD_YEAR__ : new Date().getFullYear();

/** The copyright's years, first and last (the same year once only): [2025, 2026], or [2025]. */
export function copyrightYears(lastYear: number = BUILD_YEAR): number[] {
  return lastYear > COPYRIGHT_FIRST_YEAR ? [COPYRIGHT_FIRST_YEAR, lastYear] : [COPYRIGHT_FIRST_YEAR];
}
