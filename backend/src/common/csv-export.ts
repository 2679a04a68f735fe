import type { Transform } from 'node:stream';
import { stringify } from 'csv-stringify';

// Spreadsheet programs run a cell that starts with one of these as a formula (OWASP "CSV injection").
const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell a spreadsheet shows as the text it is: a leading formula character gets an apostrophe before it. */
export function inertCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/**
 * RFC 4180 CSV (CRLF, quoted where needed) with a UTF-8 byte-order mark, so spreadsheet programs
 * read Persian and accents right, and every cell made inert against formula injection. Takes records
 * keyed by `columns`, which is also the header row. Used by the lead and the subscriber exports.
 */
export function csvStream(columns: readonly string[]): Transform {
  return stringify({
    bom: true,
    header: true,
    columns: [...columns],
    record_delimiter: 'windows',
    cast: { string: (value) => inertCell(value) },
  });
}
