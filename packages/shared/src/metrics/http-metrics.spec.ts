import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parsePrometheusText, sampleValue } from '../testing/prometheus-text';
import { createHttpRequestHistogram, HTTP_REQUEST_DURATION_METRIC, observeRequest, observeWhenDone, UNMATCHED_ROUTE } from './http-metrics';
import { createServiceRegistry } from './registry';

describe('observeRequest', () => {
  const counts = async (registry: ReturnType<typeof createServiceRegistry>) => {
    return parsePrometheusText(await registry.metrics())
      .filter(({ name }) => name === `${HTTP_REQUEST_DURATION_METRIC}_count`)
      .map(({ labels, value }) => ({ method: labels.method, route: labels.route, status: labels.status, value }));
  };

  it('counts and times each answer under its method, route template and status', async () => {
    const registry = createServiceRegistry('backend');
    const histogram = createHttpRequestHistogram(registry);
    observeRequest(histogram, { method: 'get', route: '/api/admin/leads/:id', status: 200, seconds: 0.02 });
    observeRequest(histogram, { method: 'GET', route: '/api/admin/leads/:id', status: 200, seconds: 0.3 });
    observeRequest(histogram, { method: 'POST', route: '/api/interest', status: 429, seconds: 0.001 });
    expect(await counts(registry)).toEqual([
      { method: 'GET', route: '/api/admin/leads/:id', status: '200', value: 2 },
      { method: 'POST', route: '/api/interest', status: '429', value: 1 },
    ]);
    const samples = parsePrometheusText(await registry.metrics());
    const bucket = (le: string) =>
      sampleValue(samples, `${HTTP_REQUEST_DURATION_METRIC}_bucket`, { le, method: 'GET', route: '/api/admin/leads/:id', status: '200' });
    expect([bucket('0.01'), bucket('0.025'), bucket('0.5')]).toEqual([0, 1, 2]);
  });

  it('keeps label values bounded: no route is "unmatched", an unknown method is "other"', async () => {
    const registry = createServiceRegistry('backend');
    const histogram = createHttpRequestHistogram(registry);
    for (const method of ['BREW', 'PROPFIND', 'X'.repeat(5000)])
      observeRequest(histogram, { method, route: undefined, status: 404, seconds: 0.001 });
    expect(await counts(registry)).toEqual([{ method: 'other', route: UNMATCHED_ROUTE, status: '404', value: 3 }]);
  });
});

describe('observeWhenDone', () => {
  /** Polls until `value` gives something (the server counts a request when its connection is done, a moment after the client's end). */
  const eventually = async <T>(value: () => Promise<T | undefined>): Promise<T | undefined> => {
    for (let waited = 0; waited < 5_000; waited += 20) {
      const found = await value();
      if (found !== undefined) return found;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return undefined;
  };
  const serve = (handler: (request: IncomingMessage, response: ServerResponse) => void) =>
    new Promise<Server>((resolve) => {
      const server = createServer(handler);
      server.listen(0, '127.0.0.1', () => resolve(server));
    });

  it('counts an answer when its connection is done, and a client that left first as 499', async () => {
    const registry = createServiceRegistry('renderer');
    const histogram = createHttpRequestHistogram(registry);
    const server = await serve((request, response) => {
      observeWhenDone(histogram, request, response, () => (request.url === '/slow' ? 'slow' : 'fast'));
      if (request.url === '/slow') return; // never answers: the client gives up
      response.end('ok');
    });
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      expect((await fetch(`${base}/fast`)).status).toBe(200);
      await expect(fetch(`${base}/slow`, { signal: AbortSignal.timeout(200) })).rejects.toThrow();
      const count = async (route: string, status: string) => {
        const samples = parsePrometheusText(await registry.metrics());
        return samples.find(
          (sample) =>
            sample.name === `${HTTP_REQUEST_DURATION_METRIC}_count` && sample.labels.route === route && sample.labels.status === status,
        )?.value;
      };
      expect(await eventually(() => count('fast', '200'))).toBe(1);
      expect(await eventually(() => count('slow', '499'))).toBe(1);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('counts a request whose route cannot be named as unmatched instead of throwing', async () => {
    const registry = createServiceRegistry('renderer');
    const histogram = createHttpRequestHistogram(registry);
    const server = await serve((request, response) => {
      observeWhenDone(histogram, request, response, () => {
        throw new TypeError('Invalid URL');
      });
      response.end('ok');
    });
    try {
      expect((await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`)).status).toBe(200);
      const unmatched = async () =>
        parsePrometheusText(await registry.metrics()).find(
          (sample) => sample.name === `${HTTP_REQUEST_DURATION_METRIC}_count` && sample.labels.route === UNMATCHED_ROUTE,
        );
      expect((await eventually(unmatched))?.labels.status).toBe('200');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
