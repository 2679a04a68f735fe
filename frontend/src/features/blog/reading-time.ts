import { BLOG } from '../../app/config/constants';

/** Minutes to read a post: its words at BLOG.wordsPerMinute, rounded up, never less than one. */
export function readingTimeMinutes(content: string): number {
  const words = content.split(/\s+/).filter((word) => word.length > 0).length;
  return Math.max(1, Math.ceil(words / BLOG.wordsPerMinute));
}
