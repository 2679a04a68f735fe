import { Gauge, type Registry } from 'prom-client';

/**
 * A gauge read from its source (PostgreSQL, Redis) at each scrape instead of kept up to date by the
 * code: the source is shared by every replica, so any one of them tells the truth. When the source
 * does not answer the scrape still succeeds and the gauge reads NaN (unknown), never a stale number.
 */
export function sampledGauge<Label extends string>(
  registry: Registry,
  definition: { name: string; help: string; labelNames?: readonly Label[] },
  read: () => Promise<Array<{ labels?: Partial<Record<Label, string>>; value: number }>>,
): Gauge<Label> {
  return new Gauge<Label>({
    ...definition,
    labelNames: definition.labelNames ?? [],
    registers: [registry],
    async collect() {
      this.reset();
      try {
        for (const { labels, value } of await read()) {
          if (labels) this.set(labels, value);
          else this.set(value);
        }
      } catch {
        this.set(Number.NaN);
      }
    },
  });
}
