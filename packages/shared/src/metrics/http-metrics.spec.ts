import { parsePrometheusText, sampleValue } from '../testing/prometheus-text';
import { createHttpRequestHistogram, HTTP_REQUEST_DURATION_METRIC, observeRequest, UNMATCHED_ROUTE } from './http-metrics';
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
