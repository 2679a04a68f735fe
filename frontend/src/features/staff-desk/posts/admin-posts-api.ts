import type { AdminBlogPost, AdminBlogPostListItem, BlogPostVersionItem } from '@rebound/shared';
import { type LanguageCode, LEAD_LIST_TOTAL_HEADER } from '@rebound/shared';
import type { ApiMeta } from '../../../api/api-query';
import { baseApi } from '../../../api/base-api';
import { nextCursorFromLink } from '../subscribers/subscriber-list-params';
import type { OriginalFields, TranslationFields } from './editor-fields';
import { type PostListParams, postApiQuery } from './post-list-params';

/** One page of the list, with the total of the current filter and the next page's cursor. */
export interface PostPage {
  posts: AdminBlogPostListItem[];
  total: number;
  nextCursor?: string;
}

const POSTS = ['/api', 'admin', 'blog-posts'] as const;

/** The blog studio's staff calls (docs/api.md, "Blog studio"). Saves answer the whole post; the editor keeps it. */
export const adminPostsApi = baseApi.enhanceEndpoints({ addTagTypes: ['StudioPosts', 'StudioVersions'] }).injectEndpoints({
  endpoints: (build) => ({
    studioPosts: build.query<PostPage, PostListParams>({
      query: (params) => ({ url: `/api/admin/blog-posts${postApiQuery(params)}`, readHeaders: [LEAD_LIST_TOTAL_HEADER, 'Link'] }),
      transformResponse: (posts: AdminBlogPostListItem[], meta: ApiMeta | undefined) => {
        const total = Number(meta?.headers[LEAD_LIST_TOTAL_HEADER] ?? Number.NaN);
        return {
          posts,
          total: Number.isFinite(total) ? total : posts.length,
          nextCursor: nextCursorFromLink(meta?.headers.Link ?? undefined),
        };
      },
      providesTags: ['StudioPosts'],
      keepUnusedDataFor: 0,
    }),
    // Read once per opening; every later change of the post arrives in a save's answer.
    studioPost: build.query<AdminBlogPost, string>({
      query: (id) => ({ url: [...POSTS, id] }),
      keepUnusedDataFor: 0,
    }),
    createPost: build.mutation<AdminBlogPost, { title: string; language: LanguageCode }>({
      query: (body) => ({ url: [...POSTS], method: 'POST', body }),
      invalidatesTags: ['StudioPosts'],
    }),
    savePost: build.mutation<AdminBlogPost, { id: string; revision: number; fields: OriginalFields }>({
      query: ({ id, revision, fields }) => ({ url: [...POSTS, id], method: 'PUT', body: { revision, ...fields } }),
      invalidatesTags: ['StudioPosts', 'StudioVersions'],
    }),
    saveTranslation: build.mutation<AdminBlogPost, { id: string; language: LanguageCode; revision: number; fields: TranslationFields }>({
      query: ({ id, language, revision, fields }) => ({
        url: [...POSTS, id, 'translations', language],
        method: 'PUT',
        body: { revision, ...fields },
      }),
      invalidatesTags: ['StudioPosts', 'StudioVersions'],
    }),
    publishPost: build.mutation<AdminBlogPost, { id: string; at?: string }>({
      query: ({ id, at }) => ({ url: [...POSTS, id, 'publish'], method: 'POST', body: at ? { at } : {} }),
      invalidatesTags: ['StudioPosts'],
    }),
    unpublishPost: build.mutation<AdminBlogPost, string>({
      query: (id) => ({ url: [...POSTS, id, 'unpublish'], method: 'POST', body: {} }),
      invalidatesTags: ['StudioPosts'],
    }),
    deletePost: build.mutation<null, string>({
      query: (id) => ({ url: [...POSTS, id], method: 'DELETE' }),
      invalidatesTags: ['StudioPosts'],
    }),
    postVersions: build.query<BlogPostVersionItem[], { id: string; language: LanguageCode }>({
      query: ({ id, language }) => ({ url: `/api/admin/blog-posts/${encodeURIComponent(id)}/versions?lng=${language}` }),
      providesTags: ['StudioVersions'],
      keepUnusedDataFor: 0,
    }),
    restoreVersion: build.mutation<AdminBlogPost, { id: string; versionId: string; revision: number }>({
      query: ({ id, versionId, revision }) => ({
        url: [...POSTS, id, 'versions', versionId, 'restore'],
        method: 'POST',
        body: { revision },
      }),
      invalidatesTags: ['StudioPosts', 'StudioVersions'],
    }),
    previewLink: build.mutation<{ url: string; expiresAt: string }, string>({
      query: (id) => ({ url: [...POSTS, id, 'preview-link'], method: 'POST', body: {} }),
    }),
  }),
});

export const {
  useStudioPostsQuery,
  useStudioPostQuery,
  useCreatePostMutation,
  useSavePostMutation,
  useSaveTranslationMutation,
  usePublishPostMutation,
  useUnpublishPostMutation,
  useDeletePostMutation,
  usePostVersionsQuery,
  useRestoreVersionMutation,
  usePreviewLinkMutation,
} = adminPostsApi;
