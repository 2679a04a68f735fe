/** @jest-environment node */
import { type Block, parseInlineBold, parsePostMarkup } from './parse-post-markup';

const plain = (text: string) => ({ text, bold: false });
const bold = (text: string) => ({ text, bold: true });

describe('parseInlineBold', () => {
  it('keeps text without markers as one plain run', () => {
    expect(parseInlineBold('Just words')).toEqual([plain('Just words')]);
  });

  it('turns each ** pair into a bold run', () => {
    expect(parseInlineBold('Built in **Weert** and **Eindhoven**.')).toEqual([
      plain('Built in '),
      bold('Weert'),
      plain(' and '),
      bold('Eindhoven'),
      plain('.'),
    ]);
  });

  it('leaves an unmatched ** as written', () => {
    expect(parseInlineBold('5 ** 2 is not bold')).toEqual([plain('5 ** 2 is not bold')]);
    expect(parseInlineBold('**bold** then a stray ** marker')).toEqual([bold('bold'), plain(' then a stray ** marker')]);
    expect(parseInlineBold('ends with **')).toEqual([plain('ends with **')]);
  });

  it('drops empty pairs and empty text', () => {
    expect(parseInlineBold('a****b')).toEqual([plain('ab')]);
    expect(parseInlineBold('')).toEqual([]);
  });
});

describe('parsePostMarkup', () => {
  it('reads "# ", "## " and "### " as headings of level 1, 2 and 3', () => {
    expect(parsePostMarkup('# One\n## Two\n### Three **bold**')).toEqual<Block[]>([
      { kind: 'heading', level: 1, segments: [plain('One')] },
      { kind: 'heading', level: 2, segments: [plain('Two')] },
      { kind: 'heading', level: 3, segments: [plain('Three '), bold('bold')] },
    ]);
  });

  it('needs the space after the hashes and knows no fourth level', () => {
    expect(parsePostMarkup('#hashtag\n#### Four')).toEqual<Block[]>([
      { kind: 'paragraph', segments: [plain('#hashtag')] },
      { kind: 'paragraph', segments: [plain('#### Four')] },
    ]);
  });

  it('reads "- **label**: text" as a list item with a bold label', () => {
    expect(parsePostMarkup('- **Punch force**: 2,500N with **peak** data')).toEqual<Block[]>([
      { kind: 'list', items: [{ label: 'Punch force', segments: [plain('2,500N with '), bold('peak'), plain(' data')] }] },
    ]);
  });

  it('reads "- " as a list item and groups consecutive items into one list', () => {
    expect(parsePostMarkup('- First\n- **Label**: second\n- Third with **bold**')).toEqual<Block[]>([
      {
        kind: 'list',
        items: [
          { label: null, segments: [plain('First')] },
          { label: 'Label', segments: [plain('second')] },
          { label: null, segments: [plain('Third with '), bold('bold')] },
        ],
      },
    ]);
  });

  it('starts a new list after any other line', () => {
    const blocks = parsePostMarkup('- a\n\n- b\nText\n- c');
    expect(blocks.map((block) => block.kind)).toEqual(['list', 'lineBreak', 'list', 'paragraph', 'list']);
  });

  it('treats "-" without a space, or "**x** without colon" after a dash, by the plain rules', () => {
    expect(parsePostMarkup('-not a list\n- **Bold start** no colon')).toEqual<Block[]>([
      { kind: 'paragraph', segments: [plain('-not a list')] },
      { kind: 'list', items: [{ label: null, segments: [bold('Bold start'), plain(' no colon')] }] },
    ]);
  });

  it('reads a line wrapped in double asterisks as a bold paragraph', () => {
    expect(parsePostMarkup('**100% of our pilot users would recommend it.**')).toEqual<Block[]>([
      { kind: 'boldParagraph', text: '100% of our pilot users would recommend it.' },
    ]);
  });

  it('does not take two bold runs at both ends for one bold paragraph', () => {
    expect(parsePostMarkup('**Weert** and **Eindhoven**')).toEqual<Block[]>([
      { kind: 'paragraph', segments: [bold('Weert'), plain(' and '), bold('Eindhoven')] },
    ]);
  });

  it('reads a line with a YouTube shorts address as a video card, the rest of the line as caption', () => {
    expect(parsePostMarkup('https://www.youtube.com/shorts/Xq3rB0und7e Prototype test: the first punches')).toEqual<Block[]>([
      {
        kind: 'video',
        videoId: 'Xq3rB0und7e',
        watchUrl: 'https://www.youtube.com/shorts/Xq3rB0und7e',
        caption: 'Prototype test: the first punches',
      },
    ]);
  });

  it('reads a watch address anywhere in the line, with other query parameters', () => {
    expect(parsePostMarkup('Watch the demo: https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=42 from our lab')).toEqual<Block[]>([
      {
        kind: 'video',
        videoId: 'dQw4w9WgXcQ',
        watchUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        caption: 'Watch the demo: from our lab',
      },
    ]);
  });

  it('gives a video without other text no caption (the renderer shows the default)', () => {
    expect(parsePostMarkup('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toEqual<Block[]>([
      { kind: 'video', videoId: 'dQw4w9WgXcQ', watchUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', caption: null },
    ]);
    expect(parsePostMarkup('youtu.be/dQw4w9WgXcQ')).toEqual<Block[]>([
      { kind: 'video', videoId: 'dQw4w9WgXcQ', watchUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', caption: null },
    ]);
  });

  it('does not take other sites or a YouTube address without a video id for a video', () => {
    expect(parsePostMarkup('https://vimeo.com/shorts/Xq3rB0und7e\nhttps://www.youtube.com/channel/abc').map((block) => block.kind)).toEqual(
      ['paragraph', 'paragraph'],
    );
  });

  it('reads an empty line as a line break', () => {
    expect(parsePostMarkup('First\n\nSecond')).toEqual<Block[]>([
      { kind: 'paragraph', segments: [plain('First')] },
      { kind: 'lineBreak' },
      { kind: 'paragraph', segments: [plain('Second')] },
    ]);
  });

  it('reads any other line as a paragraph with inline bold', () => {
    expect(parsePostMarkup('3 in 5 teens report **daily stress**.')).toEqual<Block[]>([
      { kind: 'paragraph', segments: [plain('3 in 5 teens report '), bold('daily stress'), plain('.')] },
    ]);
  });

  it('keeps HTML as text: a script tag is a paragraph of characters', () => {
    expect(parsePostMarkup('<script>alert(1)</script>')).toEqual<Block[]>([
      { kind: 'paragraph', segments: [plain('<script>alert(1)</script>')] },
    ]);
  });

  it('handles CRLF and CR line endings and surrounding spaces like LF', () => {
    const lf = parsePostMarkup('# Title\n\n- item\n- **Label**: text\nEnd');
    expect(parsePostMarkup('# Title\r\n\r\n- item\r\n- **Label**: text\r\nEnd')).toEqual(lf);
    expect(parsePostMarkup('# Title\r\r- item\r- **Label**: text\rEnd')).toEqual(lf);
    expect(parsePostMarkup('  # Title  \n \t \n  - item\n- **Label**: text   \nEnd')).toEqual(lf);
  });

  it('gives one line break for empty content', () => {
    expect(parsePostMarkup('')).toEqual<Block[]>([{ kind: 'lineBreak' }]);
  });
});
