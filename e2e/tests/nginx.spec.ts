import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { expect, test } from '../support/fixtures';
import { rawRequest } from '../support/raw-http';
import { expectSecurityHeaders } from '../support/security-headers';
import { repoRoot } from '../support/stack-info';

interface SiteRoutes {
  routes: { id: string; path: string; rendering?: 'server' | 'browser'; indexable?: boolean }[];
}

/** The whole route list: the public part and the staff's (kept apart so public pages do not carry it). */
const siteRoutes: SiteRoutes = {
  routes: ['site-routes.json', 'staff-routes.json'].flatMap(
    (name) => (JSON.parse(readFileSync(path.join(repoRoot, 'frontend', 'src', 'routes', name), 'utf8')) as SiteRoutes).routes,
  ),
};
/** A route as a concrete path (`/blog/:id` becomes `/blog/some-id`). */
const concretePath = (path: string) => path.replace(/:[A-Za-z]+/g, 'some-id');
/** Every route of the app as a concrete path. */
const routePaths = siteRoutes.routes.map((route) => concretePath(route.path));
/** Pages that are nobody's search result: sent with noindex and no referrer. */
const privatePaths = new Set(siteRoutes.routes.filter((route) => route.indexable === false).map((route) => concretePath(route.path)));
/** Pages the render server renders from their query (a token, a form's result): nobody keeps them. */
const neverKeptPaths = new Set(
  siteRoutes.routes.filter((route) => route.indexable === false && route.rendering === 'server').map((route) => concretePath(route.path)),
);

