/** A textarea's text and selection, before or after a toolbar action. */
export interface TextEdit {
  value: string;
  selectionStart: number;
  selectionEnd: number;
}

/** The toolbar's actions: one per rule of the blog's markup, and nothing else. */
export type MarkupAction = 'heading1' | 'heading2' | 'heading3' | 'bold' | 'boldLine' | 'listItem' | 'labelledItem' | 'video';

const HEADING_PREFIX = { heading1: '# ', heading2: '## ', heading3: '### ' } as const;
const ANY_HEADING = /^#{1,3} /;
const LIST_PREFIX = /^- /;

/** Start and end offsets of the whole lines the selection touches. */
function lineRange({ value, selectionStart, selectionEnd }: TextEdit): [number, number] {
  const start = value.lastIndexOf('\n', selectionStart - 1) + 1;
  const newlineAfter = value.indexOf(
    '\n',
    selectionEnd > selectionStart && value[selectionEnd - 1] === '\n' ? selectionEnd - 1 : selectionEnd,
  );
  return [start, newlineAfter === -1 ? value.length : newlineAfter];
}

/** A line after an action, with the length of the markup before its words before and after (`## `, `- `, `**`). */
type LineEdit = [line: string, markupBefore: number, markupAfter: number];

/**
 * Replaces the selected lines by `transform` of each. A selection stays on the new lines (the next action
 * applies to them again); a caret moves with its words, so what is typed next goes where it was.
 */
function mapLines(edit: TextEdit, transform: (line: string) => LineEdit): TextEdit {
  const [start, end] = lineRange(edit);
  const edits = edit.value.slice(start, end).split('\n').map(transform);
  const replaced = edits.map(([line]) => line).join('\n');
  const value = edit.value.slice(0, start) + replaced + edit.value.slice(end);
  if (edit.selectionStart !== edit.selectionEnd) return { value, selectionStart: start, selectionEnd: start + replaced.length };
  // A caret inside the old markup goes to the start of the words; past the new line's end, to its end.
  const [line, markupBefore, markupAfter] = edits[0];
  const offset = Math.max(edit.selectionStart - start, markupBefore) - markupBefore + markupAfter;
  const caret = start + Math.min(offset, line.length);
  return { value, selectionStart: caret, selectionEnd: caret };
}

/** Sets (or, when every line has it already, removes) a line prefix. */
function toggleLinePrefix(edit: TextEdit, prefix: string, strip: RegExp): TextEdit {
  const [start, end] = lineRange(edit);
  const lines = edit.value.slice(start, end).split('\n');
  const allHaveIt = lines.every((line) => line.startsWith(prefix));
  return mapLines(edit, (line) => {
    if (allHaveIt) return [line.slice(prefix.length), prefix.length, 0];
    const bare = line.replace(strip, '');
    return [prefix + bare, line.length - bare.length, prefix.length];
  });
}

/** A whole line in bold markers (a bold paragraph), or out of them again; an empty line stays empty. */
function toggleBoldLine(line: string): LineEdit {
  if (/^\*\*.+\*\*$/.test(line)) return [line.slice(2, -2), 2, 0];
  return line.trim() === '' ? [line, 0, 0] : [`**${line}**`, 0, 2];
}

function wrapSelection(edit: TextEdit, before: string, after: string): TextEdit {
  const { value, selectionStart, selectionEnd } = edit;
  const selected = value.slice(selectionStart, selectionEnd);
  const unwrapped =
    value.slice(selectionStart - before.length, selectionStart) === before &&
    value.slice(selectionEnd, selectionEnd + after.length) === after;
  if (unwrapped)
    return {
      value: value.slice(0, selectionStart - before.length) + selected + value.slice(selectionEnd + after.length),
      selectionStart: selectionStart - before.length,
      selectionEnd: selectionEnd - before.length,
    };
  return {
    value: value.slice(0, selectionStart) + before + selected + after + value.slice(selectionEnd),
    selectionStart: selectionStart + before.length,
    selectionEnd: selectionEnd + before.length,
  };
}

/** Puts `line` on a line of its own at the caret, the caret at its end. */
function insertLine(edit: TextEdit, line: string): TextEdit {
  const { value, selectionEnd } = edit;
  const [, end] = lineRange({ ...edit, selectionStart: selectionEnd });
  const lineIsEmpty = value.slice(value.lastIndexOf('\n', end - 1) + 1, end).trim() === '';
  const at = lineIsEmpty ? value.lastIndexOf('\n', end - 1) + 1 : end;
  const inserted = lineIsEmpty ? line : `\n${line}`;
  const restStart = lineIsEmpty ? end : at;
  const caret = at + inserted.length;
  return { value: value.slice(0, at) + inserted + value.slice(restStart), selectionStart: caret, selectionEnd: caret };
}

/** The current line as a '- **label**: text' item: the selected words become the label (selected), the rest the text. */
function labelledItem(edit: TextEdit): TextEdit {
  const [start, end] = lineRange({ ...edit, selectionEnd: edit.selectionStart });
  const selectionEnd = Math.min(edit.selectionEnd, end);
  const label = edit.value.slice(edit.selectionStart, selectionEnd);
  const rest = (edit.value.slice(start, edit.selectionStart) + edit.value.slice(selectionEnd, end)).replace(LIST_PREFIX, '').trim();
  const line = `- **${label}**: ${rest}`;
  const labelStart = start + '- **'.length;
  return {
    value: edit.value.slice(0, start) + line + edit.value.slice(end),
    selectionStart: labelStart,
    selectionEnd: labelStart + label.length,
  };
}

/** What a toolbar button or shortcut does to the text: pure, so each rule is tested without a browser. */
export function applyMarkupAction(action: MarkupAction, edit: TextEdit): TextEdit {
  switch (action) {
    case 'heading1':
    case 'heading2':
    case 'heading3':
      return toggleLinePrefix(edit, HEADING_PREFIX[action], ANY_HEADING);
    case 'listItem':
      return toggleLinePrefix(edit, '- ', LIST_PREFIX);
    case 'labelledItem':
      // '- **label**: text': the selected words (or an empty label) become the label, the caret goes inside it.
      return labelledItem(edit);
    case 'bold':
      return wrapSelection(edit, '**', '**');
    case 'boldLine':
      return mapLines(edit, toggleBoldLine);
    case 'video':
      return insertLine(edit, 'https://www.youtube.com/watch?v=');
  }
}
