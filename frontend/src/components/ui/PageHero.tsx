import type { ReactNode } from 'react';
import styles from './PageHero.module.css';

interface PageHeroProps {
  title: ReactNode;
  badge?: ReactNode;
  subtitle?: ReactNode;
  /** Extra lead line under the subtitle (an impact line, say). */
  note?: ReactNode;
  actions?: ReactNode;
  /** An illustration shown beside the text on wide screens, under it on phones. */
  media?: ReactNode;
}

/** The top of every page: the page's only h1. */
export function PageHero({ title, badge, subtitle, note, actions, media }: PageHeroProps) {
  return (
    <section className={styles.hero}>
      <div className={`container ${styles.inner} ${media ? styles.withMedia : ''}`}>
        <div className={styles.text}>
          {badge && <p className={styles.badge}>{badge}</p>}
          <h1 className={styles.title}>{title}</h1>
          {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
          {note && <p className={styles.note}>{note}</p>}
          {actions && <div className={styles.actions}>{actions}</div>}
        </div>
        {media && <div className={styles.media}>{media}</div>}
      </div>
    </section>
  );
}
