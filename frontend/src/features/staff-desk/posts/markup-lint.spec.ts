import { findMarkupHints } from './markup-lint';

const hintsOf = (content: string) => findMarkupHints(content).map((hint) => `${hint.line}:${hint.code}`);

describe('findMarkupHints', () => {
  it('says nothing about every rule the blog knows', () => {
    const known = [
      '# Heading one',
      '## Heading two',
      '### Heading three',
      '- **Controller**: ESP32',
      '- a plain item',
      '**A bold paragraph**',
      'Watch https://www.youtube.com/watch?v=dQw4w9WgXcQ the demo',
      '',
      'Text with **bold** inside and 5 * 3 = 15 and snake_case_name.',
    ].join('\n');
    expect(findMarkupHints(known)).toEqual([]);
  });

  it('points out markup of other dialects, by line', () => {
    const content = [
      '#### Too deep',
      '#NoSpace',
      'Some *italic* word',
      'An _underscored_ word',
      'See [the docs](https://example.org)',
      '![photo](a.jpg)',
      '* star item',
      '1. numbered',
      '-no space',
      '> quoted',
      'Run `npm ci`',
      '~~gone~~',
      '---',
      '<b>html</b>',
      'half **bold',
    ].join('\n');
    expect(hintsOf(content)).toEqual([
      '1:headingLevel',
      '2:headingSpace',
      '3:italic',
      '4:italic',
      '5:link',
      '6:image',
      '7:listMarker',
      '8:numberedList',
      '9:listSpace',
      '10:quote',
      '11:code',
      '12:strike',
      '13:rule',
      '14:html',
      '15:unpairedBold',
    ]);
  });

  it('reads lines as the renderer does: trimmed, any line ending', () => {
    expect(hintsOf('ok\r\n   *tilted*  \rok')).toEqual(['2:italic']);
  });
});
