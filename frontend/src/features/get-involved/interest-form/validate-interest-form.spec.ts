import { toInterestRequest, validateInterestForm } from './validate-interest-form';

const valid = { name: 'Amira', email: 'amira@example.org', message: '' };

describe('validateInterestForm', () => {
  it('accepts a name and a well-formed e-mail address, with or without a message', () => {
    expect(validateInterestForm(valid)).toEqual({});
    expect(validateInterestForm({ ...valid, message: 'I would like to volunteer.' })).toEqual({});
  });

  it('requires a name that is more than white space', () => {
    expect(validateInterestForm({ ...valid, name: '' })).toEqual({ name: 'getInvolved.form.nameRequired' });
    expect(validateInterestForm({ ...valid, name: ' \t\n ' })).toEqual({ name: 'getInvolved.form.nameRequired' });
  });

  it('requires an e-mail address that is more than white space', () => {
    expect(validateInterestForm({ ...valid, email: '' })).toEqual({ email: 'getInvolved.form.emailRequired' });
    expect(validateInterestForm({ ...valid, email: '   ' })).toEqual({ email: 'getInvolved.form.emailRequired' });
  });

  it.each([
    'amira',
    'amira@example',
    '@example.org',
    'amira@.org',
    'amira@example.',
    'am ira@example.org',
    'amira@exa mple.org',
    'amira@@example.org',
  ])('refuses %p as an e-mail address', (email) => {
    expect(validateInterestForm({ ...valid, email })).toEqual({ email: 'getInvolved.form.emailInvalid' });
  });

  it.each(['a@b.c', 'amira.el-amrani+rebound@mail.example.org', '  amira@example.org  ', 'ليلى@مثال.ايران'])(
    'accepts %p as an e-mail address',
    (email) => {
      expect(validateInterestForm({ ...valid, email })).toEqual({});
    },
  );

  it('requires a visible character: zero-width characters and fillers are not a name', () => {
    expect(validateInterestForm({ ...valid, name: '\u200b\u200d\ufeff' })).toEqual({ name: 'getInvolved.form.nameRequired' });
    expect(validateInterestForm({ ...valid, name: '\u3164' })).toEqual({ name: 'getInvolved.form.nameRequired' });
    expect(validateInterestForm({ ...valid, email: '\u200b' })).toEqual({ email: 'getInvolved.form.emailRequired' });
  });

  it.each([
    ['a line break', 'Sam\nVisser'],
    ['an ANSI escape', '\u001b[31mSam'],
    ['a right-to-left override', 'Sam\u202Egpj.exe'],
    ['a NUL', 'Sam\u0000'],
  ])('asks to check a name with %s', (_label, name) => {
    expect(validateInterestForm({ ...valid, name })).toEqual({ name: 'getInvolved.form.fieldInvalid' });
  });

  it('lets a message keep line breaks and tabs, and asks to check one with other control characters', () => {
    expect(validateInterestForm({ ...valid, message: 'Hello,\r\n\tcan we try a bag?' })).toEqual({});
    expect(validateInterestForm({ ...valid, message: 'Hello\u0007' })).toEqual({ message: 'getInvolved.form.fieldInvalid' });
  });

  it.each(['x@evil.example?bcc=attacker%40evil.example', 'x?bcc=y@evil.example', 'x@local_host.example', 'x@-evil.example'])(
    'refuses %p, which is not a host name address',
    (email) => {
      expect(validateInterestForm({ ...valid, email })).toEqual({ email: 'getInvolved.form.emailInvalid' });
    },
  );

  it('reports every field at once', () => {
    expect(validateInterestForm({ name: '', email: 'nope', message: '' })).toEqual({
      name: 'getInvolved.form.nameRequired',
      email: 'getInvolved.form.emailInvalid',
    });
    expect(validateInterestForm({ name: ' ', email: ' ', message: ' ' })).toEqual({
      name: 'getInvolved.form.nameRequired',
      email: 'getInvolved.form.emailRequired',
    });
  });
});

describe('toInterestRequest', () => {
  it('trims every field', () => {
    expect(toInterestRequest({ name: '  Amira ', email: ' amira@example.org\n', message: '\n Hello \n' })).toEqual({
      name: 'Amira',
      email: 'amira@example.org',
      message: 'Hello',
    });
  });

  it('normalises to NFC and folds CR LF into LF in the message', () => {
    expect(toInterestRequest({ name: 'Jose\u0301', email: 'a@b.co', message: 'one\r\ntwo' })).toEqual({
      name: 'José',
      email: 'a@b.co',
      message: 'one\ntwo',
    });
  });
});
