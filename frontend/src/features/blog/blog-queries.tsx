import type { PublicBlogPostDto } from '@rebound/shared';
import type { ReactNode } from 'react';
import { ApiStoreProvider } from '../../app/ApiStoreProvider';
import type { LanguageCode } from '../../i18n/languages';
import { useBlogPostQuery, useBlogPostsQuery } from './blog-api';

// The blog's pages ask the API through these only when the page has no answer from the server (a visit
// that started on another page, or the render server down): this module, loaded on demand, brings Redux
// Toolkit, so a blog page that arrives rendered never downloads it.

export interface PostsState {
  posts: PublicBlogPostDto[];
  isLoading: boolean;
}

export interface PostState {
  post: PublicBlogPostDto | undefined;
  isFetching: boolean;
  isError: boolean;
}

function PostsQuery({ lng, children }: { lng: LanguageCode; children: (state: PostsState) => ReactNode }) {
  // A failed list shows no error, only whatever posts it has: the blog is never an error page.
  const { data: posts = [], isLoading } = useBlogPostsQuery(lng);
  return children({ posts, isLoading });
}

/** The list in the page's language, from the API store. */
export function QueriedPosts(props: { lng: LanguageCode; children: (state: PostsState) => ReactNode }) {
  return (
    <ApiStoreProvider>
      <PostsQuery {...props} />
    </ApiStoreProvider>
  );
}

function PostQuery({ id, lng, children }: { id: string; lng: LanguageCode; children: (state: PostState) => ReactNode }) {
  // currentData, not data: while another post loads, the previous one must not stay on screen.
  const { currentData: post, isFetching, isError } = useBlogPostQuery({ id, lng });
  return children({ post, isFetching, isError });
}

/** One post in the page's language, from the API store. */
export function QueriedPost(props: { id: string; lng: LanguageCode; children: (state: PostState) => ReactNode }) {
  return (
    <ApiStoreProvider>
      <PostQuery {...props} />
    </ApiStoreProvider>
  );
}
