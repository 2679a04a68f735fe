import { existsSync, readFileSync, statSync } from 'node:fs';

/** Where a log file ends now: what a test writes into it comes after this mark. */
export function logMark(file: string): number {
  return existsSync(file) ? statSync(file).size : 0;
}

/** What was written into a log file after `mark`. */
export function logSince(file: string, mark: number): string {
  return existsSync(file) ? readFileSync(file).subarray(mark).toString('utf8') : '';
}
