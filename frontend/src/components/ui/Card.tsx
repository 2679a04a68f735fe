import type { ReactNode } from 'react';
import styles from './Card.module.css';
import { IconTile } from './IconTile';

interface CardProps {
  title: ReactNode;
  /** A lucide icon element, decorative. */
  icon?: ReactNode;
  /** Small label above the title (a number, a category). */
  kicker?: ReactNode;
  children?: ReactNode;
  /** Links or buttons at the bottom of the card. */
  footer?: ReactNode;
  /** Heading level inside the section (h3 under a section's h2). */
  headingLevel?: 3 | 4;
  tone?: 'raised' | 'brand' | 'accent' | 'dark';
}

export function Card({ title, icon, kicker, children, footer, headingLevel = 3, tone = 'raised' }: CardProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <article className={`${styles.card} ${styles[tone]}`}>
      {icon && <IconTile className={styles.icon}>{icon}</IconTile>}
      {kicker && <p className={styles.kicker}>{kicker}</p>}
      <Heading className={styles.title}>{title}</Heading>
      {children && <div className={styles.body}>{children}</div>}
      {footer && <div className={styles.footer}>{footer}</div>}
    </article>
  );
}

/** Responsive grid of cards: one column on phones, up to `columns` on wide screens. */
export function CardGrid({ children, columns = 3 }: { children: ReactNode; columns?: 2 | 3 | 4 }) {
  return <div className={`${styles.grid} ${styles[`columns${columns}`]}`}>{children}</div>;
}
