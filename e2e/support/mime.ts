// Just enough MIME to read the mails nodemailer sends (mailparser does not install here, see
// TOOLCHAIN.md): folded headers, encoded words, multipart bodies, quoted-printable and base64.

export interface ParsedMail {
  headers: Map<string, string>;
  subject: string;
  from: string;
  to: string;
  /** The text/plain part, decoded. */
  text: string;
  /** The text/html part, decoded. */
  html: string;
}

interface MimePart {
  headers: Map<string, string>;
  body: string;
}

function splitHeadersAndBody(raw: string): MimePart {
  const separator = raw.search(/\r?\n\r?\n/);
  const headerBlock = separator === -1 ? raw : raw.slice(0, separator);
  const body = separator === -1 ? '' : raw.slice(separator).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  // Folded header lines start with white space and continue the previous header.
  for (const line of headerBlock.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function headerParameter(value: string, name: string): string | undefined {
  const match = new RegExp(`;\\s*${name}="?([^";]+)"?`, 'i').exec(value);
  return match?.[1];
}

function decodeQuotedPrintable(text: string): Buffer {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  let index = 0;
  while (index < joined.length) {
    const hex = joined.slice(index + 1, index + 3);
    if (joined[index] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 3;
    } else {
      const character = String.fromCodePoint(joined.codePointAt(index) ?? 0);
      bytes.push(...Buffer.from(character, 'utf8'));
      index += character.length;
    }
  }
  return Buffer.from(bytes);
}

/** The decoded text with mail's CRLF line ends as plain \n. */
function decodeBody(part: MimePart): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  let text = part.body;
  if (encoding === 'base64') text = Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  else if (encoding === 'quoted-printable') text = decodeQuotedPrintable(part.body).toString('utf8');
  return text.replace(/\r\n/g, '\n');
}

/** RFC 2047 encoded words such as =?UTF-8?Q?Nieuwe_aanmelding?= in headers. */
export function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BQ])\?([^?]*)\?=/gi, (_, _charset: string, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')).toString('utf8'),
    );
}

function collectLeafParts(part: MimePart, leaves: MimePart[]): void {
  const contentType = part.headers.get('content-type') ?? 'text/plain';
  const boundary = headerParameter(contentType, 'boundary');
  if (!/^multipart\//i.test(contentType) || !boundary) {
    leaves.push(part);
    return;
  }
  const sections = part.body.split(`--${boundary}`);
  // sections[0] is the preamble; the one after the closing delimiter starts with "--".
  for (const section of sections.slice(1)) {
    if (section.startsWith('--')) break;
    collectLeafParts(splitHeadersAndBody(section.replace(/^\r?\n/, '').replace(/\r?\n$/, '')), leaves);
  }
}

export function parseMail(raw: string): ParsedMail {
  const root = splitHeadersAndBody(raw);
  const leaves: MimePart[] = [];
  collectLeafParts(root, leaves);
  const partOfType = (type: string) => leaves.find((leaf) => (leaf.headers.get('content-type') ?? 'text/plain').toLowerCase().startsWith(type));
  const textPart = partOfType('text/plain');
  const htmlPart = partOfType('text/html');
  return {
    headers: root.headers,
    subject: decodeHeader(root.headers.get('subject') ?? ''),
    from: decodeHeader(root.headers.get('from') ?? ''),
    to: decodeHeader(root.headers.get('to') ?? ''),
    text: textPart ? decodeBody(textPart) : '',
    html: htmlPart ? decodeBody(htmlPart) : '',
  };
}
