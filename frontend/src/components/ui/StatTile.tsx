import type { ReactNode } from 'react';
import styles from './StatTile.module.css';

/** A big figure with its label (an impact stat: stat, label). Pass figures already formatted for the locale. */
export function StatTile({ stat, label, tone = 'light' }: { stat: ReactNode; label: ReactNode; tone?: 'light' | 'dark' }) {
  return (
    <div className={`${styles.tile} ${styles[tone]}`}>
      <p className={styles.stat}>{stat}</p>
      <p className={styles.label}>{label}</p>
    </div>
  );
}

export function StatGrid({ children }: { children: ReactNode }) {
  return <div className={styles.grid}>{children}</div>;
}
