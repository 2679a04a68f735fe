import type { BlogPostDto } from '@rebound/shared';
import { ArrowLeft, ArrowRight, UsersRound } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { BLOG } from '../../app/config/constants';
import { ButtonLink } from '../../components/ui/Button';
import { useFormatters } from '../../i18n/format';
import { routePath } from '../../routes/site-routes';
import type { ArticlePost } from './article-post';
import styles from './BlogPostPage.module.css';
import { CategoryBadge } from './CategoryBadge';
import { CoverImage } from './CoverImage';
import { LanguageNote } from './LanguageNote';
import { PostMarkup } from './markup/PostMarkup';
import { PostMeta } from './PostMeta';
import { wasUpdated } from './post-dates';
import { ShareButton } from './ShareButton';
import { TagList } from './TagList';

export const backIcon = <ArrowLeft aria-hidden="true" size={18} className="icon-directional" />;

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

/**
 * A post as the public reads it, from a post object alone (no fetching, no document title): the public
 * post page, the preview-link page and the studio's live preview all render this one component. The
 * post's own texts carry their language (`lang`, so a screen reader switches voice, and its direction);
 * the page's parts around them stay in the reader's.
 */
export function PostArticle({ post }: { post: ArticlePost }) {
  const { t } = useTranslation();
  // dir="auto": each text's own letters decide its direction, also for a post an operator inserted with SQL,
  // whose language column says 'en' whatever it is written in.
  const texts = { lang: post.language, dir: 'auto' as const };
  return (
    <article className={`container ${styles.narrow} ${styles.post}`}>
      <header className={styles.header}>
        <Link to={routePath('blog')} className={styles.back}>
          {backIcon}
          {t('blog.post.back')}
        </Link>
        <div className={styles.labels}>
          <CategoryBadge category={post.category} />
          <TagList tags={post.tags} max={BLOG.maxTagsShown} />
        </div>
        <h1 className={styles.title} {...texts}>
          {post.title}
        </h1>
        <p className={styles.excerpt} {...texts}>
          {post.excerpt}
        </p>
        <LanguageNote postLanguage={post.language} />
        <div className={styles.metaRow}>
          <PostMeta author={post.author} createdAt={post.createdAt} content={post.content} />
          <ShareButton title={post.title} text={post.excerpt} />
        </div>
      </header>
      <CoverImage post={post} sizes="post" alt={post.title} className={styles.image} eager />
      <PostMarkup content={post.content} lang={post.language} />
      <PostFooter post={post} />
      <CallToAction />
    </article>
  );
}
