import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { MAX_JSON_BODY_BYTES, THROTTLE_LIMITS } from '@rebound/shared';
import { HTTP_REQUEST_DURATION_METRIC, UNMATCHED_ROUTE } from '@rebound/shared/metrics';
import { parsePrometheusText, sampleSum, sampleValue } from '@rebound/shared/testing';
import request from 'supertest';
import { eventually } from '../test-support/eventually';
import { uniqueClientAddress } from '../test-support/network';
import { startTestApp, type TestApp } from '../test-support/test-app';
import { recreateTestDatabase } from '../test-support/test-database';
import { TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD, TEST_SITE_ORIGIN } from '../test-support/test-environment';
import { flushTestRedis } from '../test-support/test-redis';
import { BackendMetricsService } from './backend-metrics.service';

// The app as main.ts builds it with the metrics on; main.ts alone serves them on METRICS_PORT, so no port is opened here.
describe('the backend counts its requests, leads and staff sessions', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    await recreateTestDatabase();
    await flushTestRedis();
    testApp = await startTestApp({ METRICS_PORT: '9464' });
  });

  afterAll(async () => {
    await testApp.app.close();
  });

  const scrape = async () => parsePrometheusText(await testApp.app.get(BackendMetricsService).registry.metrics());
  const requests = (samples: ReturnType<typeof parsePrometheusText>, labels: Record<string, string>) =>
    sampleSum(samples, `${HTTP_REQUEST_DURATION_METRIC}_count`, labels);
  const postInterest = () => request(testApp.server).post('/api/interest').set('X-Forwarded-For', uniqueClientAddress());

  it('labels each request with its route template, never the address asked for', async () => {
    const before = await scrape();
    const leadId = randomUUID();
    await request(testApp.server).get('/api/health').expect(200);
    // Refused by the staff guard: still the route that matched.
    await request(testApp.server).get(`/api/interest/${leadId}`).expect(401);
    await request(testApp.server).get(`/api/no-such-call/${randomUUID()}`).expect(404);
    // A request is counted once its connection is done with it, a moment after the client has the answer.
    const after = await eventually(async () => {
      const samples = await scrape();
      return requests(samples, {}) - requests(before, {}) >= 3 ? samples : undefined;
    }, 5_000);
    const moved = (labels: Record<string, string>) => requests(after, labels) - requests(before, labels);
    expect(moved({ method: 'GET', route: '/api/health', status: '200' })).toBe(1);
    expect(moved({ method: 'GET', route: '/api/interest/:id', status: '401' })).toBe(1);
    expect(moved({ method: 'GET', route: UNMATCHED_ROUTE, status: '404' })).toBe(1);
    const routes = new Set(after.filter(({ name }) => name === `${HTTP_REQUEST_DURATION_METRIC}_count`).map(({ labels }) => labels.route));
    for (const route of routes) expect(route).not.toContain(leadId);
  });

  it('counts a stored lead as accepted once, and each refusal under its reason, JSON or plain form', async () => {
    const before = await scrape();
    const idempotencyKey = randomUUID();
    const lead = { name: 'Noor Metrics', email: 'noor@example.nl' };
    await postInterest().set('Idempotency-Key', idempotencyKey).send(lead).expect(201);
    // The same registration again (a retry): the first answer, no second lead.
    await postInterest().set('Idempotency-Key', idempotencyKey).send(lead).expect(201);
    await postInterest().send({ name: '', email: 'not an address' }).expect(400);
    await postInterest().type('form').send({ name: '', email: 'x', lng: 'nl' }).expect(303);
    await postInterest().set('Content-Type', 'text/plain').send('hello').expect(415);
    const after = await scrape();
    const moved = (name: string, labels: Record<string, string> = {}) =>
      sampleValue(after, name, labels) - sampleValue(before, name, labels);
    expect(moved('rebound_leads_accepted_total')).toBe(1);
    expect(moved('rebound_leads_refused_total', { reason: 'invalid' })).toBe(2);
    expect(moved('rebound_leads_refused_total', { reason: 'not_json' })).toBe(1);
    expect(moved('rebound_leads_refused_total', { reason: 'rate_limited' })).toBe(0);
  });

  it('names each other refusal: cross-site, too large, rate limited', async () => {
    const before = await scrape();
    await postInterest().set('Sec-Fetch-Site', 'cross-site').send({ name: 'Eve', email: 'eve@example.org' }).expect(403);
    await postInterest()
      .send({ name: 'Big', email: 'big@example.org', message: 'x'.repeat(MAX_JSON_BODY_BYTES) })
      .expect(413);
    const sameVisitor = uniqueClientAddress();
    const fromSameVisitor = () => request(testApp.server).post('/api/interest').set('X-Forwarded-For', sameVisitor);
    for (let index = 0; index < THROTTLE_LIMITS.interestSubmission.limit; index += 1)
      await fromSameVisitor()
        .send({ name: `Repeat ${index}`, email: `repeat-${index}@example.org` })
        .expect(201);
    await fromSameVisitor().send({ name: 'One too many', email: 'many@example.org' }).expect(429);
    const after = await scrape();
    const refused = (reason: string) =>
      sampleValue(after, 'rebound_leads_refused_total', { reason }) - sampleValue(before, 'rebound_leads_refused_total', { reason });
    expect([refused('cross_site'), refused('too_large'), refused('rate_limited'), refused('invalid')]).toEqual([1, 1, 1, 0]);
    expect(sampleValue(after, 'rebound_leads_accepted_total') - sampleValue(before, 'rebound_leads_accepted_total')).toBe(
      THROTTLE_LIMITS.interestSubmission.limit,
    );
  });

  it('reads the staff sessions from Redis at each scrape', async () => {
    expect(sampleValue(await scrape(), 'rebound_staff_sessions')).toBe(0);
    await request(testApp.server)
      .post('/api/auth/login')
      .set('Origin', TEST_SITE_ORIGIN)
      .set('X-Forwarded-For', uniqueClientAddress())
      .send({ email: TEST_ADMIN_EMAIL, password: TEST_ADMIN_PASSWORD })
      .expect(204);
    expect(sampleValue(await scrape(), 'rebound_staff_sessions')).toBe(1);
  });

  it('has the process metrics: memory and event-loop lag', async () => {
    const samples = await scrape();
    expect(sampleValue(samples, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(sampleValue(samples, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
  });
});

describe('with METRICS_PORT=0', () => {
  it('counts no request', async () => {
    const testApp = await startTestApp({ METRICS_PORT: '0' });
    try {
      // Listened for after the app's own handler, so this 'close' comes after any counting the app would do.
      const done = new Promise<void>((resolve) =>
        testApp.server.once('request', (_request: IncomingMessage, response: ServerResponse) => response.once('close', () => resolve())),
      );
      await request(testApp.server).get('/api/health').expect(200);
      await done;
      const samples = parsePrometheusText(await testApp.app.get(BackendMetricsService).registry.metrics());
      expect(sampleSum(samples, `${HTTP_REQUEST_DURATION_METRIC}_count`)).toBe(0);
    } finally {
      await testApp.app.close();
    }
  });
});
