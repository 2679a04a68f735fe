// A minimal RFC 822 / MIME reader for the mails nodemailer writes (mailparser does not install here):
// unfolded headers, RFC 2047 encoded words, multipart bodies, quoted-printable and base64 parts.

export interface MailPart {
  headers: Array<[string, string]>;
  body: string;
}

export interface ParsedMail {
  /** Header names in lower case, values unfolded but not decoded. */
  rawHeaders: Array<[string, string]>;
  /** First value of a header, with encoded words decoded. */
  header(name: string): string | undefined;
  text: string | undefined;
  html: string | undefined;
}

export function parseMail(raw: string): ParsedMail {
  const root = splitPart(raw);
  const leaves = flattenParts(root);
  const partOfType = (type: string) => leaves.find((part) => contentType(part).startsWith(type));
  const text = partOfType('text/plain');
  const html = partOfType('text/html');
  return {
    rawHeaders: root.headers,
    header: (name) => {
      const found = root.headers.find(([headerName]) => headerName === name.toLowerCase());
      return found ? decodeEncodedWords(found[1]) : undefined;
    },
    text: text ? decodeBody(text) : undefined,
    html: html ? decodeBody(html) : undefined,
  };
}

function splitPart(raw: string): MailPart {
  const separator = raw.indexOf('\r\n\r\n');
  const headerText = separator === -1 ? raw : raw.slice(0, separator);
  const body = separator === -1 ? '' : raw.slice(separator + 4);
  const headers = headerText
    .replace(/\r\n[ \t]+/g, ' ')
    .split('\r\n')
    .filter(Boolean)
    .map((line): [string, string] => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
    });
  return { headers, body };
}

function partHeader(part: MailPart, name: string): string {
  return part.headers.find(([headerName]) => headerName === name)?.[1] ?? '';
}

function contentType(part: MailPart): string {
  return partHeader(part, 'content-type').toLowerCase() || 'text/plain';
}

function flattenParts(part: MailPart): MailPart[] {
  const type = partHeader(part, 'content-type');
  if (!/^multipart\//i.test(type)) return [part];
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!boundary) return [part];
  const children = part.body
    .split(`--${boundary}`)
    .slice(1)
    .filter((chunk) => !chunk.startsWith('--'))
    .map((chunk) => splitPart(chunk.replace(/^\r\n/, '').replace(/\r\n$/, '')));
  return children.flatMap(flattenParts);
}

/** The part's text with mail line ends (CRLF) turned into LF. */
function decodeBody(part: MailPart): string {
  const encoding = partHeader(part, 'content-transfer-encoding').toLowerCase();
  let decoded = part.body;
  if (encoding === 'base64') decoded = Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  else if (encoding === 'quoted-printable') decoded = decodeQuotedPrintable(part.body);
  return decoded.replace(/\r\n/g, '\n');
}

export function decodeQuotedPrintable(text: string): string {
  const withoutSoftBreaks = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < withoutSoftBreaks.length; index += 1) {
    const character = withoutSoftBreaks[index];
    const hex = withoutSoftBreaks.slice(index + 1, index + 3);
    if (character === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(character, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

export function decodeEncodedWords(value: string): string {
  return value
    .replace(/(=\?[^?]+\?[BQ]\?[^?]*\?=)\s+(?==\?)/gi, '$1')
    .replace(/=\?([^?]+)\?([BQ])\?([^?]*)\?=/gi, (_, _charset: string, encoding: string, encoded: string) =>
      encoding.toUpperCase() === 'B' ? Buffer.from(encoded, 'base64').toString('utf8') : decodeQuotedPrintable(encoded.replace(/_/g, ' ')),
    );
}
