import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { type Options, pinoHttp } from 'pino-http';
import { loggerParams, pathWithoutQuery } from './logging';

/** The backend's request logger (development settings) in front of a server that answers 200, writing its lines into memory. */
async function loggedServer(): Promise<{ server: Server; lines: string[]; url: string }> {
  const lines: string[] = [];
  const destination = new Writable({
    write: (chunk: Buffer, _encoding, done) => {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  const logRequest = pinoHttp(loggerParams({ NODE_ENV: 'development' }).pinoHttp as Options, destination);
  const server = createServer((request, response) => {
    logRequest(request, response);
    response.end('ok');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, lines, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

describe('the request log', () => {
  it('keeps the path of each request and drops its query: no address, search, cursor or token', async () => {
    const { server, lines, url } = await loggedServer();
    try {
      const secrets = ['ana.secret@example.org', 'ana%40example.org', 'zq-search-5521', 'zq-cursor-5521', 'zq-token-5521'];
      await fetch(`${url}/api/personal-data?email=${secrets[1]}`);
      await fetch(`${url}/api/interest?q=${secrets[2]}&status=sent&cursor=${secrets[3]}`);
      await fetch(`${url}/api/newsletter/unsubscribe?token=${secrets[4]}`, { method: 'POST' });
      await fetch(`${url}/api/interest/export?format=csv&q=${encodeURIComponent(secrets[0])}`);
      await fetch(`${url}/api/health?probe=1`);
      // One line per request, written as its answer went out (before the next one was asked); the health probe has none.
      const logged = lines.map((line) => JSON.parse(line) as { req: Record<string, unknown> });
      expect(logged.map((line) => [line.req.method, line.req.path])).toEqual([
        ['GET', '/api/personal-data'],
        ['GET', '/api/interest'],
        ['POST', '/api/newsletter/unsubscribe'],
        ['GET', '/api/interest/export'],
      ]);
      for (const secret of secrets) expect(lines.join('')).not.toContain(secret);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it.each([
    ['/api/interest?q=x', '/api/interest'],
    ['/api/interest', '/api/interest'],
    ['/api/x?', '/api/x'],
    ['/?a=1?b=2', '/'],
  ])('%s is logged as %s', (url, path) => {
    expect(pathWithoutQuery(url)).toBe(path);
  });
});
