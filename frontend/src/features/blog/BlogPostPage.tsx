import { countWords, type PublicBlogPostDto } from '@rebound/shared';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { useServerAnswer } from '../../app/server-answers';
import { PageTitle } from '../../components/layout/PageTitle';
import { usePageLanguage } from '../../i18n/format';
import type { PostState } from './blog-queries';
import { PostArticle } from './PostArticle';
import { PostNotFound, PostSkeleton } from './PostStates';
import { readingTimeMinutes } from './reading-time';

function Post({ post }: { post: PublicBlogPostDto }) {
  return (
    <>
      <PageTitle
        title={post.title}
        description={post.excerpt}
        type="article"
        image={post.image?.share ?? post.imageUrl ?? undefined}
        article={{ author: post.author, publishedTime: post.createdAt, modifiedTime: post.updatedAt ?? undefined, tags: post.tags }}
      />
      <PostArticle post={post} />
    </>
  );
}

function PostOrState({ post, isFetching, isError }: PostState) {
  if (isFetching && !post) return <PostSkeleton />;
  // An error or an empty answer both mean the post is not there: 'Post Not Found'.
  if (isError || !post) return <PostNotFound />;
  return <Post post={post} />;
}

const QueriedPost = lazy(async () => ({ default: (await import('./blog-queries')).QueriedPost }));

// The preview link's page and the studio load the article and the counts through this module (a dynamic
// import), so the public post page stays one chunk and shares no new chunk with them. countWords is
// @rebound/shared's, the one rule the API's versions list counts by too.
export { countWords, PostArticle, PostNotFound, PostSkeleton, readingTimeMinutes };

export function BlogPostPage() {
  const { id } = useParams();
  const language = usePageLanguage();
  // Rendered by the server: the post (or its absence) came with the page, and hydration needs no store.
  const answered = useServerAnswer((answers) => (answers.blogPost && answers.blogPost.id === id ? answers.blogPost : undefined));
  if (answered) return <PostOrState post={answered.post ?? undefined} isFetching={false} isError={false} />;
  if (!id) return <PostNotFound />;
  return (
    <Suspense fallback={<PostSkeleton />}>
      <QueriedPost id={id} lng={language}>
        {(state) => <PostOrState {...state} />}
      </QueriedPost>
    </Suspense>
  );
}
