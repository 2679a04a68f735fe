import { type ReactNode, useId } from 'react';
import styles from './Section.module.css';

export type SectionTone = 'plain' | 'alt' | 'brand' | 'dark';

interface SectionProps {
  title: ReactNode;
  /** Small label above the title. */
  eyebrow?: ReactNode;
  intro?: ReactNode;
  tone?: SectionTone;
  /** For in-page links (#research). */
  id?: string;
  centered?: boolean;
  children?: ReactNode;
}

/** A page section: a landmark labelled by its h2, in one of four tones. */
export function Section({ title, eyebrow, intro, tone = 'plain', id, centered = false, children }: SectionProps) {
  const headingId = useId();
  return (
    <section id={id} aria-labelledby={headingId} className={`${styles.section} ${styles[tone]}`}>
      <div className="container">
        <header className={`${styles.header} ${centered ? styles.centered : ''}`}>
          {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
          <h2 id={headingId} className={styles.title}>
            {title}
          </h2>
          {intro && <p className={styles.intro}>{intro}</p>}
        </header>
        {children}
      </div>
    </section>
  );
}
