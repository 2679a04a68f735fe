import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { LEAD_NOTIFICATION_QUEUE } from '@rebound/shared/node';
import { type PrometheusSample, parsePrometheusText, sampleSum, sampleValue } from '@rebound/shared/testing';
import { expect, test } from '../support/fixtures';
import type { StackInfo } from '../support/stack-info';

// Each process serves Prometheus metrics on a loopback port of its own (the global setup picks them);
// nginx serves its stub_status on a status server of its own. None of it may be reached through the site.

async function scrape(url: string): Promise<PrometheusSample[]> {
  const response = await fetch(url);
  expect(response.status, url).toBe(200);
  return parsePrometheusText(await response.text());
}

const HTTP_COUNT = 'rebound_http_request_duration_seconds_count';

/** What any of the operator endpoints answers with; no answer through the site may hold it. */
const OPERATOR_TEXT = [/process_resident_memory_bytes/, /rebound_[a-z_]+(_total)?\{/, /Active connections:/, /nodejs_eventloop_lag/];

/** A raw HTTP request to nginx's public port, with any request target and Host header (fetch would fix both). */
function rawRequest(stack: StackInfo, target: string, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(stack.baseUrl);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ host: hostname, port, path: target, method: 'GET', headers, setHost: false }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        body += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

test.describe('metrics', () => {
  test("a lead sent through the site moves the backend's and the worker's counters", async ({ page, stack, mailbox, resetThrottling }) => {
    await resetThrottling();
    const backendBefore = await scrape(stack.metricsUrls.backend);
    const workerBefore = await scrape(stack.metricsUrls.worker);
    const marker = randomUUID().slice(0, 8);
    const email = `metrics-${marker}@example.org`;

    await page.goto('/en/get-involved#interest-form');
    const section = page.locator('#interest-form');
    await expect(section.locator('form')).toHaveAttribute('novalidate', '');
    await section.getByLabel('Your Name', { exact: true }).fill(`Metrics ${marker}`);
    await section.getByLabel('Email Address', { exact: true }).fill(email);
    await section.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(section.getByTestId('interest-form-sent').getByRole('heading', { name: "Thanks — we'll be in touch." })).toBeVisible();

    // Counted once the backend is done with the request's connection: a moment after the page has its answer.
    let backendAfter = backendBefore;
    await expect
      .poll(async () => {
        backendAfter = await scrape(stack.metricsUrls.backend);
        return (
          sampleSum(backendAfter, HTTP_COUNT, { route: '/api/interest' }) - sampleSum(backendBefore, HTTP_COUNT, { route: '/api/interest' })
        );
      })
      .toBe(1);
    const backendMoved = (name: string, labels: Record<string, string> = {}) =>
      sampleSum(backendAfter, name, labels) - sampleSum(backendBefore, name, labels);
    expect(backendMoved('rebound_leads_accepted_total')).toBe(1);
    expect(backendMoved(HTTP_COUNT, { method: 'POST', route: '/api/interest', status: '201' })).toBe(1);
    expect(backendMoved('rebound_leads_refused_total')).toBe(0);

    // The worker mails the staff; the mail is counted once the SMTP server has accepted it.
    await expect.poll(() => mailbox.containing(email).length, { timeout: 30_000 }).toBeGreaterThan(0);
    await expect
      .poll(
        async () =>
          sampleValue(await scrape(stack.metricsUrls.worker), 'rebound_mails_sent_total', { queue: LEAD_NOTIFICATION_QUEUE }) -
          sampleValue(workerBefore, 'rebound_mails_sent_total', { queue: LEAD_NOTIFICATION_QUEUE }),
        { timeout: 15_000 },
      )
      .toBeGreaterThanOrEqual(1);
    const workerAfter = await scrape(stack.metricsUrls.worker);
    expect(sampleValue(workerAfter, 'rebound_queue_jobs', { queue: LEAD_NOTIFICATION_QUEUE, state: 'failed' })).toBe(0);
    expect(sampleValue(workerAfter, 'process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  test('the render server counts its pages under their route, never their address', async ({ stack }) => {
    const before = await scrape(stack.metricsUrls.renderer);
    const slug = `no-such-post-${randomUUID()}`;
    const response = await fetch(`${stack.rendererUrl}/nl/blog/${slug}`);
    expect(response.status).toBe(404);
    const labels = { method: 'GET', route: 'blogPost', status: '404' };
    let after = before;
    await expect
      .poll(async () => {
        after = await scrape(stack.metricsUrls.renderer);
        return sampleSum(after, HTTP_COUNT, labels) - sampleSum(before, HTTP_COUNT, labels);
      })
      .toBe(1);
    expect(after.some((sample) => Object.values(sample.labels).some((value) => value.includes(slug)))).toBe(false);
    expect(sampleValue(after, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
  });

  test('no metrics and no nginx status are reachable through the site, whatever the path or Host', async ({ stack }) => {
    const metricsHosts = [...Object.values(stack.metricsUrls), stack.nginxStatusUrl].map((url) => new URL(url).host);
    const paths = [
      '/metrics',
      '/api/metrics',
      '/api/../metrics',
      '/api/%2e%2e/metrics',
      '/api/health/../../metrics',
      '/stub_status',
      '/api/stub_status',
      '/nginx_status',
      '/blog/../metrics',
    ];
    const attempts: Array<{ target: string; headers: Record<string, string> }> = [];
    for (const path of paths) {
      attempts.push({ target: path, headers: { Host: new URL(stack.baseUrl).host } });
      for (const host of [...metricsHosts, 'localhost', 'backend:9464', 'worker:9465', 'renderer:9466', 'nginx:8081']) {
        attempts.push({ target: path, headers: { Host: host } });
        // An absolute request target names the host in the request line itself.
        attempts.push({ target: `http://${host}${path}`, headers: { Host: host } });
      }
      attempts.push({
        target: path,
        headers: {
          Host: new URL(stack.baseUrl).host,
          'X-Forwarded-Host': metricsHosts[0],
          'X-Original-URL': '/metrics',
          'X-Rewrite-URL': '/metrics',
        },
      });
    }
    for (const { target, headers } of attempts) {
      const { status, body } = await rawRequest(stack, target, headers);
      const what = `${target} (Host ${headers.Host})`;
      expect(status, what).not.toBe(500);
      for (const pattern of OPERATOR_TEXT) expect(body, what).not.toMatch(pattern);
    }
  });

  test("nginx's status answers on its private status server only", async ({ request, stack }) => {
    const status = await fetch(stack.nginxStatusUrl);
    expect(status.status).toBe(200);
    const text = await status.text();
    expect(text).toMatch(/^Active connections: \d+/);
    expect(text).toMatch(/server accepts handled requests\n \d+ \d+ \d+/);
    // The status server has that one address.
    expect((await fetch(new URL('/', stack.nginxStatusUrl))).status).toBe(404);
    expect((await fetch(new URL('/metrics', stack.nginxStatusUrl))).status).toBe(404);
    // The site's port answers /stub_status as any unknown page.
    const throughSite = await request.get('/stub_status');
    expect(throughSite.status()).toBe(404);
    expect(await throughSite.text()).not.toContain('Active connections');
  });
});
