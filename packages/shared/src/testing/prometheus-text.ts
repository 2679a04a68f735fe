/** One sample of Prometheus's text format: `name{label="value",...} 12.5`. */
export interface PrometheusSample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const SAMPLE_LINE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})?\s+(\S+)/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g;

/** The samples of a scrape (comments skipped; label order as written does not matter to the finders below). */
export function parsePrometheusText(text: string): PrometheusSample[] {
  const samples: PrometheusSample[] = [];
  for (const line of text.split('\n')) {
    const match = SAMPLE_LINE.exec(line);
    if (!match || line.startsWith('#')) continue;
    const labels: Record<string, string> = {};
    for (const [, name, value] of (match[2] ?? '').matchAll(LABEL))
      labels[name] = value.replace(/\\(.)/g, (_, character: string) => (character === 'n' ? '\n' : character));
    const raw = match[3];
    const value = /^\+?inf$/i.test(raw) ? Number.POSITIVE_INFINITY : /^-inf$/i.test(raw) ? Number.NEGATIVE_INFINITY : Number(raw);
    samples.push({ name: match[1], labels, value });
  }
  return samples;
}

/** The samples named `name` whose labels include every one of `labels`. */
export function findSamples(samples: PrometheusSample[], name: string, labels: Record<string, string> = {}): PrometheusSample[] {
  return samples.filter((sample) => sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value));
}

/** The value of the one sample `name{labels}`; throws when there is none or more than one. */
export function sampleValue(samples: PrometheusSample[], name: string, labels: Record<string, string> = {}): number {
  const found = findSamples(samples, name, labels);
  if (found.length !== 1) throw new Error(`${found.length} samples of ${name} ${JSON.stringify(labels)}, expected exactly 1`);
  return found[0].value;
}

/** The sum of every sample `name{labels}` (0 when none): a counter over all the values of the labels not given. */
export function sampleSum(samples: PrometheusSample[], name: string, labels: Record<string, string> = {}): number {
  return findSamples(samples, name, labels).reduce((sum, sample) => sum + sample.value, 0);
}
