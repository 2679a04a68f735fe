import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The source address of the stand-in TLS proxy; the e2e stack starts nginx with NGINX_TRUSTED_PROXIES set to it. */
export const FRONT_PROXY_ADDRESS = '127.0.0.2';

export interface FrontProxy {
  url: string;
  close(): Promise<void>;
}

/**
 * A second proxy in front of nginx, as a load balancer or TLS terminator would be: it connects from
 * FRONT_PROXY_ADDRESS and appends the address of the client it serves to X-Forwarded-For.
 */
export async function startFrontProxy(nginxUrl: string): Promise<FrontProxy> {
  const target = new URL(nginxUrl);
  const server: Server = createServer((incoming, outgoing) => {
    const forwardedFor = [incoming.headers['x-forwarded-for'], incoming.socket.remoteAddress].filter(Boolean).join(', ');
    const upstream = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        localAddress: FRONT_PROXY_ADDRESS,
        headers: { ...incoming.headers, 'x-forwarded-for': forwardedFor },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => outgoing.writeHead(502).end());
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
