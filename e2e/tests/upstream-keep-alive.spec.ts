import { randomUUID } from 'node:crypto';
import { Agent, request as httpRequest } from 'node:http';
import { createServer, connect as netConnect, type Server, type Socket } from 'node:net';
import { expect, test } from '@playwright/test';
import { NGINX_BACKEND_KEEPALIVE_TIMEOUT_S, nodeKeepAliveBehind } from '@rebound/shared';
import { burstLead, clientAddress } from '../support/lead-burst';
import { type OwnNginx, startOwnNginx } from '../support/own-nginx';
import { readStackInfo } from '../support/stack-info';

// nginx keeps idle connections to the backends and must close them before the backend's Node does:
// a request nginx sends on a connection Node is closing at that moment gets a 502. The site's nginx
// config in front of the real backend, with a relay in between that sees every connection and which
// end closes it first.

/** Node's own default keepAliveTimeout, which the backend used to run with. */
const NODE_DEFAULT_KEEP_ALIVE_MS = 5_000;

interface RelayedConnection {
  /** When the last byte went either way. */
  lastActivity: number;
  /** Which end closed first, and when. */
  closedBy?: { side: 'nginx' | 'backend'; at: number };
  requests: number;
}

/** A TCP relay from nginx to the backend that records each connection. */
async function startRelay(backendPort: number): Promise<{ port: number; connections: RelayedConnection[]; close: () => Promise<void> }> {
  const connections: RelayedConnection[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((fromNginx) => {
    const record: RelayedConnection = { lastActivity: Date.now(), requests: 0 };
    connections.push(record);
    const toBackend = netConnect({ host: '127.0.0.1', port: backendPort });
    for (const socket of [fromNginx, toBackend]) {
      sockets.add(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => sockets.delete(socket));
    }
    const closedBy = (side: 'nginx' | 'backend') => () => {
      record.closedBy ??= { side, at: Date.now() };
      fromNginx.destroy();
      toBackend.destroy();
    };
    fromNginx.on('data', (chunk: Buffer) => {
      record.lastActivity = Date.now();
      if (/^(GET|POST) /.test(chunk.toString('latin1'))) record.requests += 1;
      toBackend.write(chunk);
    });
    toBackend.on('data', (chunk: Buffer) => {
      record.lastActivity = Date.now();
      fromNginx.write(chunk);
    });
    fromNginx.on('end', closedBy('nginx'));
    toBackend.on('end', closedBy('backend'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('relay has no port');
  return {
    port: address.port,
    connections,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/**
 * One visitor on one kept connection to nginx: each nginx worker process keeps its own idle
 * connections to the backends, and a visitor's connection stays with one worker.
 */
function visitor(localAddress: string) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const send = (url: string, method = 'GET', headers: Record<string, string> = {}, body?: string) =>
    new Promise<{ status: number; body: string; localPort: number | undefined }>((resolve, reject) => {
      const outgoing = httpRequest(url, { method, headers, agent, localAddress }, (response) => {
        const localPort = response.socket.localPort;
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString(), localPort }));
        response.on('error', reject);
      });
      outgoing.on('error', reject);
      outgoing.setTimeout(15_000, () => outgoing.destroy(new Error(`timeout: ${url}`)));
      outgoing.end(body);
    });
  return { send, close: () => agent.destroy() };
}

test.describe('idle connections between nginx and the backend', () => {
  test.setTimeout(90_000);
  let nginx: OwnNginx | undefined;
  let relay: Awaited<ReturnType<typeof startRelay>> | undefined;

  test.beforeAll(async () => {
    const stack = readStackInfo();
    relay = await startRelay(Number(new URL(stack.backendUrl).port));
    nginx = await startOwnNginx({
      backendUpstream: `127.0.0.1:${relay.port}`,
      rendererUpstream: new URL(stack.rendererUrl).host,
      publicUrl: stack.publicUrl,
    });
  });

  test.afterAll(async () => {
    await nginx?.stop();
    await relay?.close();
  });

  test('the timeouts are set on purpose: nginx gives up first, Node reads headers longer than it keeps idle', () => {
    const node = nodeKeepAliveBehind(NGINX_BACKEND_KEEPALIVE_TIMEOUT_S);
    expect(NGINX_BACKEND_KEEPALIVE_TIMEOUT_S * 1_000).toBeLessThan(node.keepAliveTimeout);
    expect(node.headersTimeout).toBeGreaterThan(node.keepAliveTimeout);
  });

  test('a POST after an idle spell longer than Node used to allow goes out on the kept connection and succeeds; nginx closes it later', async () => {
    const connections = relay!.connections;
    const client = visitor(clientAddress(Math.floor(Math.random() * 60_000)));
    try {
      const health = await client.send(`${nginx!.url}/api/health`);
      expect(health.status).toBe(200);
      expect(connections).toHaveLength(1);
      const kept = connections[0];

      // The connection outlives Node's old 5 s: the backend no longer closes it under nginx.
      await expect
        .poll(() => (kept.closedBy ? -1 : Date.now() - kept.lastActivity), { timeout: 15_000, intervals: [250] })
        .toBeGreaterThan(NODE_DEFAULT_KEEP_ALIVE_MS + 1_000);

      const runId = randomUUID();
      const lead = await client.send(
        `${nginx!.url}/api/interest`,
        'POST',
        { 'Content-Type': 'application/json', 'Idempotency-Key': runId },
        JSON.stringify(burstLead(`keep-alive-${runId}`, 0)),
      );
      expect(lead.status, lead.body).toBe(201);
      expect(lead.localPort, 'the visitor stayed on one connection to nginx').toBe(health.localPort);
      // The same connection to the backend carried it, once: no new connection, no second try after a failed one.
      expect(connections).toHaveLength(1);
      expect(kept.requests).toBe(2);

      const answeredAt = kept.lastActivity;
      await expect.poll(() => kept.closedBy, { timeout: 30_000 }).toBeDefined();
      expect(kept.closedBy!.side).toBe('nginx');
      const idleMs = kept.closedBy!.at - answeredAt;
      expect(idleMs).toBeGreaterThanOrEqual(NGINX_BACKEND_KEEPALIVE_TIMEOUT_S * 1_000 - 500);
      expect(idleMs).toBeLessThan(nodeKeepAliveBehind(NGINX_BACKEND_KEEPALIVE_TIMEOUT_S).keepAliveTimeout);
    } finally {
      client.close();
    }
  });
});
