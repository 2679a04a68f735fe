#!/usr/bin/env node
// Starts the whole stack without Docker: backend, worker, the blog's render server and the system nginx with the same config
// as the nginx image, on http://localhost:${NGINX_PORT:-8080}. Needs PostgreSQL, Redis and nginx on
// the machine and a build (`npm start` builds first). Settings come from the environment, then
// `.env` (unless --no-env-file; --env-file=<path> picks another file), then the environment schema's defaults.
// The e2e tests run this very script on free ports.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { renderLocalNginxConfig, repoRoot, testNginxConfig } from './render-config.mjs';

const DEFAULT_NGINX_PORT = '8080';
const DEFAULT_RENDERER_PORT = '3002';
const STARTUP_TIMEOUT_MS = Number(process.env.STARTUP_TIMEOUT_MS ?? 120_000);
// The worker finishes the mail it is sending before it exits; an SMTP send gives up within 50 s.
const STOP_TIMEOUT_MS = 70_000;

const require = createRequire(import.meta.url);

function log(message) {
  console.log(`[start-local] ${message}`);
}

/** KEY=VALUE lines as Docker Compose reads `.env`: `#` comments, optional quotes, `export ` allowed. */
function parseEnvFile(text) {
  const values = {};
  for (const rawLine of text.split(/\r?\n/)) {
    const line = rawLine.trim();
    if (line === '' || line.startsWith('#')) continue;
    const match = /^(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)$/.exec(line);
    if (!match) throw new Error(`.env: cannot read line "${rawLine}"`);
    const [, name, rawValue] = match;
    const quoted = /^(['"])(.*)\1$/.exec(rawValue);
    if (quoted) values[name] = quoted[1] === '"' ? quoted[2].replace(/\\n/g, '\n').replace(/\\"/g, '"') : quoted[2];
    else values[name] = rawValue.replace(/\s+#.*$/, '').trim();
  }
  return values;
}

function readSettings(argv) {
  const envFileArg = argv.find((arg) => arg.startsWith('--env-file='));
  const envFile = argv.includes('--no-env-file')
    ? null
    : path.resolve(envFileArg ? envFileArg.slice('--env-file='.length) : path.join(repoRoot, '.env'));
  let fileValues = {};
  if (envFile && existsSync(envFile)) {
    fileValues = parseEnvFile(readFileSync(envFile, 'utf8'));
    log(`settings from ${path.relative(process.cwd(), envFile) || envFile}`);
  } else if (envFileArg) {
    throw new Error(`${envFile} does not exist`);
  }
  // The defaults live once, in the environment schema the backend and the worker validate with.
  const { LOCAL_DEFAULTS } = require('@rebound/shared/node');
  return { ...LOCAL_DEFAULTS, NGINX_PORT: DEFAULT_NGINX_PORT, RENDERER_PORT: DEFAULT_RENDERER_PORT, ...fileValues, ...process.env };
}

function requireBuild(file) {
  if (!existsSync(path.join(repoRoot, file)))
    throw new Error(`${file} is missing: run \`npm run build\` first (or use \`npm start\`, which builds)`);
}

class Stack {
  children = [];
  stopping = false;

  start(name, command, args, env, stopSignal = 'SIGTERM') {
    const child = spawn(command, args, { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const entry = {
      name,
      child,
      stopSignal,
      exited: new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal }))),
    };
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => process.stdout.write(`[${name}] ${line}\n`));
    }
    child.once('error', (error) => log(`${name} could not start: ${error.message}`));
    entry.exited.then(({ code, signal }) => {
      if (!this.stopping) {
        log(`${name} stopped unexpectedly (${signal ?? `exit code ${code}`}); stopping the stack`);
        this.stop(1);
      }
    });
    this.children.push(entry);
    return entry;
  }

  async stop(exitCode) {
    if (this.stopping) return;
    this.stopping = true;
    const running = this.children.filter(({ child }) => child.exitCode === null && child.signalCode === null);
    for (const { child, stopSignal } of running) child.kill(stopSignal);
    const deadline = setTimeout(() => {
      for (const { name, child } of running) {
        if (child.exitCode === null && child.signalCode === null) {
          log(`${name} did not stop within ${STOP_TIMEOUT_MS / 1000} s; killing it`);
          child.kill('SIGKILL');
        }
      }
    }, STOP_TIMEOUT_MS);
    await Promise.all(running.map(({ exited }) => exited));
    clearTimeout(deadline);
    process.exit(exitCode);
  }
}

