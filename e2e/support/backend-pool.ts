import { type ChildProcess, spawn } from 'node:child_process';
import { appendFileSync, closeSync, mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from './stack-info';

// Several backends behind the real nginx config, each a process of its own that a test may stop with
// SIGTERM, as `docker compose up --scale backend=N` runs them. The backends are the build
// (backend/dist/main.js) and nginx is rendered by nginx/render-config.mjs, as `npm start` does. Both
// come from `checkoutRoot`: this repository, or an older build when a benchmark compares with it.

const STARTUP_TIMEOUT_MS = 60_000;

interface ProcessExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** One backend (or worker) process. */
export class BackendProcess {
  readonly exited: Promise<ProcessExit>;

  constructor(
    readonly port: number,
    private readonly child: ChildProcess,
  ) {
    this.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get running(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  /** Sends a signal without waiting (e.g. SIGSTOP, to freeze the process while its state is read). */
  signal(signal: NodeJS.Signals): void {
    if (this.running) this.child.kill(signal);
  }

  /** Sends the signal (SIGTERM: what `docker compose stop` sends) and resolves when the process has exited. */
  async stop(signal: NodeJS.Signals = 'SIGTERM'): Promise<ProcessExit> {
    if (this.running) this.child.kill(signal);
    return this.exited;
  }
}

export interface BackendOptions {
  port: number;
  /** Variables of the backend's environment schema; the rest are the local defaults (docs/operations.md). */
  environment: Record<string, string>;
  logFile: string;
  checkoutRoot?: string;
  /** How long it may take to answer its health check (60 s unless told; a machine under load needs more). */
  startupTimeoutMs?: number;
}

async function waitUntilHealthy(url: string, isRunning: () => boolean, logFile: string, timeoutMs: number): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (!isRunning()) throw new Error(`${url} exited during start-up; its log:\n${tail(logFile)}`);
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(2_000) })).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} was not healthy after ${timeoutMs / 1000} s; its log:\n${tail(logFile)}`);
}

function tail(file: string, lines = 40): string {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

/**
 * Starts a built entry point (`backend/dist/main.js`, `worker/dist/main.js`) with only the given
 * environment, its output in `logFile`, and waits until `healthUrl` answers 200.
 */
async function startService(
  entry: string,
  port: number,
  healthUrl: string,
  { environment, logFile, checkoutRoot = repoRoot, startupTimeoutMs = STARTUP_TIMEOUT_MS }: Omit<BackendOptions, 'port'>,
): Promise<BackendProcess> {
  mkdirSync(path.dirname(logFile), { recursive: true });
  const log = openSync(logFile, 'a');
  const child = spawn(process.execPath, [path.join(checkoutRoot, entry)], {
    cwd: checkoutRoot,
    // Only what the process reads: nothing from the test runner's own environment leaks in.
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: process.env.HOME ?? '/tmp', BIND_ADDRESS: '127.0.0.1', ...environment },
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  const service = new BackendProcess(port, child);
  try {
    await waitUntilHealthy(healthUrl, () => service.running, logFile, startupTimeoutMs);
  } catch (error) {
    await service.stop('SIGKILL');
    throw error;
  }
  return service;
}

/** Starts backend/dist/main.js on `port` and waits until its health check answers 200. */
export function startBackend(options: BackendOptions): Promise<BackendProcess> {
  return startService('backend/dist/main.js', options.port, `http://127.0.0.1:${options.port}/api/health`, {
    ...options,
    environment: { ...options.environment, PORT: String(options.port) },
  });
}

/** Starts worker/dist/main.js with its health server on `port` and waits until that answers 200. */
export function startWorker(options: BackendOptions): Promise<BackendProcess> {
  return startService('worker/dist/main.js', options.port, `http://127.0.0.1:${options.port}/health`, {
    ...options,
    environment: { ...options.environment, WORKER_HEALTH_PORT: String(options.port) },
  });
}

/** The nginx in front of the backends. */
export class NginxProcess {
  private readonly exited: Promise<unknown>;

  constructor(
    readonly url: string,
    private readonly child: ChildProcess,
  ) {
    this.exited = new Promise((resolve) => child.once('exit', resolve));
  }

  /** SIGQUIT: nginx's graceful stop. */
  async stop(): Promise<void> {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill('SIGQUIT');
    await this.exited;
  }
}

interface RenderConfigModule {
  renderLocalNginxConfig(options: Record<string, unknown>): { binary: string; args: string[] };
  testNginxConfig(command: { binary: string; args: string[] }): void;
  backendServerDirectives?: (backendUpstream: string) => string;
}

export interface NginxOptions {
  port: number;
  backendPorts: number[];
  runDir: string;
  checkoutRoot?: string;
}

/**
 * Renders the checkout's nginx template for these backends (its render-config.mjs) and starts nginx.
 * The static site is a stub page: only /api is exercised. A renderer port nobody listens on stands in
 * for the render server.
 */
export async function startNginxInFront({ port, backendPorts, runDir, checkoutRoot = repoRoot }: NginxOptions): Promise<NginxProcess> {
  const renderConfig = (await import(pathToFileURL(path.join(checkoutRoot, 'nginx', 'render-config.mjs')).href)) as RenderConfigModule;
  const staticRoot = path.join(runDir, 'site');
  mkdirSync(staticRoot, { recursive: true });
  writeFileSync(path.join(staticRoot, 'index.html'), '<!doctype html><title>stub</title>');
  const addresses = backendPorts.map((backendPort) => `127.0.0.1:${backendPort}`);
  // Templates from before BACKEND_UPSTREAM took a list proxy to one address; Docker's DNS gave them every
  // replica of the service, which an upstream block of that name gives them here.
  const takesList = typeof renderConfig.backendServerDirectives === 'function';
  const command = renderConfig.renderLocalNginxConfig({
    runDir,
    nginxPort: port,
    backendUpstream: takesList ? addresses.join(',') : 'rebound_replicas',
    rendererUpstream: '127.0.0.1:9',
    publicUrl: `http://localhost:${port}`,
    staticRoot,
    trustedProxies: '',
  });
  if (!takesList) {
    appendFileSync(
      path.join(runDir, 'conf.d', 'default.conf'),
      `\nupstream rebound_replicas { ${addresses.map((address) => `server ${address};`).join(' ')} }\n`,
    );
  }
  renderConfig.testNginxConfig(command);
  const child = spawn(command.binary, command.args, { stdio: 'ignore' });
  const nginx = new NginxProcess(`http://127.0.0.1:${port}`, child);
  const started = Date.now();
  for (;;) {
    try {
      if ((await fetch(`${nginx.url}/index.html`, { signal: AbortSignal.timeout(2_000) })).ok) return nginx;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > STARTUP_TIMEOUT_MS || child.exitCode !== null) {
      await nginx.stop();
      throw new Error(`nginx did not start (see ${runDir}/logs)`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
