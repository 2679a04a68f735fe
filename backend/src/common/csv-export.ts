import type { Transform } from 'node:stream';
import { stringify } from 'csv-stringify';

// A spreadsheet may split a cell's text again at any list separator it uses (`,` in English setups,
// `;` in Dutch, French, Spanish and Portuguese ones, tab when pasted) or at a line break, and runs
// each piece that starts with one of these as a formula (OWASP "CSV injection").
const SEPARATORS = new Set([',', ';', '\t', '\r', '\n']);
const FORMULA_STARTS = new Set(['=', '+', '-', '@', '\t', '\r']);

/** White space a spreadsheet may skip before a formula character, and the quote that may open a cell. */
const isSkippedBeforeFormula = (character: string) => character === '"' || (!SEPARATORS.has(character) && /\s/u.test(character));

/** Whether the piece of text that starts at `index` would start a formula, after any white space or quotes. */
function startsFormula(value: string, index: number): boolean {
  let next = index;
  while (next < value.length && isSkippedBeforeFormula(value[next])) next += 1;
  return next < value.length && FORMULA_STARTS.has(value[next]);
}

/**
 * A cell a spreadsheet shows as the text it is, however it splits it: every piece that could start a
 * formula (at the start, or right after a separator or line break) gets an apostrophe before it.
 * Linear in the text: each run of white space is looked at once.
 */
export function inertCell(value: string): string {
  let inert = '';
  let pieceStarts = true;
  for (let index = 0; index < value.length; index += 1) {
    if (pieceStarts && startsFormula(value, index)) inert += "'";
    inert += value[index];
    pieceStarts = SEPARATORS.has(value[index]);
  }
  return inert;
}

/**
 * RFC 4180 CSV with every cell quoted (quotes doubled, CRLF between records) and a UTF-8 byte-order
 * mark, so spreadsheet programs read Persian and accents right; every cell is made inert against
 * formula injection. Takes records keyed by `columns`, which is also the header row. The one writer
 * of the lead and the subscriber exports.
 */
export function csvStream(columns: readonly string[]): Transform {
  return stringify({
    bom: true,
    header: true,
    columns: [...columns],
    record_delimiter: 'windows',
    quoted: true,
    quoted_empty: true,
    cast: { string: (value) => inertCell(value) },
  });
}
