// The render server: renders the blog per request (operators add posts with plain SQL, so the blog
// cannot be prerendered), plus sitemap.xml and the RSS feed, which list those posts, the newsletter's
// confirm and unsubscribe pages, whose form carries the token of their query, and the blog's preview
// links. nginx sends it those pages at their bare and their language addresses (/blog, /nl/blog,
// /fa/blog/:id, /blog/preview/:token, ...), /sitemap.xml and the feeds (/feed.xml, /nl/feed.xml, ...),
// with the page's language in X-Site-Language (the address's, or for a bare address the visitor's), and
// micro-caches its answers except the token pages' and the previews'; when it is down, nginx serves the
// client shell and the pages still work.
// Run: node frontend/dist-server/render-server.js (RENDERER_PORT, RENDERER_HOST, RENDER_BACKEND_URL;
// RENDERER_METRICS_PORT serves Prometheus metrics on RENDERER_HOST, off when unset or 0).

import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { applyKeepAliveBehind, NGINX_DEFAULT_KEEPALIVE_TIMEOUT_S, splitLanguagePath } from '@rebound/shared';
import { observeWhenDone, startMetricsServer } from '@rebound/shared/metrics';
import { routeIdAt } from '../app/page-components';
import { initServerI18n } from '../i18n/i18n';
import { FALLBACK_LANGUAGE, isSupportedLanguage, type LanguageCode, SUPPORTED_LANGUAGES } from '../i18n/languages';
import type { RouteId } from '../routes/site-routes';
import { BackendUnavailableError, type BlogSource, createBlogSource } from './blog-source';
import { type FeedTexts, renderFeed } from './feed';
import { feedPath } from './language-urls';
import { PageRenderer } from './page-renderer';
import { createRenderMetrics, HEALTH_PATH, metricsPortSetting, type RenderMetrics, renderRouteLabel, SITEMAP_PATH } from './render-metrics';
import { decodedPath } from './request-path';
import { CLIENT_MANIFEST_FILE, NOT_FOUND_PROBE_PATH } from './server-files';
import { renderSitemap } from './sitemap';

export { SITEMAP_PATH };
/** nginx's choice of language for the request (the address's, or the cookie's, or Accept-Language's). */
export const LANGUAGE_HEADER = 'x-site-language';

interface RenderServerOptions {
  renderer: PageRenderer;
  blog: BlogSource;
  /** The feed's title and description in each language. */
  feedTexts: (language: LanguageCode) => FeedTexts;
  /** Where each answer is counted and timed; none when the metrics are off. */
  metrics?: RenderMetrics;
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

export function createRenderServer({ renderer, blog, feedTexts, metrics }: RenderServerOptions) {
  const handle = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const { pathname: address, search } = new URL(request.url ?? '/', 'http://renderer');
    if (address === HEALTH_PATH) return send(response, 200, 'text/plain; charset=utf-8', 'ok');
    if (address === SITEMAP_PATH) return send(response, 200, 'application/xml; charset=utf-8', renderSitemap(await blog.list()));
    const feedLanguage = SUPPORTED_LANGUAGES.find((code) => feedPath(code) === address);
    if (feedLanguage) {
      const feed = renderFeed(await blog.list(feedLanguage), feedTexts(feedLanguage), feedLanguage);
      return send(response, 200, 'application/rss+xml; charset=utf-8', feed);
    }

    // `/nl/blog` is the Dutch `/blog`; a bare `/blog` is in the language nginx chose for the visitor.
    const { language: addressLanguage, path: pathname } = splitLanguagePath(address);
    const language = addressLanguage ?? requestLanguage(request);
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
        response.writeHead(301, { Location: movedPostAddress(address, post.movedTo, search), 'Cache-Control': 'no-cache' }).end();
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

  const server = createServer((request, response) => {
    if (metrics)
      observeWhenDone(metrics.http, request, response, () => renderRouteLabel(new URL(request.url ?? '/', 'http://renderer').pathname));
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
  // nginx reaches the render server through a variable, where its default idle time applies: Node keeps
  // the connection longer, so nginx is the one to close it (@rebound/shared's upstream-keep-alive).
  applyKeepAliveBehind(server, NGINX_DEFAULT_KEEPALIVE_TIMEOUT_S);
  return server;
}

async function main(): Promise<void> {
  const serverDir = path.dirname(fileURLToPath(import.meta.url));
  const distDir = path.resolve(serverDir, '..', 'dist');
  const template = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const manifest = JSON.parse(readFileSync(path.join(serverDir, CLIENT_MANIFEST_FILE), 'utf8'));
  const feedTexts = Object.fromEntries(
    await Promise.all(
      SUPPORTED_LANGUAGES.map(async (language) => {
        const { i18n } = await initServerI18n(language, ['blog']);
        return [language, { title: i18n.t('blog.list.title'), description: i18n.t('blog.list.description') }] as const;
      }),
    ),
  ) as Record<LanguageCode, FeedTexts>;
  const port = Number(process.env.RENDERER_PORT ?? 3002);
  const host = process.env.RENDERER_HOST ?? '127.0.0.1';
  const metricsPort = metricsPortSetting(process.env.RENDERER_METRICS_PORT);
  const metrics = metricsPort > 0 ? createRenderMetrics() : undefined;
  const server = createRenderServer({
    renderer: new PageRenderer(template, manifest),
    blog: createBlogSource(process.env.RENDER_BACKEND_URL ?? 'http://127.0.0.1:3000'),
    feedTexts: (language) => feedTexts[language],
    metrics,
  });
  if (metrics) {
    await startMetricsServer(metrics.registry, metricsPort, host);
    console.log(JSON.stringify({ level: 'info', msg: `render server metrics on ${host}:${metricsPort}/metrics` }));
  }
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
