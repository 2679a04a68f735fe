import { CircleCheck } from 'lucide-react';
import styles from './CheckList.module.css';

/** A list of benefits, each with a check mark; two columns on wide screens. */
export function CheckList({ items, tone = 'light' }: { items: { id: string; text: string }[]; tone?: 'light' | 'dark' }) {
  return (
    <ul className={`${styles.list} ${styles[tone]}`}>
      {items.map(({ id, text }) => (
        <li key={id} className={styles.item}>
          <CircleCheck aria-hidden="true" size={24} className={styles.icon} />
          <span>{text}</span>
        </li>
      ))}
    </ul>
  );
}
