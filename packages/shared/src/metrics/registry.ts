import { collectDefaultMetrics, Registry } from 'prom-client';

/** The processes that serve metrics; the `service` label on every series says which one answered. */
export type MetricsService = 'backend' | 'worker' | 'renderer';

/** Resolution of the event-loop delay histogram behind `nodejs_eventloop_lag_*` (prom-client's monitorEventLoopDelay). */
const EVENT_LOOP_RESOLUTION_MS = 10;

/**
 * A registry of the process's own (never prom-client's global one, so two apps built in one test process
 * do not clash), with prom-client's default process metrics: memory, CPU, handles, garbage collection
 * and event-loop lag.
 */
export function createServiceRegistry(service: MetricsService): Registry {
  const registry = new Registry();
  registry.setDefaultLabels({ service });
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: EVENT_LOOP_RESOLUTION_MS });
  return registry;
}
