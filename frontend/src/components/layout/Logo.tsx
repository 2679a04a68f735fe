import { PRODUCT_NAME } from '../../app/config/product';
import styles from './Logo.module.css';

/** The mark: a punching bag seen from the front, its tyre bands drawn as rings. */
export function Logo() {
  return (
    <span className={styles.logo}>
      <svg className={styles.mark} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect x="9" y="1" width="14" height="3" rx="1.5" fill="#8f2f09" />
        <rect x="7" y="4" width="18" height="26" rx="7" className={styles.body} />
        <rect x="7" y="10" width="18" height="3" fill="#b93d0c" />
        <rect x="7" y="18" width="18" height="3" fill="#b93d0c" />
        <circle cx="16" cy="25.5" r="2" fill="#7fd1c7" />
      </svg>
      <span className={styles.word}>{PRODUCT_NAME}</span>
    </span>
  );
}
