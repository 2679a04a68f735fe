import type { IncomingMessage, ServerResponse } from 'node:http';
import { Histogram, type Registry } from 'prom-client';

export const HTTP_REQUEST_DURATION_METRIC = 'rebound_http_request_duration_seconds';

/** The route label of a request no route took (unknown address, or refused before routing: body too large, cross-site, ...). */
export const UNMATCHED_ROUTE = 'unmatched';

/** Methods the sites answer; anything else is counted as `other`, so a client cannot mint label values. */
const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** From 5 ms (a cached page, a health probe) to 10 s (a cover upload on a busy machine). */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export type HttpRequestHistogram = Histogram<'method' | 'route' | 'status'>;

/**
 * One histogram gives all three views of the HTTP traffic: its `_count` is the request rate, the
 * `status` label the answers per code, the buckets the latency. `route` is always a template from the
 * code (`/api/admin/leads/:id`), never the address asked for: raw addresses are unbounded, and anyone
 * could fill the server's memory and the time-series database with made-up ones.
 */
export function createHttpRequestHistogram(registry: Registry): HttpRequestHistogram {
  return new Histogram({
    name: HTTP_REQUEST_DURATION_METRIC,
    help: 'HTTP requests by method, route template and status code, with the time to answer them',
    labelNames: ['method', 'route', 'status'],
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
}

export interface FinishedRequest {
  method: string | undefined;
  /** The route template that answered, or undefined when none did. */
  route: string | undefined;
  status: number;
  seconds: number;
}

export function observeRequest(histogram: HttpRequestHistogram, request: FinishedRequest): void {
  const method = request.method?.toUpperCase() ?? '';
  histogram.observe(
    {
      method: KNOWN_METHODS.has(method) ? method : 'other',
      route: request.route ?? UNMATCHED_ROUTE,
      status: String(request.status),
    },
    request.seconds,
  );
}

/** The status counted for a request whose client went away before the answer was sent (nginx's name for it). */
export const CLIENT_CLOSED_REQUEST = 499;

/**
 * Times `request` from now until its connection is done with it, and counts it under the route
 * `routeOf` names at that moment (routing has happened by then). A client that left before the answer
 * was sent is counted as 499, so slow answers nobody waited for still show in the latency.
 */
export function observeWhenDone(
  histogram: HttpRequestHistogram,
  request: IncomingMessage,
  response: ServerResponse,
  routeOf: () => string | undefined,
): void {
  const startedAt = process.hrtime.bigint();
  // A label must never throw in an event handler (that would end the process): a route nobody can name is no route.
  const route = () => {
    try {
      return routeOf();
    } catch {
      return undefined;
    }
  };
  response.once('close', () =>
    observeRequest(histogram, {
      method: request.method,
      route: route(),
      status: response.writableFinished ? response.statusCode : CLIENT_CLOSED_REQUEST,
      seconds: Number(process.hrtime.bigint() - startedAt) / 1e9,
    }),
  );
}
