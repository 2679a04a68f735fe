import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type LanguageCode, SUPPORTED_LANGUAGES } from '@rebound/shared';
import { type HTMLElement, parse } from 'node-html-parser';
import { type RawResponse, rawRequest } from './raw-http';
import { repoRoot } from './stack-info';

interface SiteRoute {
  id: string;
  path: string;
  redirectTo?: string;
  rendering?: 'server' | 'browser';
}

const siteRoutes = (
  JSON.parse(readFileSync(path.join(repoRoot, 'frontend', 'src', 'routes', 'site-routes.json'), 'utf8')) as { routes: SiteRoute[] }
).routes;

/** The routes prerendered at build time (no redirect, not the blog, not the admin page). */
export const PRERENDERED_PATHS = siteRoutes.filter((route) => !route.redirectTo && !route.rendering).map((route) => route.path);
export const REDIRECTS = siteRoutes
  .filter((route) => route.redirectTo)
  .map((route) => ({ path: route.path, to: route.redirectTo as string }));

/** The site's languages: the one list. */
export const LANGUAGES: LanguageCode[] = [...SUPPORTED_LANGUAGES];

/** What a crawler or a link preview reads of a page: its head and its visible text. */
export interface PageAsSent {
  response: RawResponse;
  document: HTMLElement;
  lang: string | undefined;
  dir: string | undefined;
  title: string;
  description: string | undefined;
  canonical: string | undefined;
  alternates: Record<string, string>;
  meta: (property: string) => string | undefined;
  h1: string;
  /** The text of <main>, whitespace collapsed. */
  mainText: string;
}

export function readPage(response: RawResponse): PageAsSent {
  const document = parse(response.body.toString('utf8'));
  const html = document.querySelector('html');
  const alternates: Record<string, string> = {};
  for (const link of document.querySelectorAll('link[rel="alternate"][hreflang]'))
    alternates[link.getAttribute('hreflang') ?? ''] = link.getAttribute('href') ?? '';
  return {
    response,
    document,
    lang: html?.getAttribute('lang'),
    dir: html?.getAttribute('dir'),
    title: document.querySelector('title')?.text ?? '',
    description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
    alternates,
    meta: (property) =>
      (document.querySelector(`meta[property="${property}"]`) ?? document.querySelector(`meta[name="${property}"]`))?.getAttribute(
        'content',
      ),
    h1: document.querySelector('h1')?.text.trim() ?? '',
    mainText: (document.querySelector('main')?.text ?? '').replace(/\s+/g, ' ').trim(),
  };
}

/** A page as nginx sends it to a client without JavaScript (raw HTTP, no browser). */
export async function fetchPage(url: string, headers: Record<string, string> = {}): Promise<PageAsSent> {
  return readPage(await rawRequest(url, { headers }));
}
