import { type BlogCoverSize, blogCoverImage, type LanguageCode, type PublicBlogPostDto } from '@rebound/shared';

/** One post as the public queries select it (PUBLIC_POST_SQL): the version in the language asked for where one exists. */
export interface PublicPostRow {
  id: string;
  title: string;
  excerpt: string;
  content: string;
  author: string;
  category: string;
  tags: string[];
  image_url: string | null;
  /** The upload image_url names (`/media/<hash>-<width>.webp`), or null for no cover or another address. */
  cover_hash: string | null;
  /** That upload's files, when the post has it. */
  cover_sizes: BlogCoverSize[];
  publish_at: Date;
  updated_at: Date | null;
  version_language: LanguageCode;
  original_language: LanguageCode;
  languages: LanguageCode[];
}

/** createdAt is the publication time: a post scheduled or published later than it was written shows that date. */
export function toBlogPostDto(row: PublicPostRow): PublicBlogPostDto {
  return {
    id: row.id,
    title: row.title,
    excerpt: row.excerpt,
    content: row.content,
    author: row.author,
    category: row.category,
    tags: row.tags,
    imageUrl: row.image_url,
    image: row.cover_hash ? blogCoverImage(row.cover_hash, row.cover_sizes) : null,
    createdAt: row.publish_at.toISOString(),
    updatedAt: row.updated_at ? row.updated_at.toISOString() : null,
    language: row.version_language,
    originalLanguage: row.original_language,
    languages: row.languages,
  };
}
