// The render server: renders the blog per request (operators add posts with plain SQL, so the blog
// cannot be prerendered), plus sitemap.xml and the RSS feed, which list those posts, the newsletter's
// confirm and unsubscribe pages, whose form carries the token of their query, and the blog's preview
// links. nginx sends it /blog, /blog/:id, /blog/preview/:token, /sitemap.xml, /feed.xml and
// /newsletter/* with the visitor's language in X-Site-Language, and micro-caches its answers except
// the newsletter's and the previews'; when it is down, nginx serves the client shell
// and the pages still work.
// Run: node frontend/dist-server/render-server.js (RENDERER_PORT, RENDERER_HOST, RENDER_BACKEND_URL).

import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { routeIdAt } from '../app/page-components';
import { initServerI18n } from '../i18n/i18n';
import { FALLBACK_LANGUAGE, isSupportedLanguage, type LanguageCode } from '../i18n/languages';
import type { RouteId } from '../routes/site-routes';
import { BackendUnavailableError, type BlogSource, createBlogSource } from './blog-source';
import { renderFeed } from './feed';
import { FEED_PATH } from './head-tags';
import { PageRenderer } from './page-renderer';
import { decodedPath } from './request-path';
import { CLIENT_MANIFEST_FILE, NOT_FOUND_PROBE_PATH } from './server-files';
import { renderSitemap } from './sitemap';

export const SITEMAP_PATH = '/sitemap.xml';
/** nginx's choice of language for the request (query lng, cookie i18next, Accept-Language). */
export const LANGUAGE_HEADER = 'x-site-language';

interface RenderServerOptions {
  renderer: PageRenderer;
  blog: BlogSource;
  feedTexts: { title: string; description: string };
}

/** Pages whose markup depends on their query string (token, result); every other page is the same for any query. */
const PAGES_READING_THEIR_QUERY = new Set<RouteId>(['newsletterConfirm', 'newsletterUnsubscribe', 'getInvolvedSent']);

// nginx keeps an answer a few seconds (micro-cache) and browsers revalidate; token pages are never kept.
function send(response: ServerResponse, status: number, contentType: string, body: string, cacheControl = 'no-cache'): void {
  response.writeHead(status, {
    'Content-Type': contentType,
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': cacheControl,
  });
  response.end(body);
}

/** The address a moved post's page now has: the same prefix (`/blog/`, `/nl/blog/`), its new slug, the same query. */
export function movedPostAddress(pathname: string, movedTo: string, search: string): string {
  return `${pathname.slice(0, pathname.lastIndexOf('/') + 1)}${encodeURIComponent(movedTo)}${search}`;
}

function requestLanguage(request: IncomingMessage): LanguageCode {
  const header = request.headers[LANGUAGE_HEADER];
  const value = Array.isArray(header) ? header[0] : header;
  return isSupportedLanguage(value) ? value : FALLBACK_LANGUAGE;
}

export function createRenderServer({ renderer, blog, feedTexts }: RenderServerOptions) {
  const handle = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const { pathname, search } = new URL(request.url ?? '/', 'http://renderer');
    if (pathname === '/health') return send(response, 200, 'text/plain; charset=utf-8', 'ok');
    if (pathname === SITEMAP_PATH) return send(response, 200, 'application/xml; charset=utf-8', renderSitemap(await blog.list()));
    if (pathname === FEED_PATH) return send(response, 200, 'application/rss+xml; charset=utf-8', renderFeed(await blog.list(), feedTexts));

    const language = requestLanguage(request);
    // An address whose escapes decode to no text (`/blog/%FF`) names no page: the not-found page, as
    // nginx answers any unknown path.
    if (decodedPath(pathname) === undefined) {
      const page = await renderer.render(NOT_FOUND_PROBE_PATH, language);
      return send(response, page.status, 'text/html; charset=utf-8', page.html);
    }
    const routeId = routeIdAt(pathname);
    if (routeId === 'blog') {
      const page = await renderer.render(pathname, language, { blogPosts: await blog.list(language) });
      return send(response, page.status, 'text/html; charset=utf-8', page.html);
    }
    if (routeId === 'blogPost') {
      const id = decodeURIComponent(pathname.slice('/blog/'.length));
      const post = await blog.get(id, language);
      if (post && 'movedTo' in post) {
        response.writeHead(301, { Location: movedPostAddress(pathname, post.movedTo, search), 'Cache-Control': 'no-cache' }).end();
        return;
      }
      const page = await renderer.render(pathname, language, { blogPost: { id, post } });
      return send(response, page.status, 'text/html; charset=utf-8', page.html);
    }
    if (routeId === 'blogPreview') {
      // A preview link: a draft for whoever holds the token. Never kept by anyone (nginx sends it as a
      // private page: noindex, no referrer, no micro-cache), and rendered whole for readers without JavaScript.
      const token = decodeURIComponent(pathname.slice(pathname.lastIndexOf('/') + 1));
      const page = await renderer.render(pathname, language, { blogPreview: { token, post: await blog.preview(token, language) } });
      return send(response, page.status, 'text/html; charset=utf-8', page.html, 'no-store');
    }
    if (routeId && PAGES_READING_THEIR_QUERY.has(routeId)) {
      // The newsletter's token pages (the form carries the token) and the pages a form post lands on
      // (they show its result): they need their query. nginx never caches them (they are
      // `indexable: false`), and the renderer says so too.
      const page = await renderer.render(pathname, language, {}, search);
      return send(response, page.status, 'text/html; charset=utf-8', page.html, 'no-store');
    }
    const page = await renderer.render(pathname, language);
    return send(response, page.status, 'text/html; charset=utf-8', page.html);
  };

  return createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      // The backend being away is the one expected failure: 503 lets nginx serve the client shell.
      const status = error instanceof BackendUnavailableError ? 503 : 500;
      // The path only: a query can hold a newsletter token, which has no place in a log.
      const requestPath = (request.url ?? '/').split('?')[0];
      if (status === 500) console.error(JSON.stringify({ level: 'error', msg: 'render failed', path: requestPath, error: String(error) }));
      if (!response.headersSent)
        send(response, status, 'text/plain; charset=utf-8', status === 503 ? 'Backend unavailable' : 'Render failed');
      else response.destroy();
    });
  });
}

async function main(): Promise<void> {
  const serverDir = path.dirname(fileURLToPath(import.meta.url));
  const distDir = path.resolve(serverDir, '..', 'dist');
  const template = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const manifest = JSON.parse(readFileSync(path.join(serverDir, CLIENT_MANIFEST_FILE), 'utf8'));
  const { i18n: english } = await initServerI18n('en', ['blog']);
  const port = Number(process.env.RENDERER_PORT ?? 3002);
  const host = process.env.RENDERER_HOST ?? '127.0.0.1';
  const server = createRenderServer({
    renderer: new PageRenderer(template, manifest),
    blog: createBlogSource(process.env.RENDER_BACKEND_URL ?? 'http://127.0.0.1:3000'),
    feedTexts: { title: english.t('blog.list.title'), description: english.t('blog.list.description') },
  });
  server.keepAliveTimeout = 65_000;
  server.listen(port, host, () => console.log(JSON.stringify({ level: 'info', msg: `render server listening on ${host}:${port}` })));
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      // Answer what was asked, then stop.
      server.close(() => process.exit(0));
      server.closeIdleConnections();
      setTimeout(() => process.exit(0), 10_000).unref();
    });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
