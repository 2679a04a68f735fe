import { useTranslation } from 'react-i18next';
import { PageTitle, ResponseStatus } from '../../components/layout/PageTitle';
import { ButtonLink } from '../../components/ui/Button';
import { routePath } from '../../routes/site-routes';
import styles from './BlogPostPage.module.css';
import { backIcon } from './PostArticle';
import skeleton from './Skeleton.module.css';

/** The post while it loads. */
export function PostSkeleton() {
  const { t } = useTranslation();
  return (
    <div className={`container ${styles.narrow} ${styles.skeleton}`} aria-busy="true">
      <p role="status" className="visually-hidden">
        {t('blog.post.loading')}
      </p>
      <div className={styles.skeletonBlocks} aria-hidden="true">
        <span className={`${skeleton.block} ${skeleton.badge}`} />
        <span className={`${skeleton.block} ${skeleton.heading}`} />
        <span className={`${skeleton.block} ${skeleton.line}`} />
        <span className={`${skeleton.block} ${skeleton.line} ${skeleton.short}`} />
        <span className={`${skeleton.block} ${skeleton.image}`} />
        <span className={`${skeleton.block} ${skeleton.line}`} />
        <span className={`${skeleton.block} ${skeleton.line}`} />
        <span className={`${skeleton.block} ${skeleton.line} ${skeleton.short}`} />
      </div>
    </div>
  );
}

/** No post at this address: 'Post Not Found' with a way back (HTTP 404 on the server). */
export function PostNotFound() {
  const { t } = useTranslation();
  return (
    <section className={`container ${styles.notFound}`}>
      <PageTitle title={t('blog.post.notFound.title')} description={t('blog.post.notFound.message')} />
      <ResponseStatus code={404} />
      <h1 className={styles.notFoundTitle}>{t('blog.post.notFound.title')}</h1>
      <p className={styles.notFoundMessage}>{t('blog.post.notFound.message')}</p>
      <ButtonLink to={routePath('blog')} icon={backIcon}>
        {t('blog.post.notFound.back')}
      </ButtonLink>
    </section>
  );
}
