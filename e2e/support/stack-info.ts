import path from 'node:path';

export const repoRoot = path.resolve(__dirname, '..', '..');

/** Where the running stack is, handed from the global setup to the tests (Playwright workers inherit env). */
export interface StackInfo {
  /** nginx: the site and /api, as a visitor reaches them. */
  baseUrl: string;
  /** The backend directly, bypassing nginx (for checks that must not go through the proxy). */
  backendUrl: string;
  workerHealthUrl: string;
  /** The blog's render server directly (stopped and restarted by the fallback test). */
  rendererUrl: string;
  /** Each process's Prometheus metrics, on loopback ports of their own that nginx never proxies. */
  metricsUrls: { backend: string; worker: string; renderer: string };
  /** nginx's stub_status, on its private status server. */
  nginxStatusUrl: string;
  /** PUBLIC_URL of the stack: the origin used in links inside mails. */
  publicUrl: string;
  databaseUrl: string;
  redisUrl: string;
  /** Folder where the SMTP catcher stores every mail (see Mailbox). */
  mailDir: string;
  leadNotifyTo: string[];
  /** The owner's account, made from ADMIN_EMAIL and ADMIN_PASSWORD at the stack's first start. */
  adminEmail: string;
  adminPassword: string;
  /** Output of the start script (backend, worker, render server, and nginx's warnings and errors). */
  logFile: string;
  /** nginx's own logs, as nginx/start-local.mjs writes them (NGINX_RUN_DIR/logs). */
  nginxAccessLog: string;
  nginxErrorLog: string;
}

const STACK_INFO_VARIABLE = 'REBOUND_E2E_STACK';

export function publishStackInfo(info: StackInfo): void {
  process.env[STACK_INFO_VARIABLE] = JSON.stringify(info);
}

export function readStackInfo(): StackInfo {
  const published = process.env[STACK_INFO_VARIABLE];
  if (!published) throw new Error('No running stack: run the e2e tests with `npm test -w e2e` (its global setup starts the stack)');
  return JSON.parse(published) as StackInfo;
}
