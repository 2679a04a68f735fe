import type { ReactNode, Ref } from 'react';
import styles from './ResultCard.module.css';

interface ResultCardProps {
  /** A lucide icon, drawn in a round tile (hidden from assistive technology: the heading says it). */
  icon: ReactNode;
  /** `warning` when the page reports a problem. */
  tone?: 'default' | 'warning';
  badge: string;
  title: string;
  text: string;
  /** The heading, to move focus to when the card replaced what the visitor pressed. */
  headingRef?: Ref<HTMLHeadingElement>;
  /** A form or a link under the text. */
  children?: ReactNode;
}

/** One outcome on a page of its own: the newsletter's confirm and unsubscribe pages, the interest form's result page. */
export function ResultCard({ icon, tone = 'default', badge, title, text, headingRef, children }: ResultCardProps) {
  return (
    <section className={`container ${styles.page}`}>
      <div className={`${styles.card} ${tone === 'warning' ? styles.warning : ''}`}>
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
        <p className={styles.badge}>{badge}</p>
        <h1 ref={headingRef} tabIndex={-1} className={styles.title}>
          {title}
        </h1>
        <p className={styles.text}>{text}</p>
        {children}
      </div>
    </section>
  );
}
