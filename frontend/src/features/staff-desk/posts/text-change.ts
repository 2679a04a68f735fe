/** The one stretch of text that differs between two versions: `before.slice(start, end)` became `text`. */
export interface TextChange {
  start: number;
  end: number;
  text: string;
}

/**
 * The smallest single replacement that turns `before` into `after` (their common start and end kept):
 * the editor replaces only that stretch, so the browser's undo step is the toolbar's change alone.
 */
export function changedStretch(before: string, after: string): TextChange {
  const shorter = Math.min(before.length, after.length);
  let start = 0;
  while (start < shorter && before[start] === after[start]) start += 1;
  let kept = 0;
  while (kept < shorter - start && before[before.length - 1 - kept] === after[after.length - 1 - kept]) kept += 1;
  return { start, end: before.length - kept, text: after.slice(start, after.length - kept) };
}
