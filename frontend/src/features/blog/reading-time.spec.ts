/** @jest-environment node */
import { BLOG } from '../../app/config/constants';
import { readingTimeMinutes } from './reading-time';

const words = (count: number) => Array.from({ length: count }, (_, index) => `word${index}`).join(' ');

describe('readingTimeMinutes', () => {
  it('reads at the configured speed of 200 words per minute', () => {
    expect(BLOG.wordsPerMinute).toBe(200);
    expect(readingTimeMinutes(words(200))).toBe(1);
    expect(readingTimeMinutes(words(400))).toBe(2);
  });

  it('rounds a started minute up', () => {
    expect(readingTimeMinutes(words(201))).toBe(2);
    expect(readingTimeMinutes(words(599))).toBe(3);
    expect(readingTimeMinutes(words(601))).toBe(4);
  });

  it('never says less than one minute, even for an empty post', () => {
    expect(readingTimeMinutes('')).toBe(1);
    expect(readingTimeMinutes('   \n\n ')).toBe(1);
    expect(readingTimeMinutes('Hello')).toBe(1);
  });

  it('counts words across line breaks, tabs and repeated spaces, markup symbols included', () => {
    const content = `# Title\r\n\r\n- **Label**: ${words(198)}\t\t${words(3)}`;
    // "#", "Title", "-", "**Label**:" + 198 + 3 = 205 words
    expect(readingTimeMinutes(content)).toBe(2);
  });
});