/** Polls a health URL until it answers 200; fails early when the process behind it exits. */
async function waitForHealth(name, url, entry) {
  log(`waiting for ${name} at ${url}`);
  const started = Date.now();
  let lastAnswer = 'no answer';
  let exited = false;
  entry.exited.then(() => (exited = true));
  while (Date.now() - started < STARTUP_TIMEOUT_MS) {
    if (exited) throw new Error(`${name} exited during start-up (see its log above)`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(3_000) });
      if (response.ok) return;
      lastAnswer = `${response.status} ${(await response.text()).slice(0, 300)}`;
    } catch (error) {
      lastAnswer = error.cause?.code ?? error.message;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${name} was not healthy after ${STARTUP_TIMEOUT_MS / 1000} s (last answer: ${lastAnswer})`);
}

const stack = new Stack();
let interrupted = false;
let stopRequestedAt = 0;

async function main() {
  for (const file of [
    'packages/shared/dist/node/index.js',
    'backend/dist/main.js',
    'worker/dist/main.js',
    'frontend/dist-server/render-server.js',
  ])
    requireBuild(file);
  const settings = readSettings(process.argv.slice(2));

  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      // Within a second it is the same stop delivered twice (to the script and to its process group).
      if (stack.stopping && Date.now() - stopRequestedAt < 1_000) return;
      if (stack.stopping) {
        log('second signal: killing everything now');
        for (const { child } of stack.children) child.kill('SIGKILL');
        process.exit(1);
      }
      interrupted = true;
      stopRequestedAt = Date.now();
      log(`${signal}: stopping nginx, backend and worker`);
      stack.stop(0);
    });
  }

  const nginxCommand = renderLocalNginxConfig({
    runDir: settings.NGINX_RUN_DIR ?? path.join(repoRoot, '.run', 'nginx'),
    nginxPort: settings.NGINX_PORT,
    backendUpstream: `127.0.0.1:${settings.PORT}`,
    rendererUpstream: `127.0.0.1:${settings.RENDERER_PORT}`,
    publicUrl: settings.PUBLIC_URL,
    // STATIC_ROOT serves another build of the frontend; the renderer checks it has an index.html.
    staticRoot: settings.STATIC_ROOT ?? path.join(repoRoot, 'frontend', 'dist'),
    trustedProxies: settings.NGINX_TRUSTED_PROXIES,
    // The privacy page states the period the worker applies: the same setting.
    leadRetentionDays: settings.LEAD_RETENTION_DAYS,
    statusPort: settings.NGINX_STATUS_PORT,
  });
  testNginxConfig(nginxCommand);

  const childEnv = { ...settings };
  // The backend creates a missing database and runs the migrations, so the worker starts once it is healthy.
  const backend = stack.start('backend', process.execPath, ['backend/dist/main.js'], childEnv);
  await waitForHealth('backend', `http://127.0.0.1:${settings.PORT}/api/health`, backend);
  if (interrupted) return;
  const worker = stack.start('worker', process.execPath, ['worker/dist/main.js'], childEnv);
  await waitForHealth('worker', `http://127.0.0.1:${settings.WORKER_HEALTH_PORT}/health`, worker);
  if (interrupted) return;
  // The render server reads posts from the backend; it serves the blog, the sitemap and the feed.
  const rendererEnv = { ...childEnv, RENDERER_HOST: '127.0.0.1', RENDER_BACKEND_URL: `http://127.0.0.1:${settings.PORT}` };
  const renderer = stack.start('renderer', process.execPath, ['frontend/dist-server/render-server.js'], rendererEnv);
  await waitForHealth('renderer', `http://127.0.0.1:${settings.RENDERER_PORT}/health`, renderer);
  if (interrupted) return;
  // SIGQUIT is nginx's graceful stop: requests in flight are answered first.
  const nginx = stack.start('nginx', nginxCommand.binary, nginxCommand.args, childEnv, 'SIGQUIT');
  await waitForHealth('nginx', `http://127.0.0.1:${settings.NGINX_PORT}/api/health`, nginx);
  if (interrupted) return;
  log(`Rebound is running at http://localhost:${settings.NGINX_PORT} (Ctrl+C stops it)`);
}

main().catch((error) => {
  if (!interrupted) console.error(`[start-local] ${error.message}`);
  stack.stop(interrupted ? 0 : 1);
});
