import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { expect, test } from '../support/fixtures';
import { fetchPage } from '../support/html-page';
import { logMark, logSince } from '../support/log-since';
import { type OwnNginx, startOwnNginx } from '../support/own-nginx';
import { rawRequest } from '../support/raw-http';
import { requestTarget } from '../support/raw-request-line';
import { repoRoot } from '../support/stack-info';

const FOUR_KIB = 4 * 1024;

/**
 * Accept-Language made to backtrack: thousands of empty items, then a tag that only starts like a
 * language the site speaks (`enx` is not `en`). The old map took ~0.6 s of nginx's CPU for one.
 */
const hostileAcceptLanguage = `${' ,'.repeat((FOUR_KIB - 4) / 2)}enx`;
/** An i18next cookie of `-`/`_` pieces that every language's map must try and refuse. */
const hostileLanguageCookie = `i18next=en${'-_'.repeat((FOUR_KIB - 20) / 2)}!`;
/** Thousands of cookies before the one that counts. */
const crowdedCookie = `${'a=1; '.repeat((FOUR_KIB - 20) / 5)}i18next=nl`;
/** Long paths for every regex that reads the path: the trailing slash, the file names, the blog. */
const hostilePaths = [
  `/${'%5C.a/'.repeat(FOUR_KIB / 7)}`,
  `/${'a/'.repeat(FOUR_KIB / 2)}%5C/`,
  `/${'a.'.repeat(FOUR_KIB / 2)}-`,
  `/blog/${'a%09'.repeat(FOUR_KIB / 4)}`,
];

/** Accept-Language as browsers send it, and the language the site must choose for it. */
const ORDINARY_ACCEPT_LANGUAGES: Array<[string, string]> = [
  ['enx, nl', 'nl'],
  ['pt-BR, en', 'pt'],
  ['de-DE, de;q=0.9, fr;q=0.8, en;q=0.5', 'fr'],
  ['fr-CA;q=0.1, nl;q=0.9', 'fr'],
  [' , ,  fa-IR', 'fa'],
  ['EN-us', 'en'],
  ['xx-en, es', 'es'],
  ['esperanto, nl', 'nl'],
  ['es_ES', 'es'],
  ['de,,ja', 'en'],
  ['*', 'en'],
];

/** The not-found page's heading in a language, as the locale file holds it. */
const notFoundTitle = (language: string) =>
  (JSON.parse(readFileSync(path.join(repoRoot, 'frontend', 'src', 'locales', language, 'notFound.json'), 'utf8')) as { title: string })
    .title;

