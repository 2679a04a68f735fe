import type { BlogPostDto } from '@rebound/shared';
import { skipToken } from '@reduxjs/toolkit/query';
import { ArrowLeft, ArrowRight, UsersRound } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { ApiStoreProvider } from '../../app/ApiStoreProvider';
import { BLOG } from '../../app/config/constants';
import { PageTitle, ResponseStatus } from '../../components/layout/PageTitle';
import { ButtonLink } from '../../components/ui/Button';
import { useFormatters } from '../../i18n/format';
import { routePath } from '../../routes/site-routes';
import styles from './BlogPostPage.module.css';
import { useBlogPostQuery } from './blog-api';
import { CategoryBadge } from './CategoryBadge';
import { CoverImage } from './CoverImage';
import { PostMarkup } from './markup/PostMarkup';
import { PostMeta } from './PostMeta';
import { wasUpdated } from './post-dates';
import { ShareButton } from './ShareButton';
import skeleton from './Skeleton.module.css';
import { TagList } from './TagList';

const backIcon = <ArrowLeft aria-hidden="true" size={18} className="icon-directional" />;

function PostSkeleton() {
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

function PostNotFound() {
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

function PostFooter({ post }: { post: BlogPostDto }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <footer className={styles.footer}>
      <p className={styles.byline}>{t('blog.post.writtenBy', { author: post.author })}</p>
      <p className={styles.dates}>
        {t('blog.post.publishedOn', { date: format.date(post.createdAt) })}
        {wasUpdated(post) && t('blog.post.updatedOn', { date: format.date(post.updatedAt) })}
      </p>
      <TagList tags={post.tags} />
    </footer>
  );
}

function CallToAction() {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <aside className={styles.cta} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.ctaTitle}>
        {t('blog.post.cta.title')}
      </h2>
      <p>{t('blog.post.cta.text')}</p>
      <div className={styles.ctaActions}>
        <ButtonLink to={routePath('earlyAdopters')} icon={<ArrowRight aria-hidden="true" size={18} className="icon-directional" />}>
          {t('blog.post.cta.earlyAdopters')}
        </ButtonLink>
        <ButtonLink to={routePath('community')} variant="onDark" icon={<UsersRound aria-hidden="true" size={18} />}>
          {t('blog.post.cta.community')}
        </ButtonLink>
      </div>
    </aside>
  );
}

function Post({ post }: { post: BlogPostDto }) {
  const { t } = useTranslation();
  return (
    <article className={`container ${styles.narrow} ${styles.post}`}>
      <PageTitle
        title={post.title}
        description={post.excerpt}
        type="article"
        image={post.image?.share ?? post.imageUrl ?? undefined}
        article={{ author: post.author, publishedTime: post.createdAt, modifiedTime: post.updatedAt ?? undefined, tags: post.tags }}
      />
      <header className={styles.header}>
        <Link to={routePath('blog')} className={styles.back}>
          {backIcon}
          {t('blog.post.back')}
        </Link>
        <div className={styles.labels}>
          <CategoryBadge category={post.category} />
          <TagList tags={post.tags} max={BLOG.maxTagsShown} />
        </div>
        <h1 className={styles.title} dir="auto">
          {post.title}
        </h1>
        <p className={styles.excerpt} dir="auto">
          {post.excerpt}
        </p>
        <div className={styles.metaRow}>
          <PostMeta author={post.author} createdAt={post.createdAt} content={post.content} />
          <ShareButton title={post.title} text={post.excerpt} />
        </div>
      </header>
      <CoverImage post={post} sizes="post" alt={post.title} className={styles.image} eager />
      <PostMarkup content={post.content} />
      <PostFooter post={post} />
      <CallToAction />
    </article>
  );
}

function BlogPostPageContent() {
  const { id } = useParams();
  // currentData, not data: while another post loads, the previous one must not stay on screen.
  const { currentData: post, isFetching, isError } = useBlogPostQuery(id ?? skipToken);
  if (isFetching && !post) return <PostSkeleton />;
  // An error or an empty answer both mean the post is not there: 'Post Not Found'.
  if (isError || !post) return <PostNotFound />;
  return <Post post={post} />;
}

export function BlogPostPage() {
  return (
    <ApiStoreProvider>
      <BlogPostPageContent />
    </ApiStoreProvider>
  );
}
