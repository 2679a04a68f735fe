import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { ApiError } from '../../../api/api-query';
import { useFormatters } from '../../../i18n/format';
import { AdminArea, type AdminAreaContext, LoadError, Loading, useEndSessionOn401 } from '../AdminArea';
import tableStyles from '../AdminTable.module.css';
import { Pager, PageTurnButton } from '../Pager';
import styles from './AdminPostsPage.module.css';
import { useStudioPostsQuery } from './admin-posts-api';
import { NewPostForm, PostSearchForm } from './PostListControls';
import { PostsTable } from './PostsTable';
import { type PostListParams, postListSearch, readPostListParams } from './post-list-params';

/** Cursors of the pages before this one, carried in the history entry, so 'Previous' goes back one page. */
interface ListHistoryState {
  previousCursors?: (string | null)[];
}

function PostList({ focusOnMount, endSession }: AdminAreaContext) {
  const { t } = useTranslation();
  const format = useFormatters();
  const [search] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const params = readPostListParams(search);
  const previousCursors = (location.state as ListHistoryState | null)?.previousCursors ?? [];
  const list = useStudioPostsQuery(params);
  const listError = list.error as ApiError | undefined;
  useEndSessionOn401(list.error, endSession);

  const go = (next: PostListParams, state: ListHistoryState) => void navigate({ search: postListSearch(next, search) }, { state });
  const filter = { ...(params.q ? { q: params.q } : {}), ...(params.state ? { state: params.state } : {}) };
  const nextPage = (cursor: string) => go({ ...params, cursor }, { previousCursors: [...previousCursors, params.cursor ?? null] });
  const previousPage = () =>
    go({ ...filter, cursor: previousCursors.at(-1) ?? undefined }, { previousCursors: previousCursors.slice(0, -1) });

  const page = list.currentData;
  let listContent: ReactNode;
  if (list.isLoading || (list.isFetching && !page)) listContent = <Loading label={t('adminPosts.loading')} />;
  else if (list.isError && listError?.status === 400 && params.cursor)
    listContent = <LoadError message={t('adminPosts.staleCursor')} onRetry={() => go(filter, {})} retryLabel={t('adminPosts.firstPage')} />;
  else if (list.isError || !page)
    listContent = <LoadError message={t('adminPosts.error')} onRetry={() => void list.refetch()} retryLabel={t('adminPosts.retry')} />;
  else if (page.posts.length === 0)
    listContent = <p className={tableStyles.status}>{params.q || params.state ? t('adminPosts.emptyFiltered') : t('adminPosts.empty')}</p>;
  else listContent = <PostsTable posts={page.posts} focusOnMount={focusOnMount} />;

  return (
    <div className={styles.listSection}>
      <NewPostForm endSession={endSession} />
      <PostSearchForm params={params} onSearch={(next) => go(next, {})} />
      {listContent}
      {page && (
        <Pager
          label={t('adminPosts.pager.label')}
          total={t('adminPosts.total', { count: page.total, total: format.number(page.total) })}
          announceTotal
          previous={
            params.cursor && (
              <PageTurnButton direction="previous" onClick={previousPage}>
                {t('adminPosts.pager.previous')}
              </PageTurnButton>
            )
          }
          next={
            page.nextCursor && (
              <PageTurnButton direction="next" onClick={() => nextPage(page.nextCursor as string)}>
                {t('adminPosts.pager.next')}
              </PageTurnButton>
            )
          }
        />
      )}
    </div>
  );
}

/** /admin/posts: the blog studio's list of posts in every state, behind the staff sign-in. */
export function AdminPostsPage() {
  const { t } = useTranslation();
  return (
    <AdminArea
      area="blog"
      title={t('adminPosts.title')}
      subtitle={t('adminPosts.subtitle')}
      signInTitle={t('adminPosts.signIn.title')}
      signInIntro={t('adminPosts.signIn.intro')}
      loadingLabel={t('adminPosts.loading')}
    >
      {(context) => <PostList {...context} />}
    </AdminArea>
  );
}
