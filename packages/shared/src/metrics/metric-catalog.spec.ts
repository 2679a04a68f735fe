import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { LEAD_NOTIFICATION_QUEUE, NEWSLETTER_MAIL_QUEUE, NEWSLETTER_POST_QUEUE } from '../node';
import { createBackendMetrics } from './backend-metrics';
import { createHttpRequestHistogram } from './http-metrics';
import { createServiceRegistry } from './registry';
import { createWorkerMetrics } from './worker-metrics';

// docs/metrics holds the alert rules and the Grafana dashboard operators import. Both name metrics by
// hand: these checks hold them to the metrics the code really registers, so a renamed metric cannot
// leave an alert that never fires or a panel that stays empty.

const metricsDocs = path.resolve(__dirname, '..', '..', '..', '..', 'docs', 'metrics');

/** Series that come from elsewhere than our registries, and from where. */
const EXTERNAL_METRICS = new Map<string, string>([
  ['up', 'Prometheus, for every target it scrapes'],
  ['nginx_up', 'nginx-prometheus-exporter'],
  ['nginx_connections_active', 'nginx-prometheus-exporter'],
  ['nginx_connections_reading', 'nginx-prometheus-exporter'],
  ['nginx_connections_writing', 'nginx-prometheus-exporter'],
  ['nginx_connections_waiting', 'nginx-prometheus-exporter'],
  ['nginx_http_requests_total', 'nginx-prometheus-exporter'],
]);

/** Every series name the backend, the worker and the render server can expose (histograms with their _bucket, _sum and _count). */
async function registeredSeriesNames(): Promise<Set<string>> {
  const backend = createServiceRegistry('backend');
  createBackendMetrics(backend, { staffSessions: async () => 0 });
  const worker = createServiceRegistry('worker');
  createWorkerMetrics(worker, { queues: async () => [], newsletterSendsInProgress: async () => 0, lastBackup: async () => 0 }, []);
  const renderer = createServiceRegistry('renderer');
  createHttpRequestHistogram(renderer);
  const names = new Set<string>();
  for (const registry of [backend, worker, renderer]) {
    for (const metric of await registry.getMetricsAsJSON()) {
      names.add(metric.name);
      const type = String(metric.type);
      if (type === 'histogram') for (const suffix of ['_bucket', '_sum', '_count']) names.add(`${metric.name}${suffix}`);
      if (type === 'summary') for (const suffix of ['_sum', '_count']) names.add(`${metric.name}${suffix}`);
    }
  }
  return names;
}

const PROMQL_KEYWORDS = new Set(['and', 'or', 'unless', 'by', 'without', 'on', 'ignoring', 'group_left', 'group_right', 'bool', 'offset']);

/**
 * The metric names a PromQL expression reads: what is left once strings, label matchers, ranges and
 * grouping clauses are taken out, minus functions (followed by a parenthesis), keywords and numbers.
 */
function metricNamesIn(expression: string): string[] {
  const stripped = expression
    .replace(/"(?:[^"\\]|\\.)*"/g, '""')
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/\[[^\]]*\]/g, ' ')
    .replace(/\b(by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, ' ')
    .replace(/\$\w+|\$\{[^}]*\}/g, ' ');
  return [...stripped.matchAll(/(?<![\w:.])[a-zA-Z_:][\w:]*(?![\w:])(?!\s*\()/g)]
    .map((match) => match[0])
    .filter((name) => !PROMQL_KEYWORDS.has(name) && !/^(?:Inf|NaN)$/i.test(name));
}

interface AlertRule {
  alert?: string;
  expr?: unknown;
  for?: unknown;
  labels?: Record<string, unknown>;
  annotations?: Record<string, unknown>;
}

const alertRules = () =>
  (parseYaml(readFileSync(path.join(metricsDocs, 'alert-rules.yml'), 'utf8')) as { groups: Array<{ name: string; rules: AlertRule[] }> })
    .groups;

describe('metricNamesIn', () => {
  it('finds the metrics and nothing else', () => {
    expect(
      metricNamesIn(
        'sum by (queue) (rate(rebound_mails_failed_total{queue=~"a|b"}[10m])) > 0 and absent(up{job="x"}) or time() - 26 * 3600',
      ),
    ).toEqual(['rebound_mails_failed_total', 'up']);
  });
});

