import type { BlogPostDto } from '@rebound/shared';
import { skipToken } from '@reduxjs/toolkit/query';
import { useParams } from 'react-router-dom';
import { baseApi } from '../../api/base-api';
import { ApiStoreProvider } from '../../app/ApiStoreProvider';
import { PageTitle } from '../../components/layout/PageTitle';
import { PostArticle } from './PostArticle';
import { PostNotFound, PostSkeleton } from './PostStates';

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
      <BlogPreviewContent />
    </ApiStoreProvider>
  );
}
