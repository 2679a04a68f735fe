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
  const head = (
    <>
      {icon && <IconTile className={styles.icon}>{icon}</IconTile>}
      {kicker && <p className={styles.kicker}>{kicker}</p>}
      <Heading className={styles.title}>{title}</Heading>
    </>
  );
  return (
    <article className={`${styles.card} ${styles[tone]}`}>
      {/* With an icon, a phone sets it beside the kicker and title (.head); wider screens stack all three. */}
      {icon ? <div className={styles.head}>{head}</div> : head}
      {children && <div className={styles.body}>{children}</div>}
      {footer && <div className={styles.footer}>{footer}</div>}
    </article>
  );
}

/**
 * How a card group sits on a phone, so that the groups of a page do not all look alike: `stack`, one
 * compact card under the other; `list`, the cards as rows of one panel; `scroll`, one row that scrolls
 * sideways and shows the edge of the next card. Scroll only groups whose cards each hold a link or
 * button: a keyboard then reaches every card, and the browser scrolls the focused one into view.
 */
export type PhoneLayout = 'stack' | 'list' | 'scroll';

interface CardGridProps {
  children: ReactNode;
  columns?: 2 | 3 | 4;
  phone?: PhoneLayout;
}

/** Responsive grid of cards: compact on phones, up to `columns` on wide screens, a short last row widened to fill it. */
export function CardGrid({ children, columns = 3, phone = 'stack' }: CardGridProps) {
  return <div className={`${styles.grid} ${styles[`columns${columns}`]} ${phone === 'stack' ? '' : styles[phone]}`}>{children}</div>;
}
