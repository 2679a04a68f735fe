import { connect, type Socket } from 'node:net';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { GracefulStopStack } from '../support/graceful-stop-stack';
import { burstLead, clientAddress } from '../support/lead-burst';
import { rawRequest } from '../support/raw-http';
import { repoRoot } from '../support/stack-info';

// Found by the fault benchmark (bench/faults.bench.ts): one backend crashed, and the other reset a burst
// of connections as it stopped (or timed out while busy), so nginx had seen each backend fail once
// within 2 s and answered every registration 502 "no live upstreams" until the 2 s were over, although
// a backend was up again. The real nginx config in front of two backends: backend 2 is killed, backend
// 1 is frozen with its accept queue full so nginx's connect to it times out; then backend 1 is thawed
// and the next registration, at once, must reach it.

/** More than a frozen backend's accept queue holds (Node listens with a backlog of 511). */
const FILLER_CONNECTIONS = 700;

test.describe('nginx when every backend has just failed once', () => {
  test.setTimeout(240_000);
  let stack: GracefulStopStack | undefined;

  test.beforeAll(async () => {
    stack = await GracefulStopStack.start({ runDir: path.join(repoRoot, '.run', 'nginx-failover') });
  });

  test.afterAll(async () => {
    stack?.backends[0].signal('SIGCONT');
    await stack?.stop();
  });

  test('passes the next registration to a backend that is up again instead of answering 502', async () => {
    const [first, second] = stack!.backends;
    await second.stop('SIGKILL');
    first.signal('SIGSTOP');
    const register = (index: number) =>
      rawRequest(`${stack!.nginx.url}/api/interest`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': `failover-${index}` },
        body: JSON.stringify(burstLead('failover', index)),
        localAddress: clientAddress(index),
        timeoutMs: 60_000,
      });
    const fillers: Socket[] = [];
    try {
      for (let index = 0; index < FILLER_CONNECTIONS; index += 1) {
        const socket = connect({ host: '127.0.0.1', port: first.port });
        socket.on('error', () => undefined);
        fillers.push(socket);
      }
      // No backend can answer this one: backend 2 refuses, and connecting to the frozen backend 1 times out.
      const unanswerable = await register(0);
      expect([502, 504], 'nothing could answer while backend 2 was gone and backend 1 frozen').toContain(unanswerable.status);
    } finally {
      for (const socket of fillers) socket.destroy();
      first.signal('SIGCONT');
    }

    const response = await register(1);
    const answer = { status: response.status, body: response.body.toString() };
    expect(answer, 'backend 1 is up again: nginx must try it rather than answer "no live upstreams"').toMatchObject({ status: 201 });
    const { id } = JSON.parse(answer.body) as { id: string };
    expect(await stack!.database.query('SELECT name FROM interest_leads WHERE id = $1', [id])).toEqual([
      { name: burstLead('failover', 1).name },
    ]);
  });
});
