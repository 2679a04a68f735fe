import type { BlogPostDto, LanguageCode } from '@rebound/shared';

/** A post's state as the staff API derives it: 'scheduled' is published with a publish time still ahead. */
export type StudioPostState = 'draft' | 'scheduled' | 'published' | 'unpublished';

export const STUDIO_POST_STATES: readonly StudioPostState[] = ['draft', 'scheduled', 'published', 'unpublished'];

/** GET /api/admin/blog-posts item. */
export interface StudioPostListItem {
  id: string;
  title: string;
  author: string;
  category: string;
  state: StudioPostState;
  publishAt: string;
  updatedAt: string | null;
  language: LanguageCode;
  languages: LanguageCode[];
  revision: number;
}

/** One translation of a post, with whether the original changed after it was written. */
export interface StudioTranslation {
  language: LanguageCode;
  title: string;
  excerpt: string;
  content: string;
  revision: number;
  sourceRevision: number;
  outdated: boolean;
  updatedAt: string | null;
}

/** GET/PUT /api/admin/blog-posts/:id answer: the whole post, every state. */
export interface StudioPost extends BlogPostDto {
  state: StudioPostState;
  publishAt: string;
  language: LanguageCode;
  revision: number;
  translations: StudioTranslation[];
}

/** The fields one save of the original sends (PUT /api/admin/blog-posts/:id, besides `revision`). */
export interface OriginalFields {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  author: string;
  category: string;
  tags: string[];
  imageUrl: string | null;
}

/** The fields one save of a translation sends. */
export interface TranslationFields {
  title: string;
  excerpt: string;
  content: string;
}

/** GET /api/admin/blog-posts/:id/versions item. */
export interface StudioVersion {
  /** A bigint in the database: a number or a string in JSON, used only to name the version back. */
  id: string | number;
  language: LanguageCode;
  revision: number;
  savedAt: string;
  title: string;
  wordCount: number;
}

/** The body of a 409: the version that is stored now. */
export interface ConflictBody {
  message: string;
  current?: StudioPost;
}
