import type { CSSProperties } from 'react';
import { useFormatters } from '../../i18n/format';
import styles from './StepList.module.css';

export interface Step {
  id: string;
  title: string;
  text: string;
}

/** Numbered steps of a process, in the reader's own digits; a row on wide screens, a timeline on phones. */
export function StepList({ steps }: { steps: Step[] }) {
  const format = useFormatters();
  return (
    <ol className={styles.steps} style={{ '--step-count': steps.length } as CSSProperties}>
      {steps.map(({ id, title, text }, index) => (
        <li key={id} className={styles.step}>
          <span className={styles.number} aria-hidden="true">
            {format.number(index + 1)}
          </span>
          <div className={styles.body}>
            <h3 className={styles.title}>{title}</h3>
            <p className={styles.text}>{text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
