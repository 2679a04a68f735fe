import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { formulaCells } from '@rebound/shared/testing';
import { csvStream, inertCell } from './csv-export';

/** The file the writer makes of these records (one column `value`, a second `after`). */
async function written(values: string[]): Promise<string> {
  const records = Readable.from(values.map((value) => ({ value, after: 'next' })));
  // Bytes first: a text decoder would drop the byte-order mark.
  return (await buffer(records.pipe(csvStream(['value', 'after'])))).toString('utf8');
}

/** Values whose formula hides behind a separator some spreadsheet splits at, or behind white space or quotes. */
const HOSTILE = [
  'x;=1+1;',
  '=HYPERLINK("http://evil.example","x")',
  'Sam,+1+1',
  'Sam\t@SUM(1)',
  'Sam;-2+3',
  'Sam; =1+1',
  'Sam;\u00a0\u3000=1+1',
  'Sam;"=1+1',
  'Sam;""=1+1',
  'line one\n=1+1',
  'line one\r\n-1+1',
  'a\r=1',
  '\t=1+1',
  '\r=1+1',
  'a;\t=1',
  ';;;=1',
  ' @cmd',
  '"=1"',
];

/** A fixed pseudo-random text of separators, formula characters, blanks, quotes and letters (no Math.random: a failure repeats). */
function scrambled(seed: number, length: number): string {
  const alphabet = [',', ';', '\t', '\r', '\n', '=', '+', '-', '@', ' ', '"', "'", 'a', 'ب', '\u00a0'];
  let state = seed;
  let value = '';
  for (let index = 0; index < length; index += 1) {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    value += alphabet[state % alphabet.length];
  }
  return value;
}

describe('CSV export', () => {
  it('quotes every cell, header included, and doubles quotes (RFC 4180), after a UTF-8 byte-order mark', async () => {
    expect(await written(['Zoë "Z" Ñúñez', '', 'مهسا احمدی'])).toBe(
      '\ufeff"value","after"\r\n"Zoë ""Z"" Ñúñez","next"\r\n"","next"\r\n"مهسا احمدی","next"\r\n',
    );
  });

  it('leaves no cell a spreadsheet would run, whether it splits at a comma, a semicolon or a tab, honouring quotes or not', async () => {
    const csv = await written(HOSTILE);
    expect(formulaCells(csv)).toEqual([]);
    // The case: Excel with `;` as list separator split `x;=1+1;` into a live middle cell.
    expect(csv).toContain(`"x;'=1+1;"`);
  });

  it('holds for scrambled text of separators, formula characters, blanks and quotes', async () => {
    const values = Array.from({ length: 300 }, (_, index) => scrambled(index + 1, 1 + (index % 40)));
    expect(formulaCells(await written(values))).toEqual([]);
  });

  it('keeps the data readable: an apostrophe only where a formula could start', () => {
    expect(inertCell('x;=1+1;')).toBe("x;'=1+1;");
    expect(inertCell('Sam; =1')).toBe("Sam;' =1");
    expect(inertCell('line one\n-1+1')).toBe("line one\n'-1+1");
    expect(inertCell('\t=1')).toBe("'\t'=1");
    expect(inertCell('@team -2 ساک بوکس')).toBe("'@team -2 ساک بوکس");
    expect(inertCell('Hello,\n\tcan we try a bag?')).toBe("Hello,\n'\tcan we try a bag?");
    for (const plain of ['Jean-Pierre Dupont', 'a+b@example.com', 'Zoë, Ñúñez; and co', 'مهسا احمدی', 'Hello, can we try a bag?', '']) {
      expect(inertCell(plain)).toBe(plain);
    }
  });

  it('takes time linear in the text, however many blanks follow the separators', () => {
    // Compared by length and ends: a failing comparison of such strings would make Jest diff them for minutes.
    const blanks = ' '.repeat(200_000);
    expect(inertCell(`;${blanks};${blanks}x`).length).toBe(2 * blanks.length + 3);
    const formula = inertCell(`;${blanks}=`);
    expect([formula.length, formula.slice(0, 2), formula.slice(-1)]).toEqual([blanks.length + 3, ";'", '=']);
  });
});
