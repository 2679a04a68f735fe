import type { AdminBlogPost, LanguageCode } from '@rebound/shared';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { isSupportedLanguage } from '../../../i18n/languages';
import { adminPostPath, staffPath } from '../../../routes/staff-routes';
import { AdminArea, type AdminAreaContext, LoadError, Loading, useEndSessionOn401 } from '../AdminArea';
import frame from '../AdminPage.module.css';
import { useStudioPostQuery } from './admin-posts-api';
import { LanguageTabs } from './LanguageTabs';
import { NewsletterSendPanel } from './NewsletterSendPanel';
import { PostEditor } from './PostEditor';
import styles from './PostEditor.module.css';

/** The language being edited is in the address (`?edit=nl`), so a reload opens the same tab. */
const EDIT_PARAM = 'edit';

function PostStudio({ routeId, endSession }: { routeId: string } & AdminAreaContext) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const query = useStudioPostQuery(routeId);
  const [post, setPost] = useState<AdminBlogPost | null>(null);
  useEndSessionOn401(query.error, endSession);

  // The first answer starts the editor; later answers come from its saves (a slug change moves the address).
  useEffect(() => {
    if (!post && query.data) setPost(query.data);
  }, [post, query.data]);
  useEffect(() => {
    if (post && post.id !== routeId) void navigate({ pathname: adminPostPath(post.id), search: search.toString() }, { replace: true });
  }, [post, routeId, navigate, search]);

  if (!post) {
    if (query.isError)
      return <LoadError message={t('adminPosts.editor.error')} onRetry={() => void query.refetch()} retryLabel={t('adminPosts.retry')} />;
    return <Loading label={t('adminPosts.editor.loading')} />;
  }
  const asked = search.get(EDIT_PARAM) ?? undefined;
  const language: LanguageCode = isSupportedLanguage(asked) ? asked : post.language;
  const select = (code: LanguageCode) =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      if (code === post.language) next.delete(EDIT_PARAM);
      else next.set(EDIT_PARAM, code);
      return next;
    });

  return (
    <div className={styles.page}>
      <Link to={staffPath('adminPosts')} className={frame.back}>
        <ArrowLeft aria-hidden="true" size={18} className="icon-directional" /> {t('adminPosts.editor.back')}
      </Link>
      <LanguageTabs post={post} current={language} onSelect={select} />
      {/* One editor per language: switching tabs starts that language's own autosave and stored copy. */}
      <PostEditor key={language} post={post} language={language} onSaved={setPost} />
      <NewsletterSendPanel postId={post.id} published={post.state === 'published'} />
    </div>
  );
}

/** /admin/posts/:id: the blog studio's editor of one post. */
export function AdminPostPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  return (
    <AdminArea
      area="blog"
      title={t('adminPosts.editor.title')}
      subtitle={t('adminPosts.editor.subtitle')}
      signInTitle={t('adminPosts.signIn.title')}
      signInIntro={t('adminPosts.signIn.intro')}
      loadingLabel={t('adminPosts.editor.loading')}
    >
      {(context) => <PostStudio routeId={id} {...context} />}
    </AdminArea>
  );
}