test.describe('nginx and the render server under hostile input', () => {
  test('a 4 KiB hostile Accept-Language, Cookie or path gets the right answer, fast, and no PCRE alert; the language choice is as before', async ({
    stack,
  }) => {
    const errorLogMark = logMark(stack.nginxErrorLog);
    const lang = async (headers: Record<string, string>) => (await fetchPage(`${stack.baseUrl}/mission`, headers)).lang;
    expect(await lang({ 'Accept-Language': hostileAcceptLanguage })).toBe('en');
    expect(await lang({ 'Accept-Language': `${hostileAcceptLanguage}, nl` })).toBe('nl');
    expect(await lang({ Cookie: hostileLanguageCookie, 'Accept-Language': 'fr' })).toBe('fr');
    expect(await lang({ Cookie: crowdedCookie })).toBe('nl');
    expect(await lang({ 'Accept-Language': hostileAcceptLanguage, Cookie: hostileLanguageCookie })).toBe('en');
    // The choice itself is as before: the first language sent whose primary subtag the site speaks.
    for (const [acceptLanguage, language] of ORDINARY_ACCEPT_LANGUAGES)
      expect(await lang({ 'Accept-Language': acceptLanguage }), acceptLanguage).toBe(language);
    for (const hostilePath of hostilePaths) {
      const answer = await requestTarget(stack.baseUrl, hostilePath);
      expect(answer.status, hostilePath.slice(0, 40)).toBe(404);
    }

    // As fast as an ordinary request: taken in turns, so a busy machine slows both alike. The margin is
    // wide (the old map cost 0.6 s per hostile request); the PCRE check below is the exact proof.
    let ordinaryMs = 0;
    let hostileMs = 0;
    for (let round = 0; round < 10; round += 1) {
      const ordinaryStart = performance.now();
      expect((await rawRequest(`${stack.baseUrl}/about`, { headers: { 'Accept-Language': 'de, enx, nl' } })).status).toBe(200);
      ordinaryMs += performance.now() - ordinaryStart;
      const hostileStart = performance.now();
      expect((await rawRequest(`${stack.baseUrl}/about`, { headers: { 'Accept-Language': hostileAcceptLanguage } })).status).toBe(200);
      hostileMs += performance.now() - hostileStart;
    }
    expect(hostileMs, `10 hostile requests took ${Math.round(hostileMs)} ms, 10 ordinary ones ${Math.round(ordinaryMs)} ms`).toBeLessThan(
      2_000 + 10 * ordinaryMs,
    );

    // PCRE gives up with an alert when a regex backtracks past its match limit; none may be in the log.
    expect(logSince(stack.nginxErrorLog, errorLogMark)).not.toMatch(/pcre/i);
  });

  test('a redirect never leaves the site, whatever the path holds', async ({ stack }) => {
    const attempts = [
      '/%5Cevil.example/',
      '/%5C%5Cevil.example/',
      '/%09/evil.example/',
      '/%09%5C/evil.example/',
      '/x%0d/',
      '/x%0a/',
      '/x%0d%0aSet-Cookie:%20a=b/',
      '//evil.example/',
      '/%2F/evil.example/',
      '/%2F%2Fevil.example/',
      '/%2f%5cevil.example/',
      '/./evil.example/',
      '/.//evil.example/',
      '/%2E/%2F%5Cevil.example/',
      '/%5C/',
      '/a%20b/',
      '/%E2%80%8B/evil.example/',
    ];
    for (const attempt of attempts) {
      const answer = await requestTarget(stack.baseUrl, attempt);
      const location = answer.header('location');
      if (location !== undefined) {
        // A plain path of this site: no scheme, no `//`, no `\`, no control character.
        expect(location, attempt).toMatch(/^\/[A-Za-z0-9._~-]+(?:\/[A-Za-z0-9._~-]+)*$/);
        expect(new URL(location, 'http://site.test/').origin, attempt).toBe('http://site.test');
      }
      // Nothing but the plain-path cases are redirected: the rest is the not-found page.
      if (/%5C|%09|%0d|%0a|%20|%E2/i.test(attempt)) expect(answer.status, attempt).toBe(404);
    }
    const about = await requestTarget(stack.baseUrl, '/about/');
    expect([about.status, about.header('location')]).toEqual([301, '/about']);
    const withQuery = await requestTarget(stack.baseUrl, '/nl/about/?x=1');
    expect([withQuery.status, withQuery.header('location')]).toEqual([301, '/nl/about?x=1']);
  });

  test("a path whose escape decodes to no text is the not-found page in the visitor's language, and nothing fails", async ({ stack }) => {
    const stackLogMark = logMark(stack.logFile);
    // The blog's posts come from the render server; every other page from nginx's files.
    for (const malformed of [
      '/blog/%FF',
      '/blog/%E2%82',
      '/blog/%C0%AF',
      '/%FF',
      '/about%FF',
      '/newsletter/confirm%FF',
      '/get-involved/%FF',
    ]) {
      for (const language of ['nl', 'fa']) {
        const page = await fetchPage(`${stack.baseUrl}/${language}${malformed}`);
        expect(page.response.status, `${malformed} (${language})`).toBe(404);
        expect(page.lang, `${malformed} (${language})`).toBe(language);
        expect(page.h1, `${malformed} (${language})`).toBe(notFoundTitle(language));
      }
    }
    // A `%` that starts no escape at all is refused by nginx before any route.
    for (const invalid of ['/blog/%zz', '/%', '/about%G0']) expect((await requestTarget(stack.baseUrl, invalid)).status, invalid).toBe(400);
    expect(logSince(stack.logFile, stackLogMark)).not.toMatch(/render failed|"level":"error"/);
  });

  test('hostile bodies to the staff account calls through nginx get a 4xx with the error shape, never a 5xx', async ({
    request,
    stack,
    resetThrottling,
  }) => {
    const calls = [
      '/api/auth/login',
      '/api/auth/setup',
      '/api/auth/invitation',
      '/api/auth/password-reset',
      '/api/auth/password-reset/complete',
    ];
    const bodies: unknown[] = [
      { email: 'a\u0000b@rebound.test', password: 'x' },
      { email: 'owner@rebound.test\r\nBcc: x@evil.example', password: 'x' },
      { token: '\u202e'.repeat(43), password: 'a long and uncommon password' },
      { token: ['t'.repeat(43)], password: { $ne: '' } },
      { email: 'x'.repeat(5_000), password: 'y'.repeat(5_000) },
      [],
      'null',
    ];
    for (const path of calls) {
      for (const body of bodies) {
        await resetThrottling();
        const answer = await request.post(path, { data: body, headers: { Origin: stack.publicUrl } });
        expect(answer.status(), `${path} ${JSON.stringify(body).slice(0, 60)}`).toBeGreaterThanOrEqual(400);
        expect(answer.status(), `${path} ${JSON.stringify(body).slice(0, 60)}`).toBeLessThan(500);
        expect(await answer.json()).toEqual(expect.objectContaining({ statusCode: answer.status(), message: expect.any(String) }));
      }
    }
  });

  test('the access log names paths without their query, and the error log echoes no query of a 4xx', async ({ stack }) => {
    const secret = randomUUID().slice(0, 12);
    const accessLogMark = logMark(stack.nginxAccessLog);
    const errorLogMark = logMark(stack.nginxErrorLog);
    const requests: Array<[string, Record<string, string>]> = [
      [`/api/personal-data?email=erase-${secret}%40example.org`, {}],
      [`/api/newsletter/unsubscribe?token=token-${secret}`, {}],
      [`/api/admin/subscribers?q=search-${secret}&cursor=cursor-${secret}`, {}],
      [`/newsletter/confirm?token=confirm-${secret}`, {}],
      [`/no-such-page?email=lost-${secret}`, {}],
      [`/about/?q=slash-${secret}`, {}],
      [`/about`, { Referer: `${stack.publicUrl}/admin/subscribers?q=referer-${secret}` }],
      // The staff account links carry their one-time token in the query.
      [`/admin/invitation?lng=en&token=invite-${secret}`, {}],
      [`/admin/reset-password?token=reset-${secret}`, {}],
      [`/admin/setup?token=setup-${secret}`, {}],
      [`/api/admin/audit?account=audit-${secret}`, {}],
      [`/about`, { Referer: `${stack.publicUrl}/admin/invitation?token=invite-referer-${secret}` }],
    ];
    for (const [target, headers] of requests) await requestTarget(stack.baseUrl, target, headers);
    expect((await requestTarget(stack.baseUrl, `/%zz?token=bad-${secret}`)).status).toBe(400);

    // nginx writes a request's line once it has answered: wait for the last one.
    await expect.poll(() => logSince(stack.nginxAccessLog, accessLogMark)).toContain('HTTP/1.1" 400 ');
    const accessLog = logSince(stack.nginxAccessLog, accessLogMark);
    for (const loggedPath of [
      '/api/personal-data',
      '/api/newsletter/unsubscribe',
      '/api/admin/subscribers',
      '/newsletter/confirm',
      '/no-such-page',
      '/about/',
      '/admin/invitation',
      '/admin/reset-password',
      '/admin/setup',
      '/api/admin/audit',
    ]) {
      expect(accessLog).toContain(`"GET ${loggedPath} HTTP/1.1"`);
    }
    expect(accessLog).toContain(`"${stack.publicUrl}/admin/subscribers"`);
    expect(accessLog).toContain(`"${stack.publicUrl}/admin/invitation"`);
    expect(accessLog).not.toContain(secret);
    expect(logSince(stack.nginxErrorLog, errorLogMark)).not.toContain(secret);
  });
});

