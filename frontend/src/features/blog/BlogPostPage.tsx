import { countWords, type PublicBlogPostDto } from '@rebound/shared';
import { skipToken } from '@reduxjs/toolkit/query';
import { useParams } from 'react-router-dom';
import { ApiStoreProvider } from '../../app/ApiStoreProvider';
import { PageTitle } from '../../components/layout/PageTitle';
import { usePageLanguage } from '../../i18n/format';
import { useBlogPostQuery } from './blog-api';
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

function BlogPostPageContent() {
  const { id } = useParams();
  // currentData, not data: while another post loads, the previous one must not stay on screen.
  const lng = usePageLanguage();
  const { currentData: post, isFetching, isError } = useBlogPostQuery(id ? { id, lng } : skipToken);
  if (isFetching && !post) return <PostSkeleton />;
  // An error or an empty answer both mean the post is not there: 'Post Not Found'.
  if (isError || !post) return <PostNotFound />;
  return <Post post={post} />;
}

// The preview link's page and the studio load the article and the counts through this module (a dynamic
// import), so the public post page stays one chunk and shares no new chunk with them. countWords is
// @rebound/shared's, the one rule the API's versions list counts by too.
export { countWords, PostArticle, PostNotFound, PostSkeleton, readingTimeMinutes };

export function BlogPostPage() {
  return (
    <ApiStoreProvider>
      <BlogPostPageContent />
    </ApiStoreProvider>
  );
}
