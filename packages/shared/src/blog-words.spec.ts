import { countWords } from './blog-words';

describe('countWords', () => {
  it('counts runs of non-space characters, whatever separates them, markup symbols included', () => {
    expect(countWords('')).toBe(0);
    expect(countWords('   \n\n ')).toBe(0);
    expect(countWords('  # Heading\n\n- **Label**: text\tend  ')).toBe(6);
    expect(countWords('Hello\r\nworld')).toBe(2);
  });
});
