import type { AdminBlogPost, LanguageCode } from '@rebound/shared';
import { History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { useFormatters } from '../../../i18n/format';
import { usePostVersionsQuery, useRestoreVersionMutation } from './admin-posts-api';
import styles from './PostEditor.module.css';

interface VersionsPanelProps {
  postId: string;
  language: LanguageCode;
  /** The revision my next save is made on (a restore is a save). */
  revision: number;
  /** Restoring replaces the text in the editor: not while it holds unsaved changes. */
  disabled: boolean;
  onRestored: (post: AdminBlogPost) => void;
}

/** The last saved versions of this language, newest first; one can be restored (as a new save). */
export function VersionsPanel({ postId, language, revision, disabled, onRestored }: VersionsPanelProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const versions = usePostVersionsQuery({ id: postId, language });
  const [restore, { isLoading }] = useRestoreVersionMutation();

  const restoreVersion = async (versionId: string) => {
    try {
      onRestored(await restore({ id: postId, versionId, revision }).unwrap());
    } catch {
      // The list stays; the editor's own save status reports conflicts on the next save.
    }
  };

  return (
    <section className={styles.panel} aria-labelledby={`versions-${language}`}>
      <h2 id={`versions-${language}`} className={styles.panelTitle}>
        <History aria-hidden="true" size={18} /> {t('adminPosts.versions.title')}
      </h2>
      {disabled && <p className={styles.hint}>{t('adminPosts.versions.saveFirst')}</p>}
      {versions.isError && <p role="alert">{t('adminPosts.versions.error')}</p>}
      {versions.data?.length === 0 && <p>{t('adminPosts.versions.empty')}</p>}
      <ol className={styles.versions}>
        {versions.data?.map((version) => (
          <li key={String(version.id)}>
            <span>
              <time dateTime={version.savedAt}>{format.dateTime(version.savedAt)}</time>
              {' · '}
              {t('adminPosts.body.words', { count: version.wordCount, words: format.number(version.wordCount) })}
              <br />
              <bdi>{version.title}</bdi>
            </span>
            <Button variant="secondary" disabled={disabled || isLoading} onClick={() => void restoreVersion(String(version.id))}>
              {t('adminPosts.versions.restore')}
              <span className="visually-hidden"> {format.dateTime(version.savedAt)}</span>
            </Button>
          </li>
        ))}
      </ol>
    </section>
  );
}
