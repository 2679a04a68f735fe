import { parsePostMarkup } from '../../blog/markup/parse-post-markup';
import { applyMarkupAction, type MarkupAction, type TextEdit } from './markup-actions';

/** `[` and `]` mark the selection in a test string. */
const edit = (marked: string): TextEdit => {
  const selectionStart = marked.indexOf('[');
  const selectionEnd = marked.indexOf(']') - 1;
  return { value: marked.replace('[', '').replace(']', ''), selectionStart, selectionEnd };
};
const marked = ({ value, selectionStart, selectionEnd }: TextEdit) =>
  `${value.slice(0, selectionStart)}[${value.slice(selectionStart, selectionEnd)}]${value.slice(selectionEnd)}`;
const apply = (action: MarkupAction, text: string) => marked(applyMarkupAction(action, edit(text)));

describe('applyMarkupAction', () => {
  it('makes the current line a heading of the level asked, replacing another level, and back; the caret stays by its words', () => {
    expect(apply('heading2', 'intro\nTit[]le\nend')).toBe('intro\n## Tit[]le\nend');
    expect(apply('heading1', '## Ti[]tle')).toBe('# Ti[]tle');
    expect(apply('heading3', '### Ti[]tle')).toBe('Ti[]tle');
    expect(apply('heading2', '#[]## Title')).toBe('## []Title');
    expect(apply('heading1', '# []Title')).toBe('[]Title');
  });

  it('keeps selected lines selected, so the next action applies to them again', () => {
    expect(apply('heading2', 'intro\n[Title]\nend')).toBe('intro\n[## Title]\nend');
    expect(apply('heading2', '[## Title]')).toBe('[Title]');
  });

  it('turns every selected line into a list item, or every item back', () => {
    expect(apply('listItem', '[one\ntwo]')).toBe('[- one\n- two]');
    expect(apply('listItem', '[- one\n- two]')).toBe('[one\ntwo]');
  });

  it('starts a list item on an empty line with the caret after its dash, ready for the words', () => {
    expect(apply('listItem', '[]')).toBe('- []');
    expect(apply('listItem', 'intro\n[]')).toBe('intro\n- []');
    expect(apply('listItem', '- []')).toBe('[]');
  });

  it('wraps the selection in bold markers, and unwraps it', () => {
    expect(apply('bold', 'a [word] here')).toBe('a **[word]** here');
    expect(apply('bold', 'a **[word]** here')).toBe('a [word] here');
    expect(apply('bold', 'caret[]')).toBe('caret**[]**');
  });

  it('makes whole lines bold paragraphs', () => {
    expect(apply('boldLine', 'Lo[]ud')).toBe('**Lo[]ud**');
    expect(apply('boldLine', '**Loud**[]')).toBe('Loud[]');
    expect(apply('boldLine', '[**Loud**]')).toBe('[Loud]');
    expect(apply('boldLine', '[]')).toBe('[]');
  });

  it('makes a labelled list item with the selection as its label', () => {
    expect(apply('labelledItem', '[Sensor] QMI8658')).toBe('- **[Sensor]**: QMI8658');
    expect(apply('labelledItem', 'ESP32[]')).toBe('- **[]**: ESP32');
  });

  it('starts a video line on a line of its own', () => {
    expect(apply('video', 'text[]')).toBe('text\nhttps://www.youtube.com/watch?v=[]');
    expect(apply('video', 'text\n[]')).toBe('text\nhttps://www.youtube.com/watch?v=[]');
  });

  it('writes only what the public renderer reads as the rule', () => {
    const kinds = (text: string) => parsePostMarkup(text).map((block) => block.kind);
    expect(kinds(applyMarkupAction('heading1', edit('x[]')).value)).toEqual(['heading']);
    expect(kinds(applyMarkupAction('boldLine', edit('x[]')).value)).toEqual(['boldParagraph']);
    expect(kinds(applyMarkupAction('labelledItem', edit('[a] b')).value)).toEqual(['list']);
    expect(parsePostMarkup(applyMarkupAction('bold', edit('a [b] c')).value)).toEqual([
      {
        kind: 'paragraph',
        segments: [
          { text: 'a ', bold: false },
          { text: 'b', bold: true },
          { text: ' c', bold: false },
        ],
      },
    ]);
  });
});
