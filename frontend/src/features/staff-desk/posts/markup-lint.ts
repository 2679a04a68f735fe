/** Why a line will show as plain text although it looks like markup the blog does not know. */
export type MarkupHintCode =
  | 'headingLevel'
  | 'headingSpace'
  | 'italic'
  | 'link'
  | 'image'
  | 'listMarker'
  | 'listSpace'
  | 'numberedList'
  | 'quote'
  | 'code'
  | 'strike'
  | 'rule'
  | 'html'
  | 'unpairedBold';

export interface MarkupHint {
  /** 1-based line number in the body. */
  line: number;
  code: MarkupHintCode;
}

// First match wins per line; each pattern is markup of another dialect (Markdown, HTML) that the blog's
// renderer (features/blog/markup/parse-post-markup.ts) shows as written.
const LINE_RULES: readonly [MarkupHintCode, RegExp][] = [
  ['headingLevel', /^#{4,}\s/],
  ['headingSpace', /^#{1,3}[^#\s]/],
  ['image', /!\[[^\]]*\]\([^)]*\)/],
  ['link', /\[[^\]]+\]\([^)]*\)/],
  ['rule', /^(?:-{3,}|\*{3,}|_{3,})$/],
  ['listMarker', /^[*+]\s/],
  ['numberedList', /^\d+[.)]\s/],
  ['listSpace', /^-[^\s-]/],
  ['quote', /^>/],
  ['code', /`[^`]+`|^```/],
  ['strike', /~~[^~]+~~/],
  ['html', /<\/?[a-z][a-z0-9]*(?:\s[^>]*)?>/i],
  // A single asterisk or underscore pair around a word; `**` pairs are bold and not matched.
  ['italic', /(?:^|[^*\w])\*[^*\s](?:[^*]*[^*\s])?\*(?!\*)|(?:^|[^\w])_[^_\s](?:[^_]*[^_\s])?_(?!\w)/],
];

const countBoldMarkers = (line: string) => line.split('**').length - 1;

/**
 * Lines of a post body that the public renderer will show as typed although they look like markup
 * (`*italic*`, `#### deep heading`, `[link](x)`...), so the studio can point them out beside the editor.
 */
export function findMarkupHints(content: string): MarkupHint[] {
  const hints: MarkupHint[] = [];
  content.split(/\r\n|\r|\n/).forEach((rawLine, index) => {
    const line = rawLine.trim();
    if (line === '') return;
    const rule = LINE_RULES.find(([, pattern]) => pattern.test(line));
    if (rule) hints.push({ line: index + 1, code: rule[0] });
    else if (countBoldMarkers(line) % 2 === 1) hints.push({ line: index + 1, code: 'unpairedBold' });
  });
  return hints;
}
