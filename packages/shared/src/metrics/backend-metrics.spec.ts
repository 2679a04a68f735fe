import { parsePrometheusText, sampleValue } from '../testing/prometheus-text';
import { createBackendMetrics, LEAD_REFUSAL_REASONS, leadRefusalReason } from './backend-metrics';
import { createServiceRegistry } from './registry';

describe('leadRefusalReason', () => {
  it('takes a stored registration (201) and a form post sent to the "sent" page as no refusal', () => {
    expect(leadRefusalReason(201)).toBeUndefined();
    expect(leadRefusalReason(303, '/nl/get-involved/sent?result=sent')).toBeUndefined();
  });

  it('reads a JSON call by its status code', () => {
    expect([400, 403, 413, 415, 422, 429, 500, 503].map((status) => leadRefusalReason(status))).toEqual([
      'invalid',
      'cross_site',
      'too_large',
      'not_json',
      'invalid',
      'rate_limited',
      'failed',
      'failed',
    ]);
  });

  it("reads a form post by the result page it was sent to, whatever the page's language", () => {
    expect(leadRefusalReason(303, '/fa/get-involved/sent?result=invalid')).toBe('invalid');
    expect(leadRefusalReason(303, '/en/get-involved/sent?result=rate-limited')).toBe('rate_limited');
    expect(leadRefusalReason(303, '/en/get-involved/sent?result=failed')).toBe('failed');
    expect(leadRefusalReason(303)).toBe('failed');
  });

  it('only ever names one of the listed reasons', () => {
    const statuses = Array.from({ length: 500 }, (_, index) => 100 + index);
    for (const status of statuses) {
      const reason = leadRefusalReason(status, '/en/get-involved/sent?result=made-up');
      if (reason !== undefined) expect(LEAD_REFUSAL_REASONS).toContain(reason);
    }
  });
});

describe('createBackendMetrics', () => {
  const sampleValues = async (registry: ReturnType<typeof createServiceRegistry>, name: string) =>
    (await registry.getSingleMetric(name)?.get())?.values;

  it('reads the staff sessions at each scrape, and NaN (unknown) when Redis does not answer', async () => {
    const registry = createServiceRegistry('backend');
    let answer: () => Promise<number> = async () => 3;
    createBackendMetrics(registry, { staffSessions: () => answer() });
    expect((await sampleValues(registry, 'rebound_staff_sessions'))?.map(({ value }) => value)).toEqual([3]);
    answer = async () => {
      throw new Error('Redis is away');
    };
    expect((await sampleValues(registry, 'rebound_staff_sessions'))?.map(({ value }) => value)).toEqual([Number.NaN]);
    // The scrape itself still answers, with every other metric.
    expect(sampleValue(parsePrometheusText(await registry.metrics()), 'rebound_staff_sessions', { service: 'backend' })).toBeNaN();
  });

  it('shows every refusal reason from zero and counts each refusal under its reason', async () => {
    const registry = createServiceRegistry('backend');
    const metrics = createBackendMetrics(registry, { staffSessions: async () => 0 });
    metrics.leadsRefused.inc({ reason: 'rate_limited' });
    metrics.leadsAccepted.inc();
    const refused = Object.fromEntries(
      (await sampleValues(registry, 'rebound_leads_refused_total'))!.map(({ labels, value }) => [labels.reason, value]),
    );
    expect(refused).toEqual({ invalid: 0, rate_limited: 1, cross_site: 0, too_large: 0, not_json: 0, failed: 0 });
    expect((await sampleValues(registry, 'rebound_leads_accepted_total'))?.[0]?.value).toBe(1);
  });
});
