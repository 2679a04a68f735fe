import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Registry } from 'prom-client';

export const METRICS_PATH = '/metrics';

/**
 * GET /metrics on a port of its own, a plain node:http server, so the metrics never share a listener
 * (and never a route) with what nginx proxies. Unref'd: it never keeps a stopping process alive.
 */
export async function startMetricsServer(registry: Registry, port: number, host: string): Promise<Server> {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://metrics').pathname;
    if (path !== METRICS_PATH) {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end(`Only ${METRICS_PATH} is served here\n`);
      return;
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' }).end('Use GET\n');
      return;
    }
    registry.metrics().then(
      (body) => {
        response.writeHead(200, { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' });
        response.end(request.method === 'HEAD' ? undefined : body);
      },
      (error: unknown) => {
        response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end(`Metrics could not be collected: ${String(error)}\n`);
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  server.unref();
  return server;
}

/** The port a started server listens on (the one picked when asked for port 0). */
export function listeningPort(server: Server): number {
  return (server.address() as AddressInfo).port;
}
