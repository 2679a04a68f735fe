import { skipToken } from '@reduxjs/toolkit/query';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { ApiStoreProvider } from '../../app/ApiStoreProvider';
import { PageTitle } from '../../components/layout/PageTitle';
import { usePageLanguage } from '../../i18n/format';
import { previewApi } from './preview-api';

// The article and its states come from the post page's own chunk, loaded on demand: the public post page
// stays one chunk, and the preview renders with exactly its components.
const postPage = () => import('./BlogPostPage');
const PostArticle = lazy(async () => ({ default: (await postPage()).PostArticle }));
const PostNotFound = lazy(async () => ({ default: (await postPage()).PostNotFound }));
const PostSkeleton = lazy(async () => ({ default: (await postPage()).PostSkeleton }));

function BlogPreviewContent() {
  const { token } = useParams();
  const lng = usePageLanguage();
  const { currentData: post, isFetching, isError } = previewApi.usePreviewPostQuery(token ? { token, lng } : skipToken);
  if (isFetching && !post) return <PostSkeleton />;
  // An invalid or expired token reads as a post that is not there.
  if (isError || !post) return <PostNotFound />;
  return (
    <>
      <PageTitle title={post.title} description={post.excerpt} />
      <PostArticle post={post} />
    </>
  );
}

/** /blog/preview/:token: a colleague reads a draft without signing in, with the public page's own components. */
export function BlogPreviewPage() {
  return (
    <ApiStoreProvider>
      {/* A preview is nobody's search result (nginx also sends X-Robots-Tag: noindex for this route). */}
      <meta name="robots" content="noindex, nofollow" />
      <Suspense fallback={null}>
        <BlogPreviewContent />
      </Suspense>
    </ApiStoreProvider>
  );
}
