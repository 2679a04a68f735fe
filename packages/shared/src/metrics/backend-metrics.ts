import { Counter, type Registry } from 'prom-client';
import { createHttpRequestHistogram, type HttpRequestHistogram } from './http-metrics';
import { sampledGauge } from './sampled-gauge';

/** Why a registration was refused: bounded, from the answer the backend gave (see leadRefusalReason). */
export const LEAD_REFUSAL_REASONS = ['invalid', 'rate_limited', 'cross_site', 'too_large', 'not_json', 'failed'] as const;
export type LeadRefusalReason = (typeof LEAD_REFUSAL_REASONS)[number];

export interface BackendMetricSources {
  /** Live staff sessions (all replicas share them in Redis). */
  staffSessions(): Promise<number>;
}

export interface BackendMetrics {
  http: HttpRequestHistogram;
  leadsAccepted: Counter;
  leadsRefused: Counter<'reason'>;
}

export function createBackendMetrics(registry: Registry, sources: BackendMetricSources): BackendMetrics {
  sampledGauge(registry, { name: 'rebound_staff_sessions', help: 'Staff sessions signed in now (all backends)' }, async () => [
    { value: await sources.staffSessions() },
  ]);
  const leadsRefused = new Counter({
    name: 'rebound_leads_refused_total',
    help: 'Registrations (interest form) refused by this backend, by reason',
    labelNames: ['reason'],
    registers: [registry],
  });
  // Every reason from zero, so a rate() over a reason that has not happened yet reads 0, not nothing.
  for (const reason of LEAD_REFUSAL_REASONS) leadsRefused.inc({ reason }, 0);
  return {
    http: createHttpRequestHistogram(registry),
    leadsAccepted: new Counter({
      name: 'rebound_leads_accepted_total',
      help: 'Registrations (interest form) stored as new leads by this backend',
      registers: [registry],
    }),
    leadsRefused,
  };
}

/**
 * The refusal an answer to POST /api/interest stands for, or undefined when the registration was taken.
 * A JSON call is read by its status code; a plain form post is always sent on (303) to the result page,
 * whose `result` says what happened.
 */
export function leadRefusalReason(status: number, location?: string): LeadRefusalReason | undefined {
  if (status === 303) {
    const result = location ? new URL(location, 'http://site').searchParams.get('result') : null;
    if (result === 'sent') return undefined;
    if (result === 'invalid') return 'invalid';
    if (result === 'rate-limited') return 'rate_limited';
    return 'failed';
  }
  if (status >= 200 && status < 300) return undefined;
  switch (status) {
    case 400:
    case 422:
      return 'invalid';
    case 403:
      return 'cross_site';
    case 413:
      return 'too_large';
    case 415:
      return 'not_json';
    case 429:
      return 'rate_limited';
    default:
      return 'failed';
  }
}
