import { BLOG } from '../../app/config/constants';

/** Words in a post body: runs of non-space characters (the studio shows this count too). */
export function wordCount(content: string): number {
  return content.split(/\s+/).filter((word) => word.length > 0).length;
}

/** Minutes to read a post: its words at BLOG.wordsPerMinute, rounded up, never less than one. */
export function readingTimeMinutes(content: string): number {
  return Math.max(1, Math.ceil(wordCount(content) / BLOG.wordsPerMinute));
}
