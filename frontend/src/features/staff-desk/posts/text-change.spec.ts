import { changedStretch } from './text-change';

const applied = (before: string, after: string) => {
  const { start, end, text } = changedStretch(before, after);
  return before.slice(0, start) + text + before.slice(end);
};

describe('changedStretch', () => {
  it('finds an insertion, a removal and a replacement as one stretch', () => {
    expect(changedStretch('', '- ')).toEqual({ start: 0, end: 0, text: '- ' });
    expect(changedStretch('intro\nTitle', 'intro\n## Title')).toEqual({ start: 6, end: 6, text: '## ' });
    expect(changedStretch('## Title', 'Title')).toEqual({ start: 0, end: 3, text: '' });
    expect(changedStretch('a word here', 'a **word** here')).toEqual({ start: 2, end: 6, text: '**word**' });
  });

  it('never lets the kept start and end overlap when a text repeats', () => {
    expect(changedStretch('aa', 'aaa')).toEqual({ start: 2, end: 2, text: 'a' });
    expect(changedStretch('aaa', 'a')).toEqual({ start: 1, end: 3, text: '' });
    expect(changedStretch('same', 'same')).toEqual({ start: 4, end: 4, text: '' });
  });

  it.each([
    ['', 'https://www.youtube.com/watch?v='],
    ['one\ntwo', '- one\n- two'],
    ['- one\n- two', 'one\ntwo'],
    ['**Loud**', 'Loud'],
    ['x', 'y'],
  ])('turns %j into %j', (before, after) => {
    expect(applied(before, after)).toBe(after);
  });
});
