import type { Server } from 'node:http';
import { listeningPort, startMetricsServer } from './metrics-server';
import { createServiceRegistry } from './registry';

describe('startMetricsServer', () => {
  let server: Server;
  let base: string;

  beforeAll(async () => {
    const registry = createServiceRegistry('renderer');
    server = await startMetricsServer(registry, 0, '127.0.0.1');
    base = `http://127.0.0.1:${listeningPort(server)}`;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("answers GET /metrics in Prometheus's text format, with the process metrics", async () => {
    const response = await fetch(`${base}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await response.text();
    expect(text).toContain('# TYPE process_resident_memory_bytes gauge');
    expect(text).toContain('nodejs_eventloop_lag_p99_seconds{service="renderer"}');
  });

  it('serves nothing else and takes no writes', async () => {
    expect((await fetch(`${base}/`)).status).toBe(404);
    expect((await fetch(`${base}/metrics/../health`)).status).toBe(404);
    expect((await fetch(`${base}/metrics`, { method: 'POST', body: 'x' })).status).toBe(405);
  });
});
