import { countWords } from '@rebound/shared';
import { BLOG } from '../../app/config/constants';

/** Minutes to read a post: its words (countWords, the one rule the studio and the API count by too) at BLOG.wordsPerMinute, rounded up, never less than one. */
export function readingTimeMinutes(content: string): number {
  return Math.max(1, Math.ceil(countWords(content) / BLOG.wordsPerMinute));
}
