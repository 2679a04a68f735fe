import { hasVisibleCharacter, isCleanText, isEmailAddress, mailtoHref, normalizeText } from './text-rules';

describe('normalizeText', () => {
  it('composes to NFC and trims', () => {
    expect(normalizeText('  Jose\u0301 ', 'singleLine')).toBe('José');
  });

  it('folds CR LF and lone CR into LF in a message only', () => {
    expect(normalizeText('a\r\nb\rc\n', 'multiLine')).toBe('a\nb\nc');
    expect(normalizeText('a\r\nb', 'singleLine')).toBe('a\r\nb');
  });
});

describe('isCleanText', () => {
  it.each(['Sanne de Vries', 'ليلى‌ احمدی', 'Zoë 👩‍👩‍👧', 'a\u200fb'])('keeps %p on one line', (text) =>
    expect(isCleanText(text, 'singleLine')).toBe(true),
  );

  it.each([
    ['a NUL', 'a\u0000b'],
    ['an ANSI escape', '\u001b[31mred'],
    ['a line feed', 'a\nb'],
    ['a carriage return', 'a\rb'],
    ['a tab', 'a\tb'],
    ['DEL', 'a\u007fb'],
    ['a C1 control', 'a\u0085b'],
    ['a line separator', 'a\u2028b'],
    ['a right-to-left override', 'abc\u202Egnp.exe'],
    ['a left-to-right isolate', 'a\u2066b\u2069'],
    ['a lone high surrogate', 'a\ud800b'],
    ['a lone low surrogate', 'a\udc00b'],
  ])('refuses %s in a name', (_label, text) => expect(isCleanText(text, 'singleLine')).toBe(false));

  it('lets a message keep line breaks and tabs, but no other control character', () => {
    expect(isCleanText('Hello,\n\tcan we try a bag?\n', 'multiLine')).toBe(true);
    expect(isCleanText('a\u0000', 'multiLine')).toBe(false);
    expect(isCleanText('a\u001b[2J', 'multiLine')).toBe(false);
    expect(isCleanText('a\u202Eb', 'multiLine')).toBe(false);
    expect(isCleanText('a\ud83d', 'multiLine')).toBe(false);
  });
});

describe('hasVisibleCharacter', () => {
  it.each(['\u200b\u200c\u200d', '\u3164', ' \u00a0\u2003', '\ufeff', '\u2060\u180e'])('finds nothing visible in %p', (text) =>
    expect(hasVisibleCharacter(text)).toBe(false),
  );
  it.each(['a', '·', '١', '🥊'])('sees %p', (text) => expect(hasVisibleCharacter(text)).toBe(true));
});

describe('mailtoHref', () => {
  it('encodes everything but the at sign, so an address cannot add a Bcc or another header', () => {
    expect(mailtoHref('sam@example.nl')).toBe('mailto:sam@example.nl');
    expect(mailtoHref('x@evil.example?bcc=attacker@evil.example')).toBe('mailto:x@evil.example%3Fbcc%3Dattacker@evil.example');
    expect(mailtoHref('a&cc=b@c.co')).toBe('mailto:a%26cc%3Db@c.co');
  });
});

describe('isEmailAddress (text @ text . text, no spaces; the domain a host name)', () => {
  it.each([
    'a@b.co',
    'first.last+tag@sub.example.nl',
    'x@y.z',
    "o'brien@example.ie",
    'ليلى@مثال.ايران',
    'josé@correo.españa.es',
    'a@xn--bcher-kva.example',
  ])('accepts %s', (email) => expect(isEmailAddress(email)).toBe(true));
  it.each([
    'ab.co',
    'a@bco',
    'a@b.',
    '@b.co',
    'a b@c.de',
    'a@b c.de',
    'a@@b.co',
    'x@evil.example?bcc=attacker%40evil.example',
    'x?bcc=y@evil.example',
    'a%0aBcc:y@b.co',
    'a&cc=y@b.co',
    'a@-b.co',
    'a@b-.co',
    'a@b..co',
    '.a@b.co',
    'a.@b.co',
    'a..b@c.co',
    'a@b_c.co',
    'a@[127.0.0.1]',
    '"a b"@c.co',
    `a@${'b'.repeat(64)}.co`,
    `a@${'b.'.repeat(127)}co`,
  ])('refuses %s', (email) => expect(isEmailAddress(email)).toBe(false));
});