describe('docs/metrics/alert-rules.yml', () => {
  it('has the alerts a person must see, each with an expression, a duration, a severity and a text', () => {
    const rules = alertRules().flatMap((group) => group.rules);
    expect(rules.map((rule) => rule.alert)).toEqual(
      expect.arrayContaining(['ReboundMailsFailing', 'ReboundQueueNotDraining', 'ReboundServerErrorsRising', 'ReboundBackupMissing']),
    );
    for (const rule of rules) {
      expect(typeof rule.alert === 'string' && /^[A-Z][A-Za-z]+$/.test(rule.alert)).toBe(true);
      expect(typeof rule.expr === 'string' && rule.expr.trim().length > 0).toBe(true);
      expect(rule.for).toMatch(/^\d+[smh]$/);
      expect(['page', 'ticket']).toContain(rule.labels?.severity);
      expect(typeof rule.annotations?.summary).toBe('string');
      expect(typeof rule.annotations?.description).toBe('string');
    }
    expect(new Set(rules.map((rule) => rule.alert)).size).toBe(rules.length);
  });

  it('reads only metrics the code registers (or that come from a known exporter)', async () => {
    const known = await registeredSeriesNames();
    for (const rule of alertRules().flatMap((group) => group.rules)) {
      const names = metricNamesIn(String(rule.expr));
      expect(names.length).toBeGreaterThan(0);
      for (const name of names)
        expect({ alert: rule.alert, name, known: known.has(name) || EXTERNAL_METRICS.has(name) }).toEqual({
          alert: rule.alert,
          name,
          known: true,
        });
    }
  });

  it('names the mail queues as the worker labels them', () => {
    const failedForGood = alertRules()
      .flatMap((group) => group.rules)
      .find((rule) => rule.alert === 'ReboundMailJobsFailedForGood');
    const queues = /queue=~"([^"]+)"/.exec(String(failedForGood?.expr))?.[1].split('|');
    expect(queues?.sort()).toEqual([LEAD_NOTIFICATION_QUEUE, NEWSLETTER_MAIL_QUEUE, NEWSLETTER_POST_QUEUE].sort());
  });
});

interface DashboardPanel {
  id?: number;
  type?: string;
  title?: string;
  gridPos?: { x: number; y: number; w: number; h: number };
  targets?: Array<{ expr?: string; refId?: string }>;
  panels?: DashboardPanel[];
}

describe('docs/metrics/grafana-dashboard.json', () => {
  const dashboard = JSON.parse(readFileSync(path.join(metricsDocs, 'grafana-dashboard.json'), 'utf8')) as {
    __inputs?: Array<{ name: string; type: string; pluginId: string }>;
    title?: string;
    uid?: string;
    schemaVersion?: number;
    panels: DashboardPanel[];
  };
  const panels = dashboard.panels.flatMap((panel) => [panel, ...(panel.panels ?? [])]);

  it('is a dashboard Grafana imports: a title, a uid, a schema version and a Prometheus data source to choose', () => {
    expect(dashboard.title).toBeTruthy();
    expect(dashboard.uid).toMatch(/^[a-z0-9-]{1,40}$/);
    expect(dashboard.schemaVersion).toBeGreaterThanOrEqual(36);
    expect(dashboard.__inputs).toEqual([expect.objectContaining({ name: 'DS_PROMETHEUS', type: 'datasource', pluginId: 'prometheus' })]);
    const ids = panels.map((panel) => panel.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const panel of panels) {
      expect(panel.title).toBeTruthy();
      expect(panel.gridPos).toEqual({ x: expect.any(Number), y: expect.any(Number), w: expect.any(Number), h: expect.any(Number) });
    }
  });

  it('charts every metric of ours, and only metrics that exist', async () => {
    const known = await registeredSeriesNames();
    const used = new Set<string>();
    for (const panel of panels.filter((candidate) => candidate.type !== 'row')) {
      expect({ panel: panel.title, targets: (panel.targets?.length ?? 0) > 0 }).toEqual({ panel: panel.title, targets: true });
      for (const target of panel.targets ?? []) {
        for (const name of metricNamesIn(target.expr ?? '')) {
          used.add(name);
          expect({ panel: panel.title, name, known: known.has(name) || EXTERNAL_METRICS.has(name) }).toEqual({
            panel: panel.title,
            name,
            known: true,
          });
        }
      }
    }
    const ours = [...known].filter((name) => name.startsWith('rebound_') && !/_(bucket|sum|count)$/.test(name));
    const charted = (name: string) => used.has(name) || used.has(`${name}_bucket`) || used.has(`${name}_count`);
    for (const name of ours) expect({ name, charted: charted(name) }).toEqual({ name, charted: true });
  });
});
