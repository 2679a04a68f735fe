import type { AdminBlogPost, LanguageCode } from '@rebound/shared';
import { Suspense, useCallback, useDeferredValue, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { useFormatters } from '../../../i18n/format';
import { useSavePostMutation, useSaveTranslationMutation } from './admin-posts-api';
import { BodyEditor } from './BodyEditor';
import { ConflictDialog } from './ConflictDialog';
import { type EditorFields, originalFieldsOf, previewPostOf, translationFieldsOf } from './editor-fields';
import styles from './PostEditor.module.css';
import { PostFields } from './PostFields';
import { PublishControls } from './PublishControls';
import { PostArticle } from './post-page-module';
import { type SaveStatus, useAutosave } from './use-autosave';
import { VersionsPanel } from './VersionsPanel';

const STATUS_KEYS: Record<SaveStatus, `adminPosts.save.${SaveStatus}`> = {
  saved: 'adminPosts.save.saved',
  pending: 'adminPosts.save.pending',
  saving: 'adminPosts.save.saving',
  failed: 'adminPosts.save.failed',
  slugTaken: 'adminPosts.save.slugTaken',
  conflict: 'adminPosts.save.conflict',
};

/** The two views, side by side on wide screens and tabs on phones. */
const VIEWS = ['write', 'preview'] as const;

interface PostEditorProps {
  post: AdminBlogPost;
  /** The original's language or a translation's. */
  language: LanguageCode;
  onSaved: (post: AdminBlogPost) => void;
}

/** One language of a post: its fields, the body editor, the live preview, autosave, conflicts and versions. */
export function PostEditor({ post, language, onSaved }: PostEditorProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const original = language === post.language;
  const [view, setView] = useState<'write' | 'preview'>('write');
  const ids = { writeTab: useId(), previewTab: useId(), write: useId(), preview: useId() };
  const [savePost] = useSavePostMutation();
  const [saveTranslation] = useSaveTranslationMutation();

  const fieldsOf = useCallback(
    (of: AdminBlogPost): EditorFields => (original ? originalFieldsOf(of) : translationFieldsOf(of, language)),
    [original, language],
  );
  const revisionOf = useCallback(
    (of: AdminBlogPost) => (original ? of.revision : (of.translations.find((candidate) => candidate.language === language)?.revision ?? 0)),
    [original, language],
  );
  const save = (fields: EditorFields, revision: number) =>
    original
      ? savePost({ id: post.id, revision, fields: { ...originalFieldsOf(post), ...fields } }).unwrap()
      : saveTranslation({
          id: post.id,
          language,
          revision,
          fields: { title: fields.title, excerpt: fields.excerpt, content: fields.content },
        }).unwrap();

  const editor = useAutosave<EditorFields>({ postId: post.id, language, server: post, fieldsOf, revisionOf, save, onSaved });
  const { fields, setFields } = editor;
  const change = (changes: Partial<EditorFields>) => setFields((current) => ({ ...current, ...changes }));
  const previewPost = useDeferredValue(previewPostOf(post, fields, language));

  return (
    <div className={styles.studio}>
      <div className={styles.statusRow}>
        <p role="status" className={`${styles.saveStatus} ${styles[editor.status]}`}>
          {t(STATUS_KEYS[editor.status])}
        </p>
        {(editor.status === 'failed' || editor.status === 'pending') && (
          <Button variant="secondary" onClick={editor.saveNow}>
            {t('adminPosts.save.now')}
          </Button>
        )}
      </div>
      {editor.restoredAt && (
        <div role="alert" className={styles.notice}>
          <p>{t('adminPosts.restored.text', { date: format.dateTime(editor.restoredAt) })}</p>
          <Button variant="secondary" onClick={editor.dismissRestored}>
            {t('adminPosts.restored.dismiss')}
          </Button>
        </div>
      )}
      <div role="tablist" aria-label={t('adminPosts.view.label')} className={styles.viewTabs}>
        {VIEWS.map((tab) => (
          <button
            key={tab}
            id={tab === 'write' ? ids.writeTab : ids.previewTab}
            type="button"
            role="tab"
            aria-selected={view === tab}
            aria-controls={tab === 'write' ? ids.write : ids.preview}
            className={styles.viewTab}
            onClick={() => setView(tab)}
          >
            {t(tab === 'write' ? 'adminPosts.view.write' : 'adminPosts.view.preview')}
          </button>
        ))}
      </div>
      <div className={styles.panes}>
        <div
          id={ids.write}
          role="tabpanel"
          aria-labelledby={ids.writeTab}
          className={view === 'write' ? styles.pane : `${styles.pane} ${styles.inactive}`}
        >
          <PostFields
            fields={fields}
            onChange={change}
            original={original}
            slugFollowsTitle={post.state === 'draft'}
            slugTaken={editor.status === 'slugTaken'}
          />
          <BodyEditor value={fields.content} onChange={(content) => change({ content })} label={t('adminPosts.fields.body')} />
        </div>
        <div
          id={ids.preview}
          role="tabpanel"
          aria-labelledby={ids.previewTab}
          className={view === 'preview' ? styles.pane : `${styles.pane} ${styles.inactive}`}
        >
          <h2 className={styles.previewTitle}>{t('adminPosts.view.previewTitle')}</h2>
          <div className={styles.preview} lang={language} data-testid="studio-preview">
            <Suspense fallback={null}>
              <PostArticle post={previewPost} />
            </Suspense>
          </div>
        </div>
      </div>
      <div className={styles.side}>
        {original && (
          <PublishControls
            post={post}
            onChanged={(changed) => {
              editor.adoptRevision(changed);
              onSaved(changed);
            }}
          />
        )}
        <VersionsPanel
          postId={post.id}
          language={language}
          revision={revisionOf(post)}
          disabled={editor.dirty || editor.status === 'saving'}
          onRestored={(restored) => {
            editor.adopt(restored);
            onSaved(restored);
          }}
        />
      </div>
      <ConflictDialog
        theirs={editor.conflict ? fieldsOf(editor.conflict) : null}
        theirsSavedAt={editor.conflict?.updatedAt ?? null}
        mine={fields}
        onKeepMine={editor.keepMine}
        onTakeTheirs={() => {
          if (!editor.conflict) return;
          onSaved(editor.conflict);
          editor.adopt(editor.conflict);
        }}
      />
    </div>
  );
}
