import { Injectable } from '@nestjs/common';
import type { Registry } from '@rebound/shared/metrics';
import { type BackendMetrics, createBackendMetrics, createServiceRegistry } from '@rebound/shared/metrics';
import { AdminSessionStore } from '../auth/admin-session-store';

/** The backend's Prometheus registry and the metrics the code moves; main.ts serves it on METRICS_PORT. */
@Injectable()
export class BackendMetricsService {
  readonly registry: Registry = createServiceRegistry('backend');
  readonly metrics: BackendMetrics;

  constructor(sessions: AdminSessionStore) {
    this.metrics = createBackendMetrics(this.registry, { staffSessions: () => sessions.count() });
  }
}
