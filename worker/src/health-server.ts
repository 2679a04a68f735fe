import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { withTimeout } from '@rebound/shared/node';
import type { Logger } from './logger';

/** Each check resolves when its service answers and rejects otherwise. */
export interface HealthChecks {
  redis(): Promise<unknown>;
  postgres(): Promise<unknown>;
  /** Jobs in the failed list: mails that could not be sent after every retry. */
  failedJobs(): Promise<number>;
  /** Newsletter confirmation mails in the failed list (queue `newsletter-mails`). */
  newsletterFailedJobs?(): Promise<number>;
}

export interface HealthReport {
  status: 'ok' | 'error';
  redis: 'up' | 'down';
  postgres: 'up' | 'down';
  /** null when Redis cannot say */
  failedJobs: number | null;
  /** The same for newsletter confirmation mails; null when Redis cannot say. */
  newsletterFailedJobs?: number | null;
}

export const HEALTH_CHECK_TIMEOUT_MS = 2_000;

export async function readHealth(checks: HealthChecks, timeoutMs = HEALTH_CHECK_TIMEOUT_MS): Promise<HealthReport> {
  const answers = (check: () => Promise<unknown>) =>
    withTimeout(check(), timeoutMs, 'timed out').then(
      () => 'up' as const,
      () => 'down' as const,
    );
  const count = (check: () => Promise<number>) => withTimeout(check(), timeoutMs, 'timed out').catch(() => null);
  const newsletterCheck = checks.newsletterFailedJobs?.bind(checks);
  const [redis, postgres, failedJobs, newsletterFailedJobs] = await Promise.all([
    answers(checks.redis),
    answers(checks.postgres),
    count(checks.failedJobs),
    newsletterCheck ? count(newsletterCheck) : undefined,
  ]);
  const report: HealthReport = { status: redis === 'up' && postgres === 'up' ? 'ok' : 'error', redis, postgres, failedJobs };
  if (newsletterCheck) report.newsletterFailedJobs = newsletterFailedJobs ?? null;
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
