// HTML escaping is React's (lead-mail.template.spec.ts shows it); these are the rules for headers and plain text.
import { toBodyText, toHeaderText, toReplyToAddress, toSingleLine } from './untrusted-text';

describe('toSingleLine', () => {
  it('turns CR, LF and other control characters into spaces and collapses runs of whitespace', () => {
    expect(toSingleLine('Eve\r\nBcc: evil@example.com\u0000\t x')).toBe('Eve Bcc: evil@example.com x');
  });

  it('removes Unicode line separators and bidi overrides', () => {
    expect(toSingleLine('a\u2028b\u2029c\u202Ed\u2066e')).toBe('a b c d e');
  });

  it('trims', () => {
    expect(toSingleLine('  \n Ana \r ')).toBe('Ana');
  });
});

describe('toHeaderText', () => {
  it('never contains a line break, whatever was typed', () => {
    const header = toHeaderText('Mallory\r\nBcc: evil@example.com\nX-Injected: 1\rTo: x@example.com', 200);
    expect(header).not.toMatch(/[\r\n]/);
    expect(header).toBe('Mallory Bcc: evil@example.com X-Injected: 1 To: x@example.com');
  });

  it('caps the length with an ellipsis, counting code points', () => {
    const capped = toHeaderText('😀'.repeat(100), 10);
    expect(Array.from(capped)).toHaveLength(10);
    expect(capped).toBe(`${'😀'.repeat(9)}…`);
  });

  it('keeps text that fits unchanged', () => {
    expect(toHeaderText('Ana Sousa', 9)).toBe('Ana Sousa');
  });

  it('is empty for a name of only control characters', () => {
    expect(toHeaderText('\r\n\u0007', 60)).toBe('');
  });
});

describe('toBodyText', () => {
  it('keeps line breaks (normalised to LF) and tabs, drops other control characters', () => {
    expect(toBodyText('one\r\ntwo\rthree\u2028four\u0000\u001b[31m\tfive')).toBe('one\ntwo\nthree\nfour[31m\tfive');
  });
});

describe('toReplyToAddress', () => {
  it.each(['ana@example.pt', 'first.last+tag@sub.example.co.uk', "o'brien@example.ie"])('accepts %s', (address) => {
    expect(toReplyToAddress(address)).toBe(address);
  });

  it('trims surrounding whitespace', () => {
    expect(toReplyToAddress('  ana@example.pt ')).toBe('ana@example.pt');
  });

  it.each([
    'eve@example.com\r\nBcc: evil@example.com',
    'eve@example.com, evil@example.com',
    'Eve <eve@example.com>',
    'eve@localhost',
    'eve@@example.com',
    'eve example@example.com',
    'eve@exa mple.com',
    '"eve"@example.com',
    `${'a'.repeat(250)}@example.com`,
  ])('refuses %j', (address) => {
    expect(toReplyToAddress(address)).toBeNull();
  });
});
