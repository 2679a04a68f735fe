import { ArrowRight, Sparkles } from 'lucide-react';
import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { BLOG, EARLY_ADOPTERS } from '../../app/config/constants';
import { EXTERNAL_LINKS } from '../../app/config/external-links';
import { useServerAnswer } from '../../app/server-answers';
import { PageTitle } from '../../components/layout/PageTitle';
import { ButtonLink, ExternalButtonLink } from '../../components/ui/Button';
import { PageHero } from '../../components/ui/PageHero';
import { Section } from '../../components/ui/Section';
import { useFormatters, usePageLanguage } from '../../i18n/format';
import { blogPostPath, routePath } from '../../routes/site-routes';
import type { ArticlePost } from './article-post';
import styles from './BlogListPage.module.css';
import type { PostsState } from './blog-queries';
import { CategoryBadge } from './CategoryBadge';
import { CoverImage } from './CoverImage';
import { LanguageNote } from './LanguageNote';
import { PostCover } from './PostCover';
import { PostMeta } from './PostMeta';
import skeleton from './Skeleton.module.css';
import { TagList } from './TagList';

// A post may be in another language than the page (the original, where it has no version in the page's):
// `lang` lets a screen reader read its texts in the right voice, dir="auto" keeps an English post's
// punctuation right on the Persian page.
const arrow = <ArrowRight aria-hidden="true" size={18} className="icon-directional" />;

function LoadingCards() {
  const { t } = useTranslation();
  return (
    <div className={`container ${styles.loading}`} aria-busy="true">
      <p role="status" className="visually-hidden">
        {t('blog.list.loading')}
      </p>
      <div className={styles.grid} aria-hidden="true">
        {[0, 1, 2].map((index) => (
          <div key={index} className={skeleton.card}>
            <span className={`${skeleton.block} ${skeleton.image}`} />
            <span className={`${skeleton.block} ${skeleton.badge}`} />
            <span className={`${skeleton.block} ${skeleton.title}`} />
            <span className={`${skeleton.block} ${skeleton.line}`} />
            <span className={`${skeleton.block} ${skeleton.line} ${skeleton.short}`} />
          </div>
        ))}
      </div>
    </div>
  );
}

function FeaturedStory({ post }: { post: ArticlePost }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className={`container ${styles.featuredSection}`} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.featuredLabel}>
        <Sparkles aria-hidden="true" size={16} />
        {t('blog.list.featured.label')}
      </h2>
      <article className={styles.featured}>
        <div className={styles.featuredMedia}>
          {post.imageUrl ? <CoverImage post={post} sizes="featured" alt="" className={styles.image} eager /> : <PostCover />}
        </div>
        <div className={styles.featuredText}>
          <CategoryBadge category={post.category} />
          <h3 className={styles.featuredTitle} lang={post.language} dir="auto">
            {post.title}
          </h3>
          <p className={styles.excerpt} lang={post.language} dir="auto">
            {post.excerpt}
          </p>
          <LanguageNote postLanguage={post.language} />
          <PostMeta author={post.author} createdAt={post.createdAt} content={post.content} />
          <div>
            <ButtonLink to={blogPostPath(post.id)} icon={arrow}>
              <span aria-hidden="true">{t('blog.list.featured.readFullStory')}</span>
              <span className="visually-hidden">{t('blog.list.featured.readFullStoryLabel', { title: post.title })}</span>
            </ButtonLink>
          </div>
        </div>
      </article>
    </section>
  );
}

function PostCard({ post }: { post: ArticlePost }) {
  const { t } = useTranslation();
  return (
    <article className={styles.card}>
      <CoverImage post={post} sizes="card" alt="" className={`${styles.image} ${styles.cardImage}`} />
      <div className={styles.cardBody}>
        <CategoryBadge category={post.category} />
        <h3 className={styles.cardTitle} lang={post.language} dir="auto">
          {post.title}
        </h3>
        <PostMeta createdAt={post.createdAt} content={post.content} />
        <p className={styles.excerpt} lang={post.language} dir="auto">
          {post.excerpt}
        </p>
        <LanguageNote postLanguage={post.language} />
        <p className={styles.author} dir="auto">
          {post.author}
        </p>
        <TagList tags={post.tags} max={BLOG.maxTagsShown} />
        <Link to={blogPostPath(post.id)} className={styles.readMore}>
          <span aria-hidden="true">{t('blog.list.latest.readMore')}</span>
          <span className="visually-hidden">{t('blog.list.latest.readMoreLabel', { title: post.title })}</span>
          {arrow}
        </Link>
      </div>
    </article>
  );
}

function NoMorePosts() {
  const { t } = useTranslation();
  return (
    <div className={styles.empty}>
      <h3 className={styles.emptyTitle}>{t('blog.list.empty.title')}</h3>
      <p>{t('blog.list.empty.message')}</p>
      <ButtonLink to={routePath('earlyAdopters')} variant="secondary" icon={arrow}>
        {t('blog.list.empty.join')}
      </ButtonLink>
    </div>
  );
}

function BlogListPageContent({ posts, isLoading }: PostsState) {
  const { t } = useTranslation();
  const format = useFormatters();
  const [featured, ...latest] = posts;

  return (
    <>
      <PageTitle title={t('blog.list.title')} description={t('blog.list.description')} />
      <PageHero badge={t('blog.list.badge')} title={t('blog.list.title')} subtitle={t('blog.list.subtitle')} />
      {isLoading ? (
        <LoadingCards />
      ) : (
        <>
          {featured && <FeaturedStory post={featured} />}
          <Section title={t('blog.list.latest.title')} intro={latest.length > 0 ? t('blog.list.latest.intro') : undefined}>
            {latest.length > 0 ? (
              <div className={styles.grid}>
                {latest.map((post) => (
                  <PostCard key={post.id} post={post} />
                ))}
              </div>
            ) : (
              <NoMorePosts />
            )}
          </Section>
        </>
      )}
      <Section
        tone="brand"
        title={t('blog.list.closing.title')}
        intro={t('blog.list.closing.text', { spots: format.number(EARLY_ADOPTERS.spots) })}
      >
        {/* The primary action first, the way to read more second: the same order as every other pair of buttons. */}
        <div className={styles.closingActions}>
          <ExternalButtonLink href={EXTERNAL_LINKS.forms.earlyAdopterSignup}>{t('blog.list.closing.signUp')}</ExternalButtonLink>
          <ButtonLink to={routePath('earlyAdopters')} variant="onDark" icon={arrow}>
            {t('blog.list.closing.programme')}
          </ButtonLink>
        </div>
      </Section>
    </>
  );
}

const QueriedPosts = lazy(async () => ({ default: (await import('./blog-queries')).QueriedPosts }));

export function BlogListPage() {
  const language = usePageLanguage();
  // Rendered by the server: the posts came with the page, and hydration needs no store.
  const answered = useServerAnswer((answers) => answers.blogPosts);
  if (answered) return <BlogListPageContent posts={answered} isLoading={false} />;
  return (
    <Suspense fallback={<BlogListPageContent posts={[]} isLoading />}>
      <QueriedPosts lng={language}>{(state) => <BlogListPageContent {...state} />}</QueriedPosts>
    </Suspense>
  );
}