// The site's config rendered with an https PUBLIC_URL, in front of a server that records what reaches
// it as backend and as render server.
test.describe('nginx with an https PUBLIC_URL, in front of a recording upstream', () => {
  const HSTS = 'max-age=31536000; includeSubDomains';
  const received = new Map<string, IncomingHttpHeaders>();
  let upstream: Server;
  let nginx: OwnNginx;

  test.beforeAll(async () => {
    upstream = createServer((request, response) => {
      received.set(request.url ?? '', request.headers);
      response.writeHead(200, { 'Content-Type': request.url?.startsWith('/api/') ? 'application/json' : 'text/html; charset=utf-8' });
      response.end(request.url?.startsWith('/api/') ? '{}' : '<!doctype html><title>rendered</title>');
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const address = `127.0.0.1:${(upstream.address() as AddressInfo).port}`;
    nginx = await startOwnNginx({ backendUpstream: address, rendererUpstream: address, publicUrl: 'https://rebound.example' });
  });

  test.afterAll(async () => {
    await nginx?.stop();
    await new Promise((resolve) => upstream?.close(resolve));
  });

  test('the render server gets no cookie and no credentials; nginx still reads the language cookie', async () => {
    const id = randomUUID().slice(0, 8);
    const visitor = { Cookie: `rebound_admin=session-${id}; i18next=nl`, Authorization: `Bearer ${id}` };
    for (const target of [`/blog/post-${id}`, `/newsletter/confirm?token=${id}`, `/sitemap.xml?${id}`]) {
      expect((await requestTarget(nginx.url, target, visitor)).status, target).toBe(200);
      const headers = received.get(target);
      expect(headers, `${target} reached the renderer`).toBeDefined();
      expect(headers?.cookie, target).toBeUndefined();
      expect(headers?.authorization, target).toBeUndefined();
    }
    expect(received.get(`/blog/post-${id}`)?.['x-site-language']).toBe('nl');
    // The API is another matter: staff calls need their session cookie.
    await requestTarget(nginx.url, `/api/admin/leads?${id}`, visitor);
    expect(received.get(`/api/admin/leads?${id}`)?.cookie).toBe(`rebound_admin=session-${id}; i18next=nl`);
  });

  test('every answer carries HSTS once, whoever made it; with an http PUBLIC_URL none does', async ({ stack }) => {
    const shell = (await rawRequest(`${nginx.url}/`)).body.toString();
    const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(shell)?.[1] ?? '/assets/missing.js';
    const targets = [
      '/',
      '/about',
      '/about/',
      '/no-such-page',
      script,
      '/robots.txt',
      '/api',
      '/api/health',
      `/blog/${randomUUID()}`,
      '/sitemap.xml',
      '/%zz',
      '/blog/%FF',
    ];
    for (const target of targets) {
      const answer = await requestTarget(nginx.url, target);
      expect(
        answer.headerLines.filter((line) => /^strict-transport-security:/i.test(line)),
        `${target} (${answer.status})`,
      ).toEqual([`Strict-Transport-Security: ${HSTS}`]);
    }
    // The test stack's PUBLIC_URL is http://localhost:...: browsers ignore HSTS there, and nginx sends none.
    for (const target of ['/', '/about/', '/no-such-page', '/api/health', '/blog', '/%zz']) {
      expect((await requestTarget(stack.baseUrl, target)).header('strict-transport-security'), `${target} over http`).toBeUndefined();
    }
  });
});
