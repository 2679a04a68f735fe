import { Calendar, Clock, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../i18n/format';
import styles from './PostMeta.module.css';
import { readingTimeMinutes } from './reading-time';

interface PostMetaProps {
  author?: string;
  createdAt: string;
  content: string;
  /** Light text for a dark background. */
  onDark?: boolean;
}

/** Author, date and reading time of a post, in one wrapping row. */
export function PostMeta({ author, createdAt, content, onDark = false }: PostMetaProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const minutes = readingTimeMinutes(content);
  return (
    <ul className={`${styles.meta} ${onDark ? styles.onDark : ''}`}>
      {author && (
        <li>
          <UserRound aria-hidden="true" size={16} />
          {author}
        </li>
      )}
      <li>
        <Calendar aria-hidden="true" size={16} />
        <time dateTime={createdAt}>{format.date(createdAt)}</time>
      </li>
      <li>
        <Clock aria-hidden="true" size={16} />
        {t('blog.meta.readingTime', { count: minutes, minutes: format.number(minutes) })}
      </li>
    </ul>
  );
}
