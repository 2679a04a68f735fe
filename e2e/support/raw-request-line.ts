import { connect } from 'node:net';

export interface RawAnswer {
  status: number;
  /** Header lines exactly as sent (latin1), so a stray CR or tab inside a value stays visible. */
  headerLines: string[];
  /** One header's value as sent, without the name; undefined when absent. */
  header: (name: string) => string | undefined;
  /** The body as sent (with chunked framing, if any). */
  body: Buffer;
}

/**
 * Sends `GET <target>` as written, byte for byte: no client normalises the path (Node's URL parser
 * would resolve `/./` and re-encode; Playwright's request would too). One connection per request.
 */
export function requestTarget(baseUrl: string, target: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect(Number(port), hostname, () => {
      const lines = [
        `GET ${target} HTTP/1.1`,
        `Host: ${hostname}`,
        'Connection: close',
        ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
      ];
      // Written, not ended: a half-closed connection reads to nginx as a client that went away (499).
      socket.write(`${lines.join('\r\n')}\r\n\r\n`, 'latin1');
    });
    socket.setTimeout(15_000, () => socket.destroy(new Error(`timeout: GET ${target}`)));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const answer = Buffer.concat(chunks);
      const headEnd = answer.indexOf('\r\n\r\n');
      const [statusLine, ...headerLines] = answer.subarray(0, headEnd).toString('latin1').split('\r\n');
      const header = (name: string) => {
        const prefix = `${name.toLowerCase()}:`;
        return headerLines
          .find((line) => line.toLowerCase().startsWith(prefix))
          ?.slice(prefix.length)
          .replace(/^ /, '');
      };
      resolve({ status: Number(statusLine.split(' ')[1]), headerLines, header, body: answer.subarray(headEnd + 4) });
    });
  });
}
