import { type BackendMetrics, leadRefusalReason, observeWhenDone } from '@rebound/shared/metrics';
import type { Request, RequestHandler } from 'express';

/**
 * The template of the route that answered (`/api/admin/leads/:id`), as Express matched it; undefined
 * when none did. Nest answers an unknown address with a catch-all route of its own (`/api*path`); no
 * controller of ours has a wildcard, so a template with one is that catch-all: no route.
 */
export function routeTemplate(request: Pick<Request, 'route' | 'baseUrl'>): string | undefined {
  const path: unknown = request.route?.path;
  if (typeof path !== 'string' || path.includes('*')) return undefined;
  return `${request.baseUrl}${path}`;
}

/**
 * Times every request and counts its answer under its route template once the answer has gone out.
 * First in the chain, so requests refused early (cross-site, body too large, not JSON) are counted too.
 */
export function countRequests(metrics: BackendMetrics): RequestHandler {
  return (request, response, next) => {
    observeWhenDone(metrics.http, request, response, () => routeTemplate(request));
    next();
  };
}

/** Counts the registrations POST `interestPath` refused, by reason (new leads are counted where they are stored). */
export function countLeadRefusals(metrics: BackendMetrics, interestPath: string): RequestHandler {
  return (request, response, next) => {
    // The exact path: the staff's calls below it (`/api/interest/:id/notification`) are no registrations.
    if (request.method === 'POST' && request.path.replace(/\/+$/, '') === interestPath) {
      response.once('finish', () => {
        const location = response.getHeader('location');
        const reason = leadRefusalReason(response.statusCode, typeof location === 'string' ? location : undefined);
        if (reason) metrics.leadsRefused.inc({ reason });
      });
    }
    next();
  };
}
