// biome-ignore-all lint/suspicious/noArrayIndexKey: the bars are fixed decorative data; a bar's position is its identity.
import type { LucideIcon } from 'lucide-react';
import styles from './MetricsPanel.module.css';

/** How a metric is drawn beside its figure (decorative; the figure is the information). */
export type MetricVisual =
  | { kind: 'gauge'; fraction: number }
  | { kind: 'ring'; fraction: number }
  | { kind: 'bars'; heights: readonly number[] }
  | { kind: 'trend'; points: readonly number[] };

export interface Metric {
  id: string;
  icon: LucideIcon;
  label: string;
  /** Already formatted for the reader's language. */
  value: string;
  visual: MetricVisual;
}

interface MetricsPanelProps {
  title: string;
  /** What the figures cover, e.g. an example profile. */
  period: string;
  icon: LucideIcon;
  metrics: Metric[];
}

/** A training dashboard: a dark panel of metric tiles, each a figure with a small chart. */
export function MetricsPanel({ title, period, icon: PanelIcon, metrics }: MetricsPanelProps) {
  return (
    <figure className={styles.panel}>
      <figcaption className={styles.header}>
        <span className={styles.title}>
          <PanelIcon aria-hidden="true" size={22} />
          {title}
        </span>
        <span className={styles.period}>{period}</span>
      </figcaption>
      <dl className={styles.metrics}>
        {metrics.map(({ id, icon: Icon, label, value, visual }) => (
          <div key={id} className={styles.metric}>
            <dt className={styles.label}>
              <Icon aria-hidden="true" size={18} />
              {label}
            </dt>
            <dd className={styles.value}>
              <bdi>{value}</bdi>
            </dd>
            <dd className={styles.visual} aria-hidden="true">
              <MetricChart visual={visual} />
            </dd>
          </div>
        ))}
      </dl>
    </figure>
  );
}

function MetricChart({ visual }: { visual: MetricVisual }) {
  switch (visual.kind) {
    case 'gauge':
      return (
        <span className={styles.gauge}>
          <span className={styles.gaugeFill} style={{ inlineSize: `${visual.fraction * 100}%` }} />
        </span>
      );
    case 'ring': {
      const circumference = 2 * Math.PI * 26;
      return (
        <svg className={styles.ring} viewBox="0 0 64 64" focusable="false">
          <circle cx="32" cy="32" r="26" className={styles.ringTrack} />
          <circle
            cx="32"
            cy="32"
            r="26"
            className={styles.ringFill}
            strokeDasharray={`${visual.fraction * circumference} ${circumference}`}
            transform="rotate(-90 32 32)"
          />
        </svg>
      );
    }
    case 'bars':
      return (
        <span className={styles.bars}>
          {visual.heights.map((height, index) => (
            // Static decorative data: the position is the bar's identity.
            <span key={index} className={styles.bar} style={{ blockSize: `${height * 100}%` }} />
          ))}
        </span>
      );
    case 'trend':
      return <TrendLine points={visual.points} />;
  }
}

function TrendLine({ points }: { points: readonly number[] }) {
  const width = 120;
  const height = 40;
  const step = width / (points.length - 1);
  const line = points
    .map((point, index) => `${index === 0 ? 'M' : 'L'}${(index * step).toFixed(1)},${(height - point * height).toFixed(1)}`)
    .join(' ');
  return (
    <svg className={styles.trend} viewBox={`0 -2 ${width} ${height + 4}`} preserveAspectRatio="none" focusable="false">
      <path d={`${line} L${width},${height} L0,${height} Z`} className={styles.trendArea} />
      <path d={line} className={styles.trendLine} />
    </svg>
  );
}
