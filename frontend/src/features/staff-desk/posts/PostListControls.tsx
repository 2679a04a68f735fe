import { BLOG_POST_STATES, type BlogPostState } from '@rebound/shared';
import { Plus, Search } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { ApiError } from '../../../api/api-query';
import { Button } from '../../../components/ui/Button';
import { Spinner } from '../../../components/ui/Spinner';
import { isSupportedLanguage } from '../../../i18n/languages';
import { adminPostPath } from '../../../routes/staff-routes';
import fieldStyles from '../AdminForm.module.css';
import styles from './AdminPostsPage.module.css';
import { useCreatePostMutation } from './admin-posts-api';
import type { PostListParams } from './post-list-params';

const STATE_FILTER_KEYS = {
  all: 'adminPosts.filter.all',
  draft: 'adminPosts.state.draft',
  scheduled: 'adminPosts.state.scheduled',
  published: 'adminPosts.state.published',
  unpublished: 'adminPosts.state.unpublished',
} as const;

/** Search words and a state; applied on submit, so each search is one step in the browser's history. */
export function PostSearchForm({ params, onSearch }: { params: PostListParams; onSearch: (next: PostListParams) => void }) {
  const { t } = useTranslation();
  const ids = { q: useId(), state: useId() };
  const [q, setQ] = useState(params.q ?? '');
  const [state, setState] = useState<BlogPostState | ''>(params.state ?? '');
  useEffect(() => {
    setQ(params.q ?? '');
    setState(params.state ?? '');
  }, [params.q, params.state]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({ ...(q.trim() ? { q: q.trim() } : {}), ...(state ? { state } : {}) });
  };

  return (
    <form className={styles.search} role="search" aria-label={t('adminPosts.search.label')} onSubmit={submit}>
      <div>
        <label htmlFor={ids.q} className={fieldStyles.label}>
          {t('adminPosts.search.words')}
        </label>
        <input id={ids.q} type="search" className={fieldStyles.input} value={q} onChange={(event) => setQ(event.target.value)} />
      </div>
      <div>
        <label htmlFor={ids.state} className={fieldStyles.label}>
          {t('adminPosts.filter.label')}
        </label>
        <select
          id={ids.state}
          className={fieldStyles.input}
          value={state}
          onChange={(event) => setState(BLOG_POST_STATES.find((candidate) => candidate === event.target.value) ?? '')}
        >
          <option value="">{t(STATE_FILTER_KEYS.all)}</option>
          {BLOG_POST_STATES.map((option) => (
            <option key={option} value={option}>
              {t(STATE_FILTER_KEYS[option])}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" variant="secondary" icon={<Search aria-hidden="true" size={18} />}>
        {t('adminPosts.search.submit')}
      </Button>
    </form>
  );
}

/** "New post": a title, then the editor of the new draft. */
export function NewPostForm({ endSession }: { endSession: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { i18n } = useTranslation();
  // A new post is written in the staff member's language unless they change it later.
  const language = isSupportedLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  const titleId = useId();
  const errorId = useId();
  const [title, setTitle] = useState('');
  const [failed, setFailed] = useState(false);
  const [create, { isLoading }] = useCreatePostMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) return;
    setFailed(false);
    try {
      const post = await create({ title: title.trim(), language }).unwrap();
      void navigate(adminPostPath(post.id));
    } catch (failure) {
      if ((failure as ApiError).status === 401) endSession();
      else setFailed(true);
    }
  };

  return (
    <form className={styles.newPost} onSubmit={submit} aria-label={t('adminPosts.new.label')}>
      <div>
        <label htmlFor={titleId} className={fieldStyles.label}>
          {t('adminPosts.new.title')}
        </label>
        <input
          id={titleId}
          className={fieldStyles.input}
          value={title}
          required
          maxLength={200}
          dir="auto"
          aria-describedby={failed ? errorId : undefined}
          onChange={(event) => setTitle(event.target.value)}
        />
      </div>
      <Button type="submit" disabled={isLoading} icon={isLoading ? <Spinner /> : <Plus aria-hidden="true" size={18} />}>
        {t('adminPosts.new.submit')}
      </Button>
      {failed && (
        <p id={errorId} role="alert" className={fieldStyles.fieldError}>
          {t('adminPosts.new.failed')}
        </p>
      )}
    </form>
  );
}
