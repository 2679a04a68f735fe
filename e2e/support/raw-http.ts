import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  /** The bytes as sent: not decompressed, so compression can be checked. */
  body: Buffer;
}

export interface RawRequestOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Source address of the connection (any 127.x.y.z works on Linux): a different "client". */
  localAddress?: string;
  /** Give up (reject) when the connection stays silent this long; 15 s unless told. */
  timeoutMs?: number;
}

/** A plain HTTP request with full control of headers and source address (Playwright's request has neither). */
export function rawRequest(url: string, options: RawRequestOptions = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      url,
      { method: options.method ?? 'GET', headers: options.headers, localAddress: options.localAddress },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.setTimeout(options.timeoutMs ?? 15_000, () => outgoing.destroy(new Error(`timeout: ${url}`)));
    outgoing.end(options.body);
  });
}
