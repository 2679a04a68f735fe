import { useTranslation } from 'react-i18next';
import styles from './TagList.module.css';

/** A post's tags as a list; `max` keeps the first few (cards and the post header show BLOG.maxTagsShown). */
export function TagList({ tags, max }: { tags: readonly string[]; max?: number }) {
  const { t } = useTranslation();
  const shown = max === undefined ? tags : tags.slice(0, max);
  if (shown.length === 0) return null;
  return (
    <ul className={styles.tags} aria-label={t('blog.meta.tags')}>
      {shown.map((tag) => (
        // dir="auto": a Latin tag reads "#tag" on a Persian page too.
        <li key={tag} className={styles.tag} dir="auto">
          <span aria-hidden="true">#</span>
          {tag}
        </li>
      ))}
    </ul>
  );
}
