import type { BlogPostDto } from '@rebound/shared';
import { skipToken } from '@reduxjs/toolkit/query';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { baseApi } from '../../api/base-api';
import { ApiStoreProvider } from '../../app/ApiStoreProvider';
import { PageTitle } from '../../components/layout/PageTitle';

// The article and its states come from the post page's own chunk, loaded on demand: the public post page
// stays one chunk, and the preview renders with exactly its components.
const postPage = () => import('./BlogPostPage');
const PostArticle = lazy(async () => ({ default: (await postPage()).PostArticle }));
const PostNotFound = lazy(async () => ({ default: (await postPage()).PostNotFound }));
const PostSkeleton = lazy(async () => ({ default: (await postPage()).PostSkeleton }));

/** The preview link's call: any state of a post, for a valid signed token. */
const previewApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    previewPost: build.query<BlogPostDto, string>({
      query: (token) => ({ url: ['/api', 'blog-posts', 'preview', token] }),
      keepUnusedDataFor: 0,
    }),
  }),
});

function BlogPreviewContent() {
  const { token } = useParams();
  const { currentData: post, isFetching, isError } = previewApi.usePreviewPostQuery(token ?? skipToken);
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
