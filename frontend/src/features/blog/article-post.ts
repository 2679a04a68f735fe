import type { BlogPostDto, LanguageCode } from '@rebound/shared';

/** What the post's article shows: the post, and the language its texts are in (the API's answers carry it; the studio's preview names its tab's). */
export type ArticlePost = BlogPostDto & { language?: LanguageCode };
