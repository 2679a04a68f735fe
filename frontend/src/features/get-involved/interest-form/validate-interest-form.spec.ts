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

  it.each(['amira', 'amira@example', '@example.org', 'amira@.org', 'amira@example.', 'am ira@example.org', 'amira@exa mple.org', 'amira@@example.org'])(
    'refuses %p as an e-mail address',
    (email) => {
      expect(validateInterestForm({ ...valid, email })).toEqual({ email: 'getInvolved.form.emailInvalid' });
    },
  );

  it.each(['a@b.c', 'amira.el-amrani+rebound@mail.example.org', '  amira@example.org  ', 'ليلى@مثال.ايران'])('accepts %p as an e-mail address', (email) => {
    expect(validateInterestForm({ ...valid, email })).toEqual({});
  });

  it('reports every field at once, and never the message', () => {
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
});
