import type { AdminBlogPostListItem } from '@rebound/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { languageOption } from '../../../i18n/languages';
import { adminPostPath } from '../../../routes/staff-routes';
import { AdminTable, DateCell } from '../AdminTable';
import styles from './AdminPostsPage.module.css';
import { PostStateBadge } from './PostStateBadge';

function PostRow({ post }: { post: AdminBlogPostListItem }) {
  const { t } = useTranslation();
  return (
    <tr>
      <td className={styles.titleCell}>
        <Link to={adminPostPath(post.id)} dir="auto">
          {post.title || t('adminPosts.table.untitled')}
        </Link>
      </td>
      <td>
        <PostStateBadge state={post.state} publishAt={post.publishAt} />
      </td>
      <td dir="auto">{post.author}</td>
      <td>
        {post.languages.map((code) => (
          <abbr key={code} title={languageOption(code).name} lang={code} className={styles.languageCode}>
            {code.toUpperCase()}
          </abbr>
        ))}
      </td>
      <DateCell value={post.publishAt} />
      <DateCell value={post.updatedAt} />
    </tr>
  );
}

/** One page of posts, newest first; each title opens its editor. */
export function PostsTable({ posts, focusOnMount }: { posts: AdminBlogPostListItem[]; focusOnMount: boolean }) {
  const { t } = useTranslation();
  const columns = [
    t('adminPosts.table.title'),
    t('adminPosts.table.state'),
    t('adminPosts.table.author'),
    t('adminPosts.table.languages'),
    t('adminPosts.table.publishAt'),
    t('adminPosts.table.updated'),
  ];
  return (
    <AdminTable title={t('adminPosts.table.heading')} columns={columns} focusOnMount={focusOnMount} cellAlign="middle">
      {posts.map((post) => (
        <PostRow key={post.id} post={post} />
      ))}
    </AdminTable>
  );
}
