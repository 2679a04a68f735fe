import { connect, createServer, type Server, type Socket } from 'node:net';
import { freePort } from '@rebound/shared/testing';

let lastAddressSuffix = 0;

/** A client address no other test has used, for X-Forwarded-For through the trusted (loopback) proxy. */
export function uniqueClientAddress(): string {
  lastAddressSuffix += 1;
  return `198.51.${Math.floor(lastAddressSuffix / 250) % 250}.${(lastAddressSuffix % 250) + 1}`;
}

/**
 * Forwards a local port to a target, so a test can cut a service off from the app mid-run (close()
 * drops every connection and stops listening) without touching the shared server behind it.
 */
export class TcpProxy {
  private readonly sockets = new Set<Socket>();
  private server?: Server;

  private constructor(
    readonly port: number,
    private readonly targetPort: number,
  ) {}

  static async start(targetPort: number, port?: number): Promise<TcpProxy> {
    const proxy = new TcpProxy(port ?? (await freePort()), targetPort);
    await proxy.open();
    return proxy;
  }

  async open(): Promise<void> {
    const server = createServer((incoming) => {
      const outgoing = connect(this.targetPort, '127.0.0.1');
      for (const socket of [incoming, outgoing]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => socket.destroy());
      }
      incoming.pipe(outgoing).pipe(incoming);
      incoming.on('close', () => outgoing.destroy());
      outgoing.on('close', () => incoming.destroy());
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.server = server;
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
