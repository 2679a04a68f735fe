import { Readable, type Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { HttpStatus, type LoggerService } from '@nestjs/common';
import type { Response } from 'express';
import { csvStream } from './csv-export';

/** What a download is made of: its name and type, and the stages that turn batches of items into its bytes. */
export interface DownloadFile<Item> {
  fileName: string;
  contentType: string;
  stages: (batches: AsyncIterable<Item[]>) => [Readable, ...Transform[]];
}

/** A CSV download: one record per item (keyed by `columns`, which is also the header row), written by csvStream. */
export function csvFile<Item>(
  fileName: string,
  columns: readonly string[],
  toRecord: (item: Item) => Record<string, string>,
): DownloadFile<Item> {
  return {
    fileName,
    contentType: 'text/csv; charset=utf-8',
    stages: (batches) => [
      Readable.from(
        (async function* () {
          for await (const batch of batches) yield* batch.map(toRecord);
        })(),
      ),
      csvStream(columns),
    ],
  };
}

/** Where a download that stops halfway is reported: `Lead export stopped after 120 leads: <reason>`. */
export interface DownloadLog {
  logger: Pick<LoggerService, 'warn'>;
  /** The download's name in the line (`Lead export`). */
  name: string;
  /** What it counts (`leads`). */
  items: string;
}

/**
 * Sends every batch as one file, streamed as the batches come (a large export never sits in memory),
 * and answers how many items went out, for the audit log.
 *
 * The first batch is read before anything is sent, so a database outage still answers with its error
 * status (the error is thrown). After that the headers are out: a failure cuts the download off, which
 * the client sees, and is logged for operators; the count is still answered.
 */
export async function sendStreamedDownload<Item>(
  response: Response,
  batches: AsyncGenerator<Item[]>,
  file: DownloadFile<Item>,
  log: DownloadLog,
): Promise<number> {
  const first = await batches.next();
  let sent = 0;
  const counted = (async function* () {
    if (first.done) return;
    sent += first.value.length;
    yield first.value;
    for await (const batch of batches) {
      sent += batch.length;
      yield batch;
    }
  })();
  response.status(HttpStatus.OK);
  response.setHeader('Content-Type', file.contentType);
  response.setHeader('Content-Disposition', `attachment; filename="${file.fileName}"`);
  // nginx passes the download on as it comes instead of buffering it to disk first.
  response.setHeader('X-Accel-Buffering', 'no');
  try {
    await pipeline([...file.stages(counted), response]);
  } catch (error) {
    log.logger.warn(`${log.name} stopped after ${sent} ${log.items}: ${(error as Error).message}`);
  }
  return sent;
}
