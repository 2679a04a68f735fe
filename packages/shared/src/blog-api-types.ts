/**
 * Shapes and limits of the blog's public additions and the staff's blog studio (docs/api.md),
 * shared by the backend and the studio's pages. Dates travel as ISO 8601 strings.
 */

import type { BlogPostDto } from './api-types';
import type { LanguageCode } from './languages';

/** What the studio shows: 'scheduled' is a published post whose publish_at lies ahead. */
export const BLOG_POST_STATES = ['draft', 'scheduled', 'published', 'unpublished'] as const;
export type BlogPostState = (typeof BLOG_POST_STATES)[number];

/** Bounds of the studio's fields (the backend refuses past them with 400 `tooLong`). */
export const BLOG_POST_LIMITS = {
  title: 200,
  excerpt: 500,
  content: 100_000,
  author: 100,
  category: 100,
  tags: 20,
  tag: 40,
  slug: 80,
  imageUrl: 2_000,
  /** Versions kept per post and language; older ones are pruned at each save. */
  versionsKept: 20,
  /** A preview link works this long. */
  previewDays: 7,
} as const;

/** A slug: lower-case ASCII letters and digits in `-`-separated groups (the post's address /blog/<slug>). */
export const BLOG_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The largest JSON body the studio's calls take (a 100,000-character post and its fields). */
export const BLOG_STUDIO_MAX_BODY_BYTES = 1024 * 1024;

/** The public additions to a BlogPostDto (GET /api/blog-posts?lng=). */
export interface BlogPostLanguages {
  /** The language of the version this answer holds. */
  language: LanguageCode;
  originalLanguage: LanguageCode;
  /** Every language the post has a version in, the original's first. */
  languages: LanguageCode[];
}

/** GET /api/blog-posts item and GET /api/blog-posts/:id answer as the backend sends them: BlogPostDto and its languages. */
export interface PublicBlogPostDto extends BlogPostDto, BlogPostLanguages {}

/** 301 body of GET /api/blog-posts/:id for an old slug (Location names the new address). */
export interface BlogPostMovedBody {
  movedTo: string;
}

/** GET /api/admin/blog-posts item. */
export interface AdminBlogPostListItem {
  id: string;
  title: string;
  author: string;
  category: string;
  state: BlogPostState;
  publishAt: string;
  updatedAt: string | null;
  language: LanguageCode;
  languages: LanguageCode[];
  revision: number;
}

export interface AdminBlogPostTranslation {
  language: LanguageCode;
  title: string;
  excerpt: string;
  content: string;
  revision: number;
  sourceRevision: number;
  /** Written against an older revision of the original than its current one. */
  outdated: boolean;
  updatedAt: string;
}

/** The full post of the studio (GET/PUT/POST answers under /api/admin/blog-posts/:id). */
export interface AdminBlogPost {
  id: string;
  title: string;
  excerpt: string;
  content: string;
  author: string;
  category: string;
  tags: string[];
  imageUrl: string | null;
  createdAt: string;
  updatedAt: string | null;
  state: BlogPostState;
  publishAt: string;
  language: LanguageCode;
  revision: number;
  translations: AdminBlogPostTranslation[];
}

/** POST /api/admin/blog-posts body. */
export interface CreateBlogPostRequest {
  title: string;
  slug?: string;
  excerpt?: string;
  content?: string;
  author?: string;
  category?: string;
  tags?: string[];
  imageUrl?: string | null;
  language?: LanguageCode;
}

/** PUT /api/admin/blog-posts/:id body: the revision the editor started from, and every field. */
export interface SaveBlogPostRequest {
  revision: number;
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  author: string;
  category: string;
  tags: string[];
  imageUrl: string | null;
}

/** PUT /api/admin/blog-posts/:id/translations/:lng body (revision 0 creates the translation). */
export interface SaveBlogTranslationRequest {
  revision: number;
  title: string;
  excerpt: string;
  content: string;
}

/** POST /api/admin/blog-posts/:id/publish body: absent or past `at` publishes now. */
export interface PublishBlogPostRequest {
  at?: string;
}

/** 409 body of a stale save: the ApiErrorBody fields plus the post as it is now. */
export interface BlogPostConflictBody {
  statusCode: 409;
  error: string;
  message: string;
  current: AdminBlogPost;
}

/** GET /api/admin/blog-posts/:id/versions item, newest first. */
export interface BlogPostVersionItem {
  id: string;
  language: LanguageCode;
  revision: number;
  savedAt: string;
  title: string;
  wordCount: number;
}

/** POST /api/admin/blog-posts/:id/versions/:versionId/restore body. */
export interface RestoreBlogPostVersionRequest {
  revision: number;
}

/** POST /api/admin/blog-posts/:id/preview-link 201 answer. */
export interface BlogPreviewLink {
  url: string;
  expiresAt: string;
}
