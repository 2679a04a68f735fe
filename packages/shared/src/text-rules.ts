/**
 * What counts as clean text in a visitor's form (issue 8), shared by the server's DTOs and the
 * frontend's validator so both refuse the same input. Pure functions, no dependencies.
 */

/** A name or an e-mail address is one line; a message may hold line breaks and tabs. */
export type TextShape = 'singleLine' | 'multiLine';

// Embeddings, overrides and isolates reorder the text around them (a spoofing tool, never typed by hand).
// The plain marks (U+200E, U+200F, U+061C) stay allowed: right-to-left writers use them.
const BIDI_FORMATTING = /[\u202A-\u202E\u2066-\u2069]/u;
const SINGLE_LINE_FORBIDDEN = /[\p{Cc}\u2028\u2029]/u;
// Every control character except tab and line feed (CR is folded into LF before this check).
const MULTI_LINE_FORBIDDEN = /[^\P{Cc}\t\n]/u;
// A high surrogate not followed by a low one, or a low one not preceded by a high one (no `u` flag: it would hide them).
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
// Anything a reader can see: not white space, not a control, format or default-ignorable character (zero-width spaces, fillers).
const VISIBLE_CHARACTER = /[^\p{White_Space}\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}]/u;

/** NFC-normalised and trimmed; in a message every CR LF or lone CR becomes LF. */
export function normalizeText(value: string, shape: TextShape): string {
  const normalized = value.normalize('NFC');
  return (shape === 'multiLine' ? normalized.replace(/\r\n?/g, '\n') : normalized).trim();
}

/** True when the text is valid UTF-16 and holds no character its shape forbids (see above). */
export function isCleanText(value: string, shape: TextShape): boolean {
  if (LONE_SURROGATE.test(value) || BIDI_FORMATTING.test(value)) return false;
  return !(shape === 'singleLine' ? SINGLE_LINE_FORBIDDEN : MULTI_LINE_FORBIDDEN).test(value);
}

/** "Required" means at least one visible character, so a name of zero-width spaces is empty. */
export function hasVisibleCharacter(value: string): boolean {
  return VISIBLE_CHARACTER.test(value);
}

// Local part: letters, marks and digits of any script plus the RFC 5322 atom signs that cannot
// change a mailto: link's meaning (no `?`, `&`, `%`), in dot-separated atoms.
const LOCAL_ATOM = "[\\p{L}\\p{M}\\p{N}!#$'*+/=^_`{|}~-]+";
// Domain: a host name, labels of letters (any script), marks and digits with inner hyphens, at most 63 long.
const DOMAIN_LABEL = '[\\p{L}\\p{M}\\p{N}](?:[\\p{L}\\p{M}\\p{N}-]{0,61}[\\p{L}\\p{M}\\p{N}])?';

/**
 * The form's e-mail rule (text, an at sign, text, a dot, text, no spaces) made precise: the domain is a
 * host name with at least one dot, so `x@evil.example?bcc=...` is refused.
 */
export const INTEREST_EMAIL_PATTERN = new RegExp(`^${LOCAL_ATOM}(?:\\.${LOCAL_ATOM})*@${DOMAIN_LABEL}(?:\\.${DOMAIN_LABEL})+$`, 'u');

const MAX_DOMAIN_LENGTH = 253;

export function isEmailAddress(value: string): boolean {
  if (!INTEREST_EMAIL_PATTERN.test(value)) return false;
  return value.slice(value.lastIndexOf('@') + 1).length <= MAX_DOMAIN_LENGTH;
}

/** A `mailto:` link to exactly one address: the address is percent-encoded, so nothing in it can add headers. */
export function mailtoHref(address: string): string {
  return `mailto:${encodeURIComponent(address).replace(/%40/g, '@')}`;
}
