import { ArrowRight, BriefcaseBusiness, Sprout } from 'lucide-react';
import styles from './OneForOne.module.css';

/** The 1:1 model drawn as two linked circles: one employee enrolled, one young person training for free. */
export function OneForOne({ employee, youth, ratio }: { employee: string; youth: string; ratio: string }) {
  return (
    <div className={styles.model}>
      <p className={styles.side}>
        <span className={styles.circle} aria-hidden="true">
          <BriefcaseBusiness size={34} />
        </span>
        <span className={styles.label}>{employee}</span>
      </p>
      <p className={styles.link} aria-hidden="true">
        <span className={styles.ratio}>{ratio}</span>
        <ArrowRight size={28} className="icon-directional" />
      </p>
      <p className={styles.side}>
        <span className={`${styles.circle} ${styles.youth}`} aria-hidden="true">
          <Sprout size={34} />
        </span>
        <span className={styles.label}>{youth}</span>
      </p>
    </div>
  );
}
