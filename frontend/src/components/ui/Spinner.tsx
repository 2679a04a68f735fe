import styles from './Spinner.module.css';

/** Decorative spinner; the surrounding text says what is happening. */
export function Spinner() {
  return <span className={styles.spinner} aria-hidden="true" />;
}