test.describe('nginx in front of the built app and the backend', () => {
  test('the committed route map is what the route list generates', () => {
    const output = execFileSync(process.execPath, [path.join(repoRoot, 'nginx', 'generate-route-map.mjs'), '--check'], {
      encoding: 'utf8',
    });
    expect(output).toContain('matches');
  });

  test('the home page is prerendered HTML, never cached, with the security headers', async ({ stack }) => {
    const response = await rawRequest(`${stack.baseUrl}/`);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body.toString()).toMatch(/<div id="root"><!--\$--><div class=/);
    expectSecurityHeaders(response.headers, 'GET /');
  });

  test('every page answers 200 (a trailing slash redirects to the page), each with its own HTML', async ({ stack }) => {
    expect(routePaths).toContain('/about');
    expect(routePaths).toContain('/blog/some-id');
    const bodies = new Set<string>();
    // Redirects, and addresses that name no post (an unknown id or preview token answers 404).
    const notPages = ['/contact', '/prototype', '/docs', '/blog/some-id', '/blog/preview/some-id'];
    for (const routePath of routePaths.filter((candidate) => !notPages.includes(candidate))) {
      const response = await rawRequest(`${stack.baseUrl}${routePath}`);
      expect(response.status, routePath).toBe(200);
      // The newsletter's token pages and a form's result page are never kept by anyone; every other page is revalidated.
      expect(response.headers['cache-control'], routePath).toBe(neverKeptPaths.has(routePath) ? 'no-store' : 'no-cache');
      expectSecurityHeaders(response.headers, `GET ${routePath}`, { privatePage: privatePaths.has(routePath) });
      bodies.add(response.body.toString());
      if (routePath !== '/') {
        const slashed = await rawRequest(`${stack.baseUrl}${routePath}/?x=1`);
        expect(slashed.status, `${routePath}/`).toBe(301);
        expect(slashed.headers.location, `${routePath}/`).toBe(`${routePath}?x=1`);
      }
    }
    // The staff pages are all the one client shell; every other page is its own document.
    const browserRendered = siteRoutes.routes.filter((route) => route.rendering === 'browser').length;
    expect(bodies.size).toBe(routePaths.length - notPages.length - (browserRendered - 1));
  });

  test('an unknown path answers 404 with the not-found page, never cached, with the security headers', async ({ stack }) => {
    for (const unknown of [
      '/nope',
      '/blog/some-id/extra',
      '/about-us',
      '/admin',
      '/assets/missing-file.js',
      '/index.htm',
      '/prerendered/en/about.html',
    ]) {
      const response = await rawRequest(`${stack.baseUrl}${unknown}`);
      expect(response.status, unknown).toBe(404);
      expect(response.headers['content-type'], unknown).toMatch(/^text\/html/);
      expect(response.headers['cache-control'], unknown).toBe('no-cache');
      expect(response.body.toString(), unknown).toContain('<h1');
      expect(response.body.toString(), unknown).toContain('Page Not Found');
      expectSecurityHeaders(response.headers, `GET ${unknown}`);
    }
  });

  test('a redirect by nginx stays relative, so it never names the container port', async ({ stack }) => {
    const response = await rawRequest(`${stack.baseUrl}/api`);
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe('/api/');
  });

  test('hashed assets are cached for a year, compressed, and carry only the headers an asset needs', async ({ stack }) => {
    const shell = (await rawRequest(`${stack.baseUrl}/`)).body.toString();
    const scriptPath = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(shell)?.[1];
    expect(scriptPath, 'index.html loads a script from /assets/').toBeTruthy();

    const plain = await rawRequest(`${stack.baseUrl}${scriptPath}`);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.headers['content-encoding']).toBeUndefined();
    // An asset carries nosniff; the page policies (CSP, framing) belong to documents only.
    expect(plain.headers['x-content-type-options']).toBe('nosniff');
    expect(plain.headers['content-security-policy']).toBeUndefined();

    const compressed = await rawRequest(`${stack.baseUrl}${scriptPath}`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(compressed.headers.vary).toMatch(/Accept-Encoding/i);
    expect(compressed.body.length).toBeLessThan(plain.body.length);
    expect(gunzipSync(compressed.body).equals(plain.body)).toBe(true);

    const html = await rawRequest(`${stack.baseUrl}/about`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(html.headers['content-encoding']).toBe('gzip');
  });

  // Issue 8: production serves no source maps (they would publish the sources). The nginx image copies
  // exactly this build (frontend/dist), so what holds here holds in production.
  test('the build holds no source maps and names none, and nginx has none to serve', async ({ stack }) => {
    const distDir = path.join(repoRoot, 'frontend', 'dist');
    const files = readdirSync(distDir, { recursive: true, encoding: 'utf8' });
    const scripts = files.filter((file) => /\.(m?js|css)$/.test(file));
    expect(scripts.length, 'the build has scripts and styles').toBeGreaterThan(0);
    expect(files.filter((file) => file.endsWith('.map'))).toEqual([]);
    expect(scripts.filter((file) => readFileSync(path.join(distDir, file), 'utf8').includes('sourceMappingURL'))).toEqual([]);

    const shell = (await rawRequest(`${stack.baseUrl}/`)).body.toString();
    const scriptPath = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(shell)?.[1];
    expect(scriptPath, 'the home page loads a script from /assets/').toBeTruthy();
    const script = await rawRequest(`${stack.baseUrl}${scriptPath}`);
    expect(script.status).toBe(200);
    expect(script.headers.sourcemap ?? script.headers['x-sourcemap']).toBeUndefined();
    expect((await rawRequest(`${stack.baseUrl}${scriptPath}.map`)).status).toBe(404);
  });

  test("robots.txt comes from the build, with the site's own address", async ({ stack }) => {
    const response = await rawRequest(`${stack.baseUrl}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const built = readFileSync(path.join(repoRoot, 'frontend', 'dist', 'robots.txt'), 'utf8');
    expect(response.body.toString()).toBe(built.replaceAll('https://public-url.rebound.invalid', stack.publicUrl));
  });

  test('/api is proxied to the backend, with the security headers once', async ({ stack }) => {
    const response = await rawRequest(`${stack.baseUrl}/api/health`);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const direct = await rawRequest(`${stack.backendUrl}/api/health`);
    expect(Object.keys(JSON.parse(response.body.toString()))).toEqual(Object.keys(JSON.parse(direct.body.toString())));
    expectSecurityHeaders(response.headers, 'GET /api/health');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  test('a request body over 16 KiB is refused by nginx with 413', async ({ stack }) => {
    const body = JSON.stringify({ name: 'Big', email: 'big@example.org', message: 'x'.repeat(20 * 1024) });
    const response = await rawRequest(`${stack.baseUrl}/api/interest`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(body)) },
      body,
    });
    expect(response.status).toBe(413);
    expectSecurityHeaders(response.headers, 'POST 20 KiB');
  });

  test('the throttle sees the address nginx sets, not a client-supplied X-Forwarded-For', async ({ stack, resetThrottling }) => {
    await resetThrottling();
    // A client of its own (127.0.0.77), so the suite's other requests keep their budget.
    const login = (sourceAddress: string, spoofed: string) =>
      rawRequest(`${stack.baseUrl}/api/auth/login`, {
        method: 'POST',
        localAddress: sourceAddress,
        // The site's Origin, as its sign-in page sends it: a sign-in without one is refused before the throttle counts it.
        headers: { 'Content-Type': 'application/json', Origin: stack.publicUrl, 'X-Forwarded-For': spoofed, 'X-Real-IP': spoofed },
        body: JSON.stringify({ email: 'nobody@rebound.test', password: 'not-the-password' }),
      });
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 30 && !statuses.includes(429); attempt += 1) {
      // A new forged address each time: if the backend believed it, no limit would ever be reached.
      statuses.push((await login('127.0.0.77', `203.0.113.${attempt}`)).status);
    }
    expect(statuses[0]).toBe(401);
    expect(statuses).toContain(429);
    // The limit is per real client: another address is not affected.
    expect((await login('127.0.0.78', '203.0.113.1')).status).toBe(401);
    await resetThrottling();
  });
});
