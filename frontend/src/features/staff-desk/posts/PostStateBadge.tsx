import type { BlogPostState } from '@rebound/shared';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../i18n/format';
import styles from './AdminPostsPage.module.css';

const STATE_KEYS = {
  draft: 'adminPosts.state.draft',
  scheduled: 'adminPosts.state.scheduled',
  published: 'adminPosts.state.published',
  unpublished: 'adminPosts.state.unpublished',
} as const;

/** A post's state as a badge; a scheduled one says when it appears. */
export function PostStateBadge({ state, publishAt }: { state: BlogPostState; publishAt: string }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <span className={`${styles.stateBadge} ${styles[state]}`}>
      {state === 'scheduled' ? t('adminPosts.state.scheduledFor', { date: format.dateTime(publishAt) }) : t(STATE_KEYS[state])}
    </span>
  );
}
