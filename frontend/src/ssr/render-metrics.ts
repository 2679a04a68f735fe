import { splitLanguagePath } from '@rebound/shared';
import {
  createHttpRequestHistogram,
  createServiceRegistry,
  type HttpRequestHistogram,
  type Registry,
  UNMATCHED_ROUTE,
} from '@rebound/shared/metrics';
import { routeIdAt } from '../app/page-components';
import { SUPPORTED_LANGUAGES } from '../i18n/languages';
import { feedPath } from './language-urls';
import { decodedPath } from './request-path';

export const HEALTH_PATH = '/health';
export const SITEMAP_PATH = '/sitemap.xml';

/**
 * The route label of a request to the render server: a fixed name for its own addresses, the page's
 * route id for a page (`blogPost` for every post in every language), `unmatched` for anything else,
 * so the label has a few values whatever addresses are asked for.
 */
export function renderRouteLabel(address: string): string {
  if (address === HEALTH_PATH || address === SITEMAP_PATH) return address;
  if (SUPPORTED_LANGUAGES.some((code) => feedPath(code) === address)) return 'feed';
  const { path } = splitLanguagePath(address);
  if (decodedPath(path) === undefined) return UNMATCHED_ROUTE;
  return routeIdAt(path) ?? UNMATCHED_ROUTE;
}

/** RENDERER_METRICS_PORT: unset, empty or 0 turns the metrics off; anything but a port stops the render server at start. */
export function metricsPortSetting(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 0;
  const port = /^\s*\d+\s*$/.test(value) ? Number(value) : Number.NaN;
  if (!(port >= 0 && port <= 65535))
    throw new Error(`RENDERER_METRICS_PORT must be a port number (0 turns the metrics off), not "${value}"`);
  return port;
}

export interface RenderMetrics {
  registry: Registry;
  http: HttpRequestHistogram;
}

export function createRenderMetrics(): RenderMetrics {
  const registry = createServiceRegistry('renderer');
  return { registry, http: createHttpRequestHistogram(registry) };
}
