import { mailLanguage } from './mail-texts';

describe('mailLanguage', () => {
  it('gives each language its Intl locale and direction, and English for a language we do not offer', () => {
    expect(mailLanguage('fa')).toMatchObject({ language: 'fa', locale: 'fa-IR', dir: 'rtl' });
    expect(mailLanguage('fr')).toMatchObject({ language: 'fr', locale: 'fr-FR', dir: 'ltr' });
    expect(mailLanguage('de')).toMatchObject({ language: 'en', locale: 'en-GB', dir: 'ltr' });
  });

  it('picks the plural form by count, in each language’s own rules', () => {
    const english = mailLanguage('en').t;
    expect(english('newsletterConfirm.expiry', { count: 1, days: '1' })).toBe('This link works for 1 day.');
    expect(english('newsletterConfirm.expiry', { count: 7, days: '7' })).toBe('This link works for 7 days.');
    const french = mailLanguage('fr').t;
    expect(french('newsletterConfirm.expiry', { count: 1, days: '1' })).toBe('Ce lien est valable 1\u00A0jour.');
    expect(french('newsletterConfirm.expiry', { count: 1_000_000, days: '1\u202F000\u202F000' })).toBe(
      'Ce lien est valable 1\u202F000\u202F000\u00A0jours.',
    );
  });

  it('throws on a text that does not exist rather than mailing its key', () => {
    expect(() => mailLanguage('nl').t('lead.noSuchText')).toThrow('No mail text "lead.noSuchText"');
  });
});
