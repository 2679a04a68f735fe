// Everything here handles text a visitor typed into the interest form, which ends up in a staff mail.
// HTML escaping is not here: the mails are React components, and React escapes every text and attribute.

// C0/C1 control characters, the Unicode line and paragraph separators, and the bidi embedding,
// override and isolate marks (which can make a header read backwards).
const CONTROL_AND_SEPARATOR_CHARACTERS = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/gu;
// The same, but tab and line feed survive: they are how a visitor lays out a message.
const CONTROL_CHARACTERS_EXCEPT_LAYOUT = /(?![\t\n])[\p{Cc}\u202A-\u202E\u2066-\u2069]/gu;
// Deliberately narrower than RFC 5322: an address we put in Reply-To must be a plain local@domain.
const PLAIN_EMAIL_ADDRESS =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/;
const MAX_EMAIL_ADDRESS_LENGTH = 254;

/** One line: no control characters or line breaks of any kind, runs of whitespace collapsed to one space. */
export function toSingleLine(text: string): string {
  return text.replace(CONTROL_AND_SEPARATOR_CHARACTERS, ' ').replace(/\s+/gu, ' ').trim();
}

/**
 * Text that may go into a mail header: a single line, at most `maxLength` characters (counted as
 * code points so an emoji or a Persian letter is never cut in half), with an ellipsis when cut.
 */
export function toHeaderText(text: string, maxLength: number): string {
  const characters = Array.from(toSingleLine(text));
  if (characters.length <= maxLength) return characters.join('');
  return `${characters
    .slice(0, maxLength - 1)
    .join('')
    .trimEnd()}…`;
}

/** A multi-line message as plain text: line breaks normalised to \n, other control characters removed. */
export function toBodyText(text: string): string {
  return text
    .replace(/\r\n?|[\u2028\u2029]/g, '\n')
    .replace(CONTROL_CHARACTERS_EXCEPT_LAYOUT, '')
    .trim();
}

/** The address itself when it is a plain local@domain address, otherwise null (never a header of its own). */
export function toReplyToAddress(text: string): string | null {
  const address = text.trim();
  if (address.length > MAX_EMAIL_ADDRESS_LENGTH) return null;
  return PLAIN_EMAIL_ADDRESS.test(address) ? address : null;
}
