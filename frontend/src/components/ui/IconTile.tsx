import type { ReactNode } from 'react';
import styles from './IconTile.module.css';

/** A decorative icon on a soft square tile (a card's icon, the lock of the staff sign-in); `className` recolours it. */
export function IconTile({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <span className={className ? `${styles.tile} ${className}` : styles.tile} aria-hidden="true">
      {children}
    </span>
  );
}
