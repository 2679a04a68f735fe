import { parsePrometheusText, sampleValue } from '../testing/prometheus-text';
import { createServiceRegistry } from './registry';
import { createWorkerMetrics, type QueueSnapshot } from './worker-metrics';

const snapshot = (queue: string, waiting: number, oldestWaitingSeconds: number): QueueSnapshot => ({
  queue,
  counts: { waiting, delayed: 1, active: 2, failed: 3 },
  oldestWaitingSeconds,
});

describe('createWorkerMetrics', () => {
  it('reads every queue by state and the age of its oldest waiting job at each scrape', async () => {
    const registry = createServiceRegistry('worker');
    let queues = [snapshot('lead-notifications', 5, 12.5), snapshot('newsletter-post', 0, 0)];
    createWorkerMetrics(registry, { queues: async () => queues, newsletterSendsInProgress: async () => 2 }, ['lead-notifications']);
    const text = await registry.metrics();
    expect(
      sampleValue(parsePrometheusText(text), 'rebound_queue_jobs', { service: 'worker', queue: 'lead-notifications', state: 'waiting' }),
    ).toBe(5);
    expect(
      sampleValue(parsePrometheusText(text), 'rebound_queue_jobs', { service: 'worker', queue: 'lead-notifications', state: 'failed' }),
    ).toBe(3);
    expect(
      sampleValue(parsePrometheusText(text), 'rebound_queue_jobs', { service: 'worker', queue: 'newsletter-post', state: 'active' }),
    ).toBe(2);
    expect(
      sampleValue(parsePrometheusText(text), 'rebound_queue_oldest_waiting_job_age_seconds', {
        service: 'worker',
        queue: 'lead-notifications',
      }),
    ).toBe(12.5);
    expect(sampleValue(parsePrometheusText(text), 'rebound_newsletter_sends_in_progress', { service: 'worker' })).toBe(2);
    // The next scrape reads again: a drained queue shows 0, not the last number.
    queues = [snapshot('lead-notifications', 0, 0)];
    const again = await registry.metrics();
    expect(
      sampleValue(parsePrometheusText(again), 'rebound_queue_jobs', { service: 'worker', queue: 'lead-notifications', state: 'waiting' }),
    ).toBe(0);
    expect(again).not.toContain('queue="newsletter-post"');
  });

  it('reads the queues once per scrape, for both queue gauges', async () => {
    const registry = createServiceRegistry('worker');
    let reads = 0;
    const queues = async () => {
      reads += 1;
      return [snapshot('lead-notifications', 1, 1)];
    };
    createWorkerMetrics(registry, { queues, newsletterSendsInProgress: async () => 0 }, []);
    await registry.metrics();
    expect(reads).toBe(1);
    await registry.metrics();
    expect(reads).toBe(2);
  });

  it('counts mails sent, failed and retried per queue, each mail queue from zero', async () => {
    const registry = createServiceRegistry('worker');
    const metrics = createWorkerMetrics(registry, { queues: async () => [], newsletterSendsInProgress: async () => 0 }, [
      'lead-notifications',
      'newsletter-mails',
    ]);
    metrics.mailsSent.inc({ queue: 'lead-notifications' });
    metrics.mailsFailed.inc({ queue: 'newsletter-mails' });
    metrics.mailsRetried.inc({ queue: 'newsletter-mails' });
    const text = await registry.metrics();
    expect(sampleValue(parsePrometheusText(text), 'rebound_mails_sent_total', { service: 'worker', queue: 'lead-notifications' })).toBe(1);
    expect(sampleValue(parsePrometheusText(text), 'rebound_mails_sent_total', { service: 'worker', queue: 'newsletter-mails' })).toBe(0);
    expect(sampleValue(parsePrometheusText(text), 'rebound_mails_failed_total', { service: 'worker', queue: 'newsletter-mails' })).toBe(1);
    expect(sampleValue(parsePrometheusText(text), 'rebound_mails_retried_total', { service: 'worker', queue: 'lead-notifications' })).toBe(
      0,
    );
  });

  it('answers the scrape when Redis or PostgreSQL does not, with NaN for what it could not read', async () => {
    const registry = createServiceRegistry('worker');
    const away = async () => {
      throw new Error('away');
    };
    createWorkerMetrics(registry, { queues: away, newsletterSendsInProgress: away }, []);
    const text = await registry.metrics();
    expect(sampleValue(parsePrometheusText(text), 'rebound_newsletter_sends_in_progress', { service: 'worker' })).toBeNaN();
    expect(text).toContain('process_resident_memory_bytes');
  });

  it('reports the last backup the backup folder names, 0 before the first or when unreadable, and nothing without a folder', async () => {
    const withBackups = createServiceRegistry('worker');
    let last: () => Promise<number | undefined> = async () => undefined;
    createWorkerMetrics(withBackups, { queues: async () => [], newsletterSendsInProgress: async () => 0, lastBackup: () => last() }, []);
    expect(await withBackups.metrics()).toMatch(/^rebound_backup_last_success_timestamp_seconds\{[^}]*\} 0$/m);
    last = async () => {
      throw new Error('EACCES');
    };
    expect(await withBackups.metrics()).toMatch(/^rebound_backup_last_success_timestamp_seconds\{[^}]*\} 0$/m);
    last = async () => 1_795_000_000;
    expect(await withBackups.metrics()).toMatch(/^rebound_backup_last_success_timestamp_seconds\{[^}]*\} 1795000000$/m);

    const without = createServiceRegistry('worker');
    createWorkerMetrics(without, { queues: async () => [], newsletterSendsInProgress: async () => 0 }, []);
    expect(await without.metrics()).not.toContain('rebound_backup_last_success_timestamp_seconds');
  });
});
