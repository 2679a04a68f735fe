import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { freePorts, namespacedDatabaseName, namespacedRedisDb } from '@rebound/shared/testing';
import { recreateDatabase } from './support/database';
import { FRONT_PROXY_ADDRESS } from './support/front-proxy';
import { startMailCatcher } from './support/mail-catcher';
import { flushRedisDatabase } from './support/redis';
import { acquireRunLock } from './support/run-lock';
import { publishStackInfo, repoRoot, type StackInfo } from './support/stack-info';

// The suite's own database and Redis db (e2e uses db 3), moved by REBOUND_TEST_NAMESPACE / REBOUND_TEST_REDIS_DB_BASE.
const E2E_DATABASE = namespacedDatabaseName('rebound_test_e2e');
const E2E_REDIS_DB = namespacedRedisDb(3);
const STARTUP_TIMEOUT_MS = 180_000;
const STOP_TIMEOUT_MS = 90_000;
const RUN_LOCK_TIMEOUT_MS = 45 * 60_000;

function withPath(url: string, pathname: string): string {
  const parsed = new URL(url);
  parsed.pathname = pathname;
  return parsed.toString();
}

function tail(file: string, lines = 60): string {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

async function waitForStack(stackProcess: ChildProcess, healthUrl: string, logFile: string): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < STARTUP_TIMEOUT_MS) {
    if (stackProcess.exitCode !== null || stackProcess.signalCode !== null) {
      throw new Error(`The stack did not start (nginx/start-local.mjs exited). Last lines of ${logFile}:\n${tail(logFile)}`);
    }
    try {
      const response = await fetch(healthUrl, { signal: AbortSignal.timeout(3_000) });
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The stack was not healthy after ${STARTUP_TIMEOUT_MS / 1000} s. Last lines of ${logFile}:\n${tail(logFile)}`);
}

async function stopStack(stackProcess: ChildProcess): Promise<void> {
  if (stackProcess.exitCode !== null || stackProcess.signalCode !== null) return;
  const exited = new Promise((resolve) => stackProcess.once('exit', resolve));
  // The start script forwards SIGTERM to backend, worker and nginx and waits for them.
  stackProcess.kill('SIGTERM');
  const timer = setTimeout(() => {
    // Last resort: the whole process group (the script and its children).
    if (stackProcess.pid) process.kill(-stackProcess.pid, 'SIGKILL');
  }, STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}

/**
 * Starts the whole stack the way `npm start` does (nginx/start-local.mjs, the same script) on free
 * ports, against a fresh database, Redis db 3 and an in-process SMTP catcher; returns the teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const releaseRunLock = await acquireRunLock(path.join(repoRoot, '.run', 'e2e.lock'), RUN_LOCK_TIMEOUT_MS);
  try {
    return await startStack(releaseRunLock);
  } catch (error) {
    releaseRunLock();
    throw error;
  }
}

async function startStack(releaseRunLock: () => void): Promise<() => Promise<void>> {
  const runDir = path.join(repoRoot, '.run', 'e2e');
  rmSync(runDir, { recursive: true, force: true });
  mkdirSync(runDir, { recursive: true });
  const logFile = path.join(runDir, 'stack.log');
  const mailDir = path.join(runDir, 'mails');
  const nginxRunDir = path.join(runDir, 'nginx');

  const [
    nginxPort,
    backendPort,
    workerHealthPort,
    smtpPort,
    rendererPort,
    backendMetricsPort,
    workerMetricsPort,
    rendererMetricsPort,
    nginxStatusPort,
  ] = await freePorts(9);
  const databaseUrl = withPath(process.env.E2E_DATABASE_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432', `/${E2E_DATABASE}`);
  const redisUrl = withPath(
    process.env.E2E_REDIS_SERVER_URL || process.env.REBOUND_TEST_REDIS_URL || 'redis://127.0.0.1:6379',
    `/${E2E_REDIS_DB}`,
  );
  const publicUrl = `http://localhost:${nginxPort}`;
  const leadNotifyTo = ['staff-one@rebound.test', 'staff-two@rebound.test'];
  const adminEmail = 'owner@rebound.test';
  const adminPassword = `e2e-${randomBytes(12).toString('hex')}`;

  const mailCatcher = await startMailCatcher(mailDir, smtpPort);
  await recreateDatabase(databaseUrl);
  await flushRedisDatabase(redisUrl);

  const logDescriptor = openSync(logFile, 'a');
  const stackProcess = spawn(process.execPath, [path.join(repoRoot, 'nginx', 'start-local.mjs'), '--no-env-file'], {
    cwd: repoRoot,
    detached: true,
    stdio: ['ignore', logDescriptor, logDescriptor],
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_FROM: 'Rebound e2e <no-reply@rebound.test>',
      LEAD_NOTIFY_TO: leadNotifyTo.join(', '),
      LEAD_NOTIFY_LOCALE: 'en',
      PUBLIC_URL: publicUrl,
      ADMIN_EMAIL: adminEmail,
      ADMIN_PASSWORD: adminPassword,
      SESSION_SECRET: randomBytes(32).toString('hex'),
      TRUST_PROXY: 'loopback',
      // The stand-in for a TLS proxy in front of nginx connects from this address (tests/client-address.spec.ts).
      NGINX_TRUSTED_PROXIES: FRONT_PROXY_ADDRESS,
      PORT: String(backendPort),
      WORKER_HEALTH_PORT: String(workerHealthPort),
      WORKER_CONCURRENCY: '2',
      NGINX_PORT: String(nginxPort),
      RENDERER_PORT: String(rendererPort),
      NGINX_RUN_DIR: nginxRunDir,
      METRICS_PORT: String(backendMetricsPort),
      WORKER_METRICS_PORT: String(workerMetricsPort),
      RENDERER_METRICS_PORT: String(rendererMetricsPort),
      NGINX_STATUS_PORT: String(nginxStatusPort),
    },
  });
  closeSync(logDescriptor);

  const info: StackInfo = {
    baseUrl: `http://127.0.0.1:${nginxPort}`,
    backendUrl: `http://127.0.0.1:${backendPort}`,
    workerHealthUrl: `http://127.0.0.1:${workerHealthPort}/health`,
    rendererUrl: `http://127.0.0.1:${rendererPort}`,
    metricsUrls: {
      backend: `http://127.0.0.1:${backendMetricsPort}/metrics`,
      worker: `http://127.0.0.1:${workerMetricsPort}/metrics`,
      renderer: `http://127.0.0.1:${rendererMetricsPort}/metrics`,
    },
    nginxStatusUrl: `http://127.0.0.1:${nginxStatusPort}/stub_status`,
    publicUrl,
    databaseUrl,
    redisUrl,
    mailDir,
    leadNotifyTo,
    adminEmail,
    adminPassword,
    logFile,
    nginxAccessLog: path.join(nginxRunDir, 'logs', 'access.log'),
    nginxErrorLog: path.join(nginxRunDir, 'logs', 'error.log'),
  };
  const teardown = async () => {
    await stopStack(stackProcess);
    await new Promise<void>((resolve) => mailCatcher.close(() => resolve()));
    releaseRunLock();
  };

  try {
    await waitForStack(stackProcess, `${info.baseUrl}/api/health`, logFile);
  } catch (error) {
    await teardown();
    throw error;
  }
  publishStackInfo(info);
  console.log(`e2e stack at ${info.baseUrl} (log: ${path.relative(process.cwd(), logFile)})`);
  return teardown;
}
