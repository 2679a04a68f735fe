import { findYouTubeAddress } from './youtube-address';

/** A run of text, bold or not. */
export interface TextSegment {
  text: string;
  bold: boolean;
}

export interface ListItem {
  /** The bold label of a '- **label**: text' item. */
  label: string | null;
  segments: TextSegment[];
}

/** One block of a post body; see parsePostMarkup for the line rules. */
export type Block =
  | { kind: 'heading'; level: 1 | 2 | 3; segments: TextSegment[] }
  | { kind: 'list'; items: ListItem[] }
  | { kind: 'boldParagraph'; text: string }
  | { kind: 'video'; videoId: string; watchUrl: string; caption: string | null }
  | { kind: 'lineBreak' }
  | { kind: 'paragraph'; segments: TextSegment[] };

const BOLD_MARKER = '**';
const HEADING = /^(#{1,3}) (.*)$/;
const LABELLED_ITEM = /^- \*\*(.+?)\*\*:\s*(.*)$/;
const FULLY_BOLD = /^\*\*(.+)\*\*$/;

/**
 * Splits text on `**` pairs into plain and bold runs. A marker without a partner stays as written,
 * so `5 ** 2` reads as typed instead of making the rest of the line bold.
 */
export function parseInlineBold(text: string): TextSegment[] {
  const parts = text.split(BOLD_MARKER);
  // An even number of parts means an odd number of markers: the last one has no partner.
  if (parts.length % 2 === 0) {
    const unmatchedTail = parts.splice(-2, 2).join(BOLD_MARKER);
    parts.push(unmatchedTail);
  }
  const segments: TextSegment[] = [];
  parts.forEach((part, index) => {
    if (part === '') return;
    const bold = index % 2 === 1;
    const previous = segments.at(-1);
    if (previous && previous.bold === bold) previous.text += part;
    else segments.push({ text: part, bold });
  });
  return segments;
}

/** One line to one block, by the post line markup's rules, first match wins. */
function parseLine(line: string): Block | ListItem {
  const heading = HEADING.exec(line);
  if (heading) return { kind: 'heading', level: heading[1].length as 1 | 2 | 3, segments: parseInlineBold(heading[2]) };

  const labelled = LABELLED_ITEM.exec(line);
  if (labelled) return { label: labelled[1], segments: parseInlineBold(labelled[2]) };
  if (line.startsWith('- ')) return { label: null, segments: parseInlineBold(line.slice(2)) };

  const fullyBold = FULLY_BOLD.exec(line);
  if (fullyBold && !fullyBold[1].includes(BOLD_MARKER)) return { kind: 'boldParagraph', text: fullyBold[1] };

  const video = findYouTubeAddress(line);
  if (video) {
    const caption = line.replace(video.matchedText, ' ').replace(/\s+/g, ' ').trim();
    return { kind: 'video', videoId: video.videoId, watchUrl: video.watchUrl, caption: caption || null };
  }

  if (line === '') return { kind: 'lineBreak' };
  return { kind: 'paragraph', segments: parseInlineBold(line) };
}

const isListItem = (parsed: Block | ListItem): parsed is ListItem => !('kind' in parsed);

/**
 * Turns a post's line markup into blocks. Pure data, no HTML: the renderer builds React elements from
 * it, so whatever a post contains (a `<script>` tag, say) is shown as text. Lines are trimmed (CRLF and
 * indentation do not matter) and consecutive list items form one list.
 */
export function parsePostMarkup(content: string): Block[] {
  const blocks: Block[] = [];
  for (const rawLine of content.split(/\r\n|\r|\n/)) {
    const parsed = parseLine(rawLine.trim());
    if (!isListItem(parsed)) {
      blocks.push(parsed);
      continue;
    }
    const previous = blocks.at(-1);
    if (previous?.kind === 'list') previous.items.push(parsed);
    else blocks.push({ kind: 'list', items: [parsed] });
  }
  return blocks;
}
