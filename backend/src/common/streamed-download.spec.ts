import { Readable, Writable } from 'node:stream';
import type { Response } from 'express';
import { csvFile, type DownloadLog, sendStreamedDownload } from './streamed-download';

/** A response that keeps its status, headers and bytes (what Express's would send). */
class RecordedResponse extends Writable {
  statusCode: number | undefined;
  readonly headers: Record<string, string> = {};
  private readonly chunks: Buffer[] = [];

  status(code: number): this {
    this.statusCode = code;
    return this;
  }

  setHeader(name: string, value: string): this {
    this.headers[name] = value;
    return this;
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: () => void): void {
    this.chunks.push(Buffer.from(chunk));
    done();
  }

  get body(): string {
    return Buffer.concat(this.chunks).toString('utf8');
  }
}

interface Row {
  name: string;
  count: number;
}

const ROWS_FILE = csvFile<Row>('rows.csv', ['name', 'count'], (row) => ({ name: row.name, count: String(row.count) }));

async function* batchesOf(...batches: Row[][]): AsyncGenerator<Row[]> {
  yield* batches;
}

function recordingLog(): DownloadLog & { lines: string[] } {
  const lines: string[] = [];
  return { logger: { warn: (line: string) => lines.push(line) }, name: 'Row export', items: 'rows', lines };
}

describe('sendStreamedDownload', () => {
  it('sends every batch as one CSV download with its headers, and answers how many items went out', async () => {
    const response = new RecordedResponse();
    const log = recordingLog();
    const sent = await sendStreamedDownload(
      response as unknown as Response,
      batchesOf(
        [{ name: 'Sanne', count: 1 }],
        [
          { name: '=cmd', count: 2 },
          { name: 'رضا', count: 3 },
        ],
      ),
      ROWS_FILE,
      log,
    );
    expect(sent).toBe(3);
    expect(response.statusCode).toBe(200);
    expect(response.headers).toEqual({
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': 'attachment; filename="rows.csv"',
      'X-Accel-Buffering': 'no',
    });
    // The byte-order mark, the header row, every cell quoted, CRLF, a formula made inert (csvStream).
    expect(response.body).toBe('\ufeff"name","count"\r\n"Sanne","1"\r\n"\'=cmd","2"\r\n"رضا","3"\r\n');
    expect(log.lines).toEqual([]);
  });

  it('sends the header row alone when nothing matches', async () => {
    const response = new RecordedResponse();
    expect(await sendStreamedDownload(response as unknown as Response, batchesOf(), ROWS_FILE, recordingLog())).toBe(0);
    expect(response.body).toBe('\ufeff"name","count"\r\n');
  });

  it('throws before sending anything when the first batch fails, so the error status can still be answered', async () => {
    const response = new RecordedResponse();
    async function* failing(): AsyncGenerator<Row[]> {
      yield* [];
      throw new Error('database down');
    }
    await expect(sendStreamedDownload(response as unknown as Response, failing(), ROWS_FILE, recordingLog())).rejects.toThrow(
      'database down',
    );
    expect(response.statusCode).toBeUndefined();
    expect(response.headers).toEqual({});
    expect(response.body).toBe('');
  });

  it('cuts the download off when a later batch fails, logs how far it got, and answers that count', async () => {
    const response = new RecordedResponse();
    const log = recordingLog();
    async function* failingLater(): AsyncGenerator<Row[]> {
      yield [
        { name: 'a', count: 1 },
        { name: 'b', count: 2 },
      ];
      throw new Error('connection lost');
    }
    const sent = await sendStreamedDownload(response as unknown as Response, failingLater(), ROWS_FILE, log);
    expect(sent).toBe(2);
    expect(response.statusCode).toBe(200);
    expect(log.lines).toEqual(['Row export stopped after 2 rows: connection lost']);
    expect(response.destroyed).toBe(true);
  });

  it('lets a file of its own make the bytes (a JSON array, say)', async () => {
    const response = new RecordedResponse();
    const json = {
      fileName: 'rows.json',
      contentType: 'application/json; charset=utf-8',
      stages: (batches: AsyncIterable<Row[]>): [Readable] => [
        Readable.from(
          (async function* () {
            const all: Row[] = [];
            for await (const batch of batches) all.push(...batch);
            yield JSON.stringify(all);
          })(),
        ),
      ],
    };
    expect(await sendStreamedDownload(response as unknown as Response, batchesOf([{ name: 'x', count: 1 }]), json, recordingLog())).toBe(1);
    expect(response.headers['Content-Type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(response.body)).toEqual([{ name: 'x', count: 1 }]);
  });
});
