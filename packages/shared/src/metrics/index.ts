// @rebound/shared/metrics: the Prometheus metrics of the backend, the worker and the render server
// (prom-client only, so the render server's bundle can take it without the database code of ./node).

export type { Registry } from 'prom-client';
export * from './backend-metrics';
export * from './http-metrics';
export * from './metrics-server';
export * from './registry';
export * from './worker-metrics';
