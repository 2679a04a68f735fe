import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createHttpRequestHistogram, createServiceRegistry, observeRequest } from '@rebound/shared/metrics';
import { freePorts, namespacedDatabaseName, namespacedRedisDb } from '@rebound/shared/testing';
import { type BackendProcess, startBackend } from '../support/backend-pool';
import { recreateDatabase } from '../support/database';
import { expect, test } from '../support/fixtures';
import { clientAddress } from '../support/lead-burst';
import { flushRedisDatabase } from '../support/redis';
import { repoRoot } from '../support/stack-info';
import { BUDGETS } from './budgets';

// What the Prometheus metrics cost the API: two backends of the same build side by side, one with
// METRICS_PORT set (every request timed and counted, leads counted) and one with 0 (none of it), each
// sent the same registrations straight (no nginx in between, so only the backend is measured), round
// after round in turns. Their own database and Redis db, so the e2e stack's data is untouched.

const reportDir = path.join(repoRoot, '.run', 'bench');
const budget = BUDGETS.metricsOverhead;

interface Round {
  leadsPerSecond: number;
  latenciesMs: number[];
}

function percentile(sorted: number[], share: number): number {
  return Number(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))].toFixed(2));
}

/** What counting one answer costs by itself, in microseconds: the histogram the backend's middleware fills, on this process. */
function observeMicroseconds(): number {
  const histogram = createHttpRequestHistogram(createServiceRegistry('backend'));
  const routes = ['/api/interest', '/api/health', '/api/interest/:id', 'unmatched'];
  const observe = (index: number) =>
    observeRequest(histogram, { method: 'POST', route: routes[index % 4], status: index % 7 ? 201 : 400, seconds: (index % 100) / 1000 });
  for (let index = 0; index < 100_000; index += 1) observe(index);
  const calls = 500_000;
  const started = performance.now();
  for (let index = 0; index < calls; index += 1) observe(index);
  return Number((((performance.now() - started) * 1000) / calls).toFixed(2));
}

function median(values: number[]): number {
  return percentile(
    [...values].sort((a, b) => a - b),
    0.5,
  );
}

/** One round: `requestsPerRound` registrations, `concurrency` at a time, each from an address of its own (no rate limit). */
async function round(backend: BackendProcess, firstIndex: number): Promise<Round> {
  const latenciesMs: number[] = [];
  let next = 0;
  const sender = async () => {
    while (next < budget.requestsPerRound) {
      const index = firstIndex + next;
      next += 1;
      const started = performance.now();
      const response = await fetch(`${backend.url}/api/interest`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': clientAddress(index) },
        body: JSON.stringify({ name: `Bench ${index}`, email: `bench-${index}@example.org` }),
      });
      await response.arrayBuffer();
      latenciesMs.push(performance.now() - started);
      expect(response.status).toBe(201);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: budget.concurrency }, sender));
  return { leadsPerSecond: (budget.requestsPerRound / (performance.now() - started)) * 1000, latenciesMs };
}

test('the metrics cost the API little: registrations per second and latency with and without them', async ({ stack }) => {
  const databaseUrl = `postgres://postgres@127.0.0.1:5432/${namespacedDatabaseName('rebound_bench_metrics')}`;
  const redisUrl = new URL(stack.redisUrl);
  redisUrl.pathname = `/${namespacedRedisDb(7)}`;
  await recreateDatabase(databaseUrl);
  await flushRedisDatabase(redisUrl.toString());
  const [withPort, withoutPort, metricsPort] = await freePorts(3);
  const environment = {
    NODE_ENV: 'development',
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl.toString(),
    PUBLIC_URL: stack.publicUrl,
    ADMIN_PASSWORD: stack.adminPassword,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    TRUST_PROXY: 'loopback',
  };
  const logFile = (name: string) => path.join(repoRoot, '.run', 'bench', `metrics-overhead-${name}.log`);
  // One after the other: the first runs the migrations.
  const withMetrics = await startBackend({
    port: withPort,
    environment: { ...environment, METRICS_PORT: String(metricsPort) },
    logFile: logFile('on'),
  });
  const withoutMetrics = await startBackend({
    port: withoutPort,
    environment: { ...environment, METRICS_PORT: '0' },
    logFile: logFile('off'),
  });
  try {
    const rounds = { on: [] as Round[], off: [] as Round[] };
    let index = 0;
    // Warm-up, unmeasured: the JIT, the connection pools.
    for (const backend of [withMetrics, withoutMetrics]) {
      await round(backend, index);
      index += budget.requestsPerRound;
    }
    for (let turn = 0; turn < budget.rounds; turn += 1) {
      const order = turn % 2 === 0 ? (['on', 'off'] as const) : (['off', 'on'] as const);
      for (const which of order) {
        rounds[which].push(await round(which === 'on' ? withMetrics : withoutMetrics, index));
        index += budget.requestsPerRound;
      }
    }
    // A scrape while the counters hold every route and status seen: what Prometheus costs the backend every 15 s.
    const scrapeMs: number[] = [];
    for (let run = 0; run < 20; run += 1) {
      const started = performance.now();
      const response = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
      await response.text();
      scrapeMs.push(performance.now() - started);
    }
    const summary = (measured: Round[]) => {
      const latencies = measured.flatMap((one) => one.latenciesMs).sort((a, b) => a - b);
      return {
        leadsPerSecond: Number(median(measured.map((one) => one.leadsPerSecond)).toFixed(1)),
        medianMs: percentile(latencies, 0.5),
        p90Ms: percentile(latencies, 0.9),
        p99Ms: percentile(latencies, 0.99),
        rounds: measured.length,
      };
    };
    const on = summary(rounds.on);
    const off = summary(rounds.off);
    const measured = {
      with: on,
      without: off,
      throughputShare: Number((on.leadsPerSecond / off.leadsPerSecond).toFixed(3)),
      scrapeMedianMs: median(scrapeMs),
      observeMicroseconds: observeMicroseconds(),
      requestsPerRound: budget.requestsPerRound,
      concurrency: budget.concurrency,
    };
    console.log(`metrics overhead: ${JSON.stringify(measured)}`);
    mkdirSync(reportDir, { recursive: true });
    writeFileSync(path.join(reportDir, 'metrics-overhead.json'), JSON.stringify(measured, null, 2));
    expect.soft(measured.throughputShare).toBeGreaterThanOrEqual(budget.minThroughputShare);
  } finally {
    await Promise.all([withMetrics.stop(), withoutMetrics.stop()]);
  }
});
