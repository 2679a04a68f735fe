import { Quote } from 'lucide-react';
import type { ReactNode } from 'react';
import styles from './Testimonial.module.css';

interface TestimonialProps {
  quote: string;
  name: string;
  /** Job title and kind of organisation. */
  role: string;
}

/** A quote with who said it. */
export function Testimonial({ quote, name, role }: TestimonialProps) {
  return (
    <figure className={styles.testimonial}>
      <Quote aria-hidden="true" size={32} className={`${styles.mark} icon-directional`} />
      <blockquote className={styles.quote}>
        <p>{quote}</p>
      </blockquote>
      <figcaption className={styles.caption}>
        <span className={styles.avatar} aria-hidden="true">
          {initials(name)}
        </span>
        <span>
          <span className={styles.name}>{name}</span>
          <span className={styles.role}>{role}</span>
        </span>
      </figcaption>
    </figure>
  );
}

function initials(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? words[words.length - 1][0] : '';
  return `${first}${last}`.toUpperCase();
}

export function TestimonialGrid({ children }: { children: ReactNode }) {
  return <div className={styles.grid}>{children}</div>;
}
