import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { withTimeout } from '@rebound/shared/node';
import type { Logger } from './logger';

/** Failed-list counts reported beside `failedJobs` (lead notifications), one per other mail queue. */
export const QUEUE_FAILED_JOB_FIELDS = ['newsletterFailedJobs', 'newsletterPostFailedJobs', 'staffAccountMailFailedJobs'] as const;
type QueueFailedJobField = (typeof QUEUE_FAILED_JOB_FIELDS)[number];

/** Each check resolves when its service answers and rejects otherwise. */
export type HealthChecks = {
  redis(): Promise<unknown>;
  postgres(): Promise<unknown>;
  /** Jobs in the failed list: mails that could not be sent after every retry. */
  failedJobs(): Promise<number>;
} & Partial<Record<QueueFailedJobField, () => Promise<number>>>;

export type HealthReport = {
  status: 'ok' | 'error';
  redis: 'up' | 'down';
  postgres: 'up' | 'down';
  /** null when Redis cannot say */
  failedJobs: number | null;
} & Partial<Record<QueueFailedJobField, number | null>>;

export const HEALTH_CHECK_TIMEOUT_MS = 2_000;

export async function readHealth(checks: HealthChecks, timeoutMs = HEALTH_CHECK_TIMEOUT_MS): Promise<HealthReport> {
  const answers = (check: () => Promise<unknown>) =>
    withTimeout(check(), timeoutMs, 'timed out').then(
      () => 'up' as const,
      () => 'down' as const,
    );
  const count = (check: () => Promise<number>) => withTimeout(check(), timeoutMs, 'timed out').catch(() => null);
  const queueFields = QUEUE_FAILED_JOB_FIELDS.filter((field) => checks[field] !== undefined);
  const [redis, postgres, failedJobs, ...queueCounts] = await Promise.all([
    answers(checks.redis),
    answers(checks.postgres),
    count(checks.failedJobs),
    ...queueFields.map((field) => count(() => (checks[field] as () => Promise<number>)())),
  ]);
  const report: HealthReport = { status: redis === 'up' && postgres === 'up' ? 'ok' : 'error', redis, postgres, failedJobs };
  queueFields.forEach((field, index) => {
    report[field] = queueCounts[index];
  });
  return report;
}

/**
 * GET /health: 200 when Redis and Postgres answer, 503 otherwise; the body says which one failed and
 * how many notification jobs sit in the failed list. Failed jobs do not make the worker unhealthy
 * (restarting it would not send them), they are for the operator to look at.
 */
export async function startHealthServer(port: number, host: string, checks: HealthChecks, logger: Logger): Promise<Server> {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://worker').pathname;
    if (path !== '/health') return sendJson(response, 404, { statusCode: 404, error: 'Not Found', message: 'Only /health is served here' });
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.setHeader('Allow', 'GET, HEAD');
      return sendJson(response, 405, { statusCode: 405, error: 'Method Not Allowed', message: 'Use GET /health' });
    }
    readHealth(checks).then(
      (report) => sendJson(response, report.status === 'ok' ? 200 : 503, report),
      (error: unknown) => {
        logger.error({ err: error }, 'health check crashed');
        sendJson(response, 503, { status: 'error', redis: 'down', postgres: 'down', failedJobs: null });
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { address, port: boundPort } = server.address() as AddressInfo;
  logger.info({ address, port: boundPort }, 'health endpoint listening on /health');
  return server;
}

function sendJson(response: ServerResponse, statusCode: number, body: unknown): void {
  const payload = JSON.stringify(body);
  response.writeHead(statusCode, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(payload),
    'Cache-Control': 'no-store',
  });
  response.end(response.req.method === 'HEAD' ? undefined : payload);
}
