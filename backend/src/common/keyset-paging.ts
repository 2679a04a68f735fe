import { BadRequestException } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import type { KeysetCursorCodec, KeysetPosition } from './keyset-cursor';

/** One SQL statement and its parameters. */
export interface SqlQuery {
  sql: string;
  parameters: unknown[];
}

/**
 * How a staff list is read by keyset (never OFFSET), newest first: the rows after a position (or
 * the first ones), at most `limit`; the count of the whole filter; and the position a row ends at.
 */
export interface KeysetList<Row> {
  rowsAfter(limit: number, after?: KeysetPosition): SqlQuery;
  count(): SqlQuery;
  positionOf(row: Row): KeysetPosition;
}

export interface KeysetPage<Row> {
  rows: Row[];
  total: number;
  /** The next page's cursor; undefined on the last page. */
  nextCursor?: string;
}

/** The position a cursor names, or a 400 naming the `cursor` field when this server did not give it out. */
function positionOfCursor(codec: KeysetCursorCodec, cursor: string): KeysetPosition {
  const position = codec.decode(cursor);
  if (position) return position;
  throw new BadRequestException({
    message: 'Some fields are missing or invalid',
    errors: [{ field: 'cursor', code: 'invalid', message: 'cursor is not one this server gave out' }],
  });
}

/** One page of a list and the total of its filter; the count runs beside the page on its own connection. */
export async function keysetPage<Row>(
  dataSource: DataSource,
  list: KeysetList<Row>,
  codec: KeysetCursorCodec,
  limit: number,
  cursor?: string,
): Promise<KeysetPage<Row>> {
  const after = cursor === undefined ? undefined : positionOfCursor(codec, cursor);
  // One more than asked for says whether a next page exists.
  const page = list.rowsAfter(limit + 1, after);
  const count = list.count();
  const [rows, [{ total }]] = await Promise.all([
    dataSource.query<Row[]>(page.sql, page.parameters),
    dataSource.query<Array<{ total: number }>>(count.sql, count.parameters),
  ]);
  const shown = rows.slice(0, limit);
  const last = shown[shown.length - 1];
  return { rows: shown, total, nextCursor: rows.length > limit && last ? codec.encode(list.positionOf(last)) : undefined };
}

/** Every row of a list, newest first, a batch at a time (the exports). */
export async function* keysetBatches<Row>(dataSource: DataSource, list: KeysetList<Row>, batchSize: number): AsyncGenerator<Row[]> {
  let after: KeysetPosition | undefined;
  for (;;) {
    const { sql, parameters } = list.rowsAfter(batchSize, after);
    const rows = await dataSource.query<Row[]>(sql, parameters);
    if (rows.length > 0) yield rows;
    if (rows.length < batchSize) return;
    after = list.positionOf(rows[rows.length - 1]);
  }
}
