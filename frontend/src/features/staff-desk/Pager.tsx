import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../components/ui/Button';
import styles from './AdminTable.module.css';

interface PagerProps {
  /** The navigation's name ('Pages of leads'). */
  label: string;
  /** The count of the whole list, shown with one page too. */
  total: string;
  /** Read the total out when it changes on the same page (a filter applied). */
  announceTotal?: boolean;
  /** 'Page 2', where the list knows which page it shows. */
  pageLabel?: string;
  /** The page turns (links or buttons, as the list pages); absent where there is no page that way. */
  previous?: ReactNode;
  next?: ReactNode;
}

/** Under a staff list: its total, and previous / next with the page between them when there is more than one page. */
export function Pager({ label, total, announceTotal = false, pageLabel, previous, next }: PagerProps) {
  return (
    <div className={styles.footer}>
      <p className={styles.total} aria-live={announceTotal ? 'polite' : undefined}>
        {total}
      </p>
      {(previous || next) && (
        <nav className={styles.pager} aria-label={label}>
          {previous}
          {pageLabel && (
            <span className={styles.pageNumber} aria-current="page">
              {pageLabel}
            </span>
          )}
          {next}
        </nav>
      )}
    </div>
  );
}

const TURN_ICONS = {
  previous: <ChevronLeft aria-hidden="true" size={18} className="icon-directional" />,
  next: <ChevronRight aria-hidden="true" size={18} className="icon-directional" />,
};

/** A page turn of a list kept in the page's state (not its address): a button with the way it turns. */
export function PageTurnButton({
  direction,
  onClick,
  children,
}: {
  direction: 'previous' | 'next';
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button variant="secondary" onClick={onClick} icon={TURN_ICONS[direction]}>
      {children}
    </Button>
  );
}
