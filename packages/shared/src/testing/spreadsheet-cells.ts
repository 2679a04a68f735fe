/** The list separators spreadsheet programs use: English setups `,`, Dutch, French, Spanish and Portuguese ones `;`, pasted text tab. */
export const SPREADSHEET_SEPARATORS = [',', ';', '\t'] as const;

/** Every cell the text splits into at each separator and line break, quotes ignored (a program that does not honour them). */
function cellsIgnoringQuotes(text: string, separator: string): string[] {
  return text.split(/\r\n|\r|\n/).flatMap((line) => line.split(separator));
}

/**
 * Every cell as an RFC 4180 reader with this separator finds them: a quoted cell keeps separators and
 * line breaks, `""` is one quote; text after a closing quote that is no separator is taken as it comes.
 */
function cellsHonouringQuotes(text: string, separator: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  let cellStarts = true;
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index];
    if (quoted) {
      if (character === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (character === '"') quoted = false;
      else cell += character;
    } else if (character === '"' && cellStarts) {
      quoted = true;
    } else if (character === separator || character === '\r' || character === '\n') {
      if (character === '\r' && text[index + 1] === '\n') index += 1;
      cells.push(cell);
      cell = '';
      cellStarts = true;
      continue;
    } else cell += character;
    cellStarts = false;
  }
  cells.push(cell);
  return cells;
}

/** A cell a spreadsheet would run: a formula character first, after any white space or opening quotes, or a leading tab or CR. */
export const startsFormula = (cell: string): boolean => /^[\t\r]|^[\s"]*[=+\-@]/u.test(cell);

/**
 * The cells of a CSV file that a spreadsheet with any of the usual list separators would run as a
 * formula, read with and without honouring quotes; empty for a safe file. The byte-order mark is skipped.
 */
export function formulaCells(csv: string): Array<{ separator: string; cell: string }> {
  const text = csv.replace(/^\ufeff/, '');
  return SPREADSHEET_SEPARATORS.flatMap((separator) =>
    [...cellsIgnoringQuotes(text, separator), ...cellsHonouringQuotes(text, separator)]
      .filter(startsFormula)
      .map((cell) => ({ separator, cell })),
  );
}
