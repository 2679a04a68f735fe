import type { ReactNode } from 'react';
import { Section } from '../../components/ui/Section';
import styles from './ClosingCall.module.css';

/** The closing call to action of a page: a coloured band with a heading, a line of text and buttons. */
export function ClosingCall({
  title,
  text,
  actions,
  children,
  id,
}: {
  title: string;
  text: string;
  actions: ReactNode;
  children?: ReactNode;
  id?: string;
}) {
  return (
    <Section title={title} intro={text} tone="brand" centered id={id}>
      {children}
      <div className={styles.actions}>{actions}</div>
    </Section>
  );
}
