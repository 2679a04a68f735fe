import type { AdminBlogPost, LanguageCode, SaveBlogPostRequest, SaveBlogTranslationRequest } from '@rebound/shared';
import type { ArticlePost } from '../../blog/article-post';

/** The fields one save of the original sends (the API's body without `revision`, which the autosave adds). */
export type OriginalFields = Omit<SaveBlogPostRequest, 'revision'>;

/** The fields one save of a translation sends. */
export type TranslationFields = Omit<SaveBlogTranslationRequest, 'revision'>;

/** What one editor tab edits: all of the original's fields, or a translation's title, excerpt and body. */
export type EditorFields = TranslationFields & Partial<Omit<OriginalFields, keyof TranslationFields>>;

export function originalFieldsOf(post: AdminBlogPost): OriginalFields {
  return {
    title: post.title,
    slug: post.id,
    excerpt: post.excerpt,
    content: post.content,
    author: post.author,
    category: post.category,
    tags: post.tags,
    imageUrl: post.imageUrl,
  };
}

export function translationFieldsOf(post: AdminBlogPost, language: LanguageCode): TranslationFields {
  const translation = post.translations.find((candidate) => candidate.language === language);
  return { title: translation?.title ?? '', excerpt: translation?.excerpt ?? '', content: translation?.content ?? '' };
}

/** The post as the public page would get it with these edits: what the live preview renders. */
export function previewPostOf(post: AdminBlogPost, fields: EditorFields, language: LanguageCode = post.language): ArticlePost {
  const original = originalFieldsOf(post);
  const merged = { ...original, ...fields };
  return {
    id: merged.slug || post.id,
    title: merged.title,
    excerpt: merged.excerpt,
    content: merged.content,
    author: merged.author,
    category: merged.category,
    tags: merged.tags,
    imageUrl: merged.imageUrl || null,
    createdAt: post.publishAt,
    updatedAt: post.updatedAt,
    language,
  };
}

/** Tags as typed (comma-separated) to the list the API takes: trimmed, no empties, no repeats. */
export function parseTags(text: string): string[] {
  return [
    ...new Set(
      text
        .split(',')
        .map((tag) => tag.trim())
        .filter(Boolean),
    ),
  ];
}
