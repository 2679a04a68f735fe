import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { THROTTLE_LIMITS } from '@rebound/shared';
import { expect, test } from '../support/fixtures';
import { type FrontProxy, startFrontProxy } from '../support/front-proxy';
import { rawRequest } from '../support/raw-http';
import { readStackInfo, repoRoot } from '../support/stack-info';

// Issue 8: behind a proxy in front of nginx every visitor used to share one throttle key. nginx now
// takes the client's address from the proxies named in NGINX_TRUSTED_PROXIES, and the throttle keys on it.

const VISITOR_A = '127.0.0.10';
const VISITOR_B = '127.0.0.11';
const UNTRUSTED_CLIENT = '127.0.0.12';

test.describe('the throttle behind a second proxy', () => {
  let frontProxy: FrontProxy;

  test.beforeAll(async ({ stack }) => {
    frontProxy = await startFrontProxy(stack.baseUrl);
  });

  test.afterAll(async () => {
    await frontProxy?.close();
  });

  // With the site's Origin, as its sign-in page sends it: a sign-in without one is refused before the throttle counts it.
  const wrongLogin = (baseUrl: string, from: string, headers: Record<string, string> = {}) =>
    rawRequest(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      localAddress: from,
      headers: { 'Content-Type': 'application/json', Origin: readStackInfo().publicUrl, ...headers },
      body: JSON.stringify({ email: 'nobody@rebound.test', password: 'not the password' }),
    }).then((response) => response.status);

  test('counts each visitor behind the proxy on their own, and nobody can pose as another', async ({ stack, resetThrottling }) => {
    await resetThrottling();
    const { limit } = THROTTLE_LIMITS.adminLogin;

    for (let attempt = 0; attempt < limit; attempt += 1) expect(await wrongLogin(frontProxy.url, VISITOR_A)).toBe(401);
    expect(await wrongLogin(frontProxy.url, VISITOR_A)).toBe(429);
    // Forging X-Forwarded-For does not help A: the proxy appends A's own address, and that is the one nginx takes.
    expect(await wrongLogin(frontProxy.url, VISITOR_A, { 'X-Forwarded-For': VISITOR_B })).toBe(429);

    // Another visitor behind the same proxy is not locked out.
    expect(await wrongLogin(frontProxy.url, VISITOR_B)).toBe(401);

    // A client that is not a trusted proxy cannot name a visitor: its own address is its key.
    for (let attempt = 0; attempt < limit; attempt += 1)
      expect(await wrongLogin(stack.baseUrl, UNTRUSTED_CLIENT, { 'X-Forwarded-For': VISITOR_B })).toBe(401);
    expect(await wrongLogin(stack.baseUrl, UNTRUSTED_CLIENT, { 'X-Forwarded-For': VISITOR_B })).toBe(429);
    expect(await wrongLogin(frontProxy.url, VISITOR_B)).toBe(401);
  });
});

test('the Docker image turns NGINX_TRUSTED_PROXIES into the same set_real_ip_from lines as the local renderer', async () => {
  const { realIpDirectives } = (await import(pathToFileURL(path.join(repoRoot, 'nginx', 'render-config.mjs')).href)) as {
    realIpDirectives: (trustedProxies?: string) => string;
  };
  const dockerfile = readFileSync(path.join(repoRoot, 'nginx', 'Dockerfile'), 'utf8');
  const imageDefault = /NGINX_REAL_IP_DIRECTIVES="([^"]*)"/.exec(dockerfile)?.[1];
  // What the image's entrypoint does: source the .envsh script, then envsubst the template's placeholder.
  const byImage = (trustedProxies: string) =>
    execFileSync('sh', ['-c', '. "$0" && printf %s "$NGINX_REAL_IP_DIRECTIVES"', path.join(repoRoot, 'nginx', 'real-ip.envsh')], {
      env: { PATH: process.env.PATH, NGINX_TRUSTED_PROXIES: trustedProxies, NGINX_REAL_IP_DIRECTIVES: imageDefault },
      encoding: 'utf8',
    });

  for (const trustedProxies of ['', '10.0.0.0/8', '10.0.0.0/8, 192.168.1.2  2001:db8::/32']) {
    expect(byImage(trustedProxies)).toBe(realIpDirectives(trustedProxies));
  }
  expect(realIpDirectives('10.0.0.0/8, 192.168.1.2')).toBe('set_real_ip_from 10.0.0.0/8; set_real_ip_from 192.168.1.2; ');
  expect(realIpDirectives('')).toBe(imageDefault);
  // Anything but addresses is refused, by both, before nginx sees it.
  expect(() => realIpDirectives('10.0.0.1; include /etc/passwd')).toThrow(/not an IP address or CIDR range/);
  expect(() => byImage('10.0.0.1;include')).toThrow();
});
