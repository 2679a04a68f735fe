import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';
import { freePorts } from '@rebound/shared/testing';
import { rawRequest } from './raw-http';
import { repoRoot } from './stack-info';

export interface OwnNginxOptions {
  /** host:port of the backend(s) and of the render server. */
  backendUpstream: string;
  rendererUpstream: string;
  publicUrl: string;
  /** Files to serve in place of the frontend build. */
  staticRoot?: string;
  /** LEAD_RETENTION_DAYS for the privacy page (unset: the build table's default). */
  leadRetentionDays?: string;
}

export interface OwnNginx {
  url: string;
  stop: () => Promise<void>;
}

/**
 * A second nginx with the site's very config, rendered by nginx/render-config.mjs as `npm start` does,
 * serving the current frontend build (or `staticRoot`) in front of upstreams a test chooses.
 */
export async function startOwnNginx({
  backendUpstream,
  rendererUpstream,
  publicUrl,
  staticRoot,
  leadRetentionDays,
}: OwnNginxOptions): Promise<OwnNginx> {
  const [nginxPort] = await freePorts(1);
  const runDir = mkdtempSync(path.join(tmpdir(), 'rebound-own-nginx-'));
  const rendered = await new Promise<string>((resolve, reject) => {
    const render = spawn(process.execPath, [path.join(repoRoot, 'nginx', 'render-config.mjs')], {
      env: {
        ...process.env,
        NGINX_RUN_DIR: runDir,
        NGINX_PORT: String(nginxPort),
        BACKEND_UPSTREAM: backendUpstream,
        RENDERER_UPSTREAM: rendererUpstream,
        PUBLIC_URL: publicUrl,
        ...(staticRoot === undefined ? {} : { STATIC_ROOT: staticRoot }),
        LEAD_RETENTION_DAYS: leadRetentionDays ?? '',
      },
    });
    let output = '';
    render.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    render.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    render.on('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`render-config failed: ${output}`))));
  });
  const command = JSON.parse(rendered) as { binary: string; args: string[] };
  const nginx: ChildProcess = spawn(command.binary, command.args, { stdio: 'ignore' });
  const url = `http://127.0.0.1:${nginxPort}`;
  const stop = async () => {
    if (nginx.exitCode === null && nginx.signalCode === null) {
      const exited = new Promise((resolve) => nginx.once('exit', resolve));
      nginx.kill('SIGQUIT');
      await exited;
    }
    rmSync(runDir, { recursive: true, force: true });
  };
  try {
    await expect.poll(async () => (await rawRequest(`${url}/index.html`).catch(() => ({ status: 0 }))).status).toBe(200);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}
