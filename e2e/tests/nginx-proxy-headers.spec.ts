import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { BLOG_STUDIO_MAX_BODY_BYTES } from '@rebound/shared';
import { type OwnNginx, startOwnNginx } from '../support/own-nginx';
import { rawRequest } from '../support/raw-http';
import { expectSecurityHeaders } from '../support/security-headers';

interface EchoedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  bodyBytes: number;
}

// The shared nginx template, rendered by the same renderer as `npm start`, in front of an upstream that
// echoes what it receives: shows exactly which headers reach the backend.
test.describe('what nginx forwards to the backend', () => {
  let workDir: string;
  let echoServer: Server;
  let nginx: OwnNginx | undefined;
  let nginxUrl: string;

  test.beforeAll(async () => {
    workDir = mkdtempSync(path.join(tmpdir(), 'rebound-nginx-'));
    writeFileSync(path.join(workDir, 'index.html'), '<!doctype html><title>shell</title><div id="root"></div>');
    echoServer = createServer((request, response) => {
      let bodyBytes = 0;
      request.on('data', (chunk: Buffer) => (bodyBytes += chunk.length));
      request.on('end', () => {
        const echoed: EchoedRequest = { method: request.method ?? '', url: request.url ?? '', headers: request.headers, bodyBytes };
        // Headers helmet would send; nginx must not pass them on next to its own.
        response.setHeader('Content-Security-Policy', "default-src 'none'");
        response.setHeader('X-Frame-Options', 'SAMEORIGIN');
        response.setHeader('X-Powered-By', 'Express');
        response.setHeader('Content-Type', 'application/json');
        response.end(JSON.stringify(echoed));
      });
    });
    await new Promise<void>((resolve) => echoServer.listen(0, '127.0.0.1', resolve));
    const { port: echoPort } = echoServer.address() as AddressInfo;
    nginx = await startOwnNginx({
      backendUpstream: `127.0.0.1:${echoPort}`,
      rendererUpstream: `127.0.0.1:${echoPort}`,
      publicUrl: 'http://localhost:8080',
      staticRoot: workDir,
    });
    nginxUrl = nginx.url;
  });

  test.afterAll(async () => {
    await nginx?.stop();
    await new Promise((resolve) => echoServer?.close(resolve));
    rmSync(workDir, { recursive: true, force: true });
  });

  test('sets the forwarded headers itself, replacing what the client sent', async () => {
    const response = await rawRequest(`${nginxUrl}/api/interest?lang=nl`, {
      method: 'POST',
      localAddress: '127.0.0.42',
      headers: {
        'Content-Type': 'application/json',
        Host: 'rebound.example',
        'X-Forwarded-For': '198.51.100.7, 10.0.0.1',
        'X-Real-IP': '198.51.100.7',
        'X-Forwarded-Proto': 'https',
      },
      body: JSON.stringify({ name: 'n', email: 'e@example.org' }),
    });
    expect(response.status).toBe(200);
    const echoed = JSON.parse(response.body.toString()) as EchoedRequest;
    expect(echoed.method).toBe('POST');
    expect(echoed.url).toBe('/api/interest?lang=nl');
    expect(echoed.headers.host).toBe('rebound.example');
    expect(echoed.headers['x-forwarded-for']).toBe('127.0.0.42');
    expect(echoed.headers['x-real-ip']).toBe('127.0.0.42');
    expect(echoed.headers['x-forwarded-proto']).toBe('http');
  });

  test("gives every registration an Idempotency-Key: the client's own, else one made of nginx's request id", async () => {
    const post = (headers: Record<string, string>) =>
      rawRequest(`${nginxUrl}/api/interest`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: '{}',
      }).then((response) => (JSON.parse(response.body.toString()) as EchoedRequest).headers['idempotency-key']);
    expect(await post({ 'Idempotency-Key': 'form-5b0e-41c7' })).toBe('form-5b0e-41c7');
    const made = [await post({}), await post({})];
    for (const key of made) expect(key).toMatch(/^nginx-[0-9a-f]{32}$/);
    expect(made[0]).not.toBe(made[1]);
    // Only registrations get one: other calls reach the backend as the client sent them.
    const login = await rawRequest(`${nginxUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect((JSON.parse(login.body.toString()) as EchoedRequest).headers['idempotency-key']).toBeUndefined();
  });

  test('passes bodies up to 16 KiB and refuses larger ones before the backend sees them', async () => {
    const send = (bytes: number) =>
      rawRequest(`${nginxUrl}/api/interest`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: 'x'.repeat(bytes) });
    const accepted = await send(16 * 1024);
    expect(accepted.status).toBe(200);
    expect((JSON.parse(accepted.body.toString()) as EchoedRequest).bodyBytes).toBe(16 * 1024);
    expect((await send(16 * 1024 + 1)).status).toBe(413);
  });

  test("lets the blog studio's saves through up to the backend's own limit, and no further", async () => {
    const send = (bytes: number) =>
      rawRequest(`${nginxUrl}/api/admin/blog-posts/a-post`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: 'x'.repeat(bytes),
      });
    const accepted = await send(BLOG_STUDIO_MAX_BODY_BYTES);
    expect(accepted.status).toBe(200);
    expect((JSON.parse(accepted.body.toString()) as EchoedRequest).bodyBytes).toBe(BLOG_STUDIO_MAX_BODY_BYTES);
    expect((await send(BLOG_STUDIO_MAX_BODY_BYTES + 1)).status).toBe(413);
  });

  test("replaces the backend's security headers with its own, once", async () => {
    const response = await rawRequest(`${nginxUrl}/api/anything`);
    expectSecurityHeaders(response.headers, 'proxied answer');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });
});
