import { SUPPORTED_LANGUAGES } from '@rebound/shared';
import { newsletterBrand, renderNewsletterMail } from './newsletter-mail.template';

const input = {
  mailFrom: 'Rebound <no-reply@rebound.test>',
  publicUrl: 'https://rebound.test',
  confirmUrl: 'https://rebound.test/newsletter/confirm?lng=en&token=abc',
  unsubscribeUrl: 'https://rebound.test/newsletter/unsubscribe?lng=en&token=def',
};

describe('the newsletter confirmation mail', () => {
  it('names the newsletter after the sender, or the site when the sender has no name', () => {
    expect(newsletterBrand('Rebound <no-reply@x.test>', 'https://rebound.test')).toBe('Rebound');
    expect(newsletterBrand('"Rebound Weert" <no-reply@x.test>', 'https://rebound.test')).toBe('Rebound Weert');
    expect(newsletterBrand('no-reply@x.test', 'https://rebound.test:8443')).toBe('rebound.test:8443');
    expect(newsletterBrand('<no-reply@x.test>', 'https://rebound.test')).toBe('rebound.test');
  });

  it('writes every line in every language, none of them left in English', () => {
    const lines = (language: string) => {
      const mail = renderNewsletterMail({ ...input, language });
      const linkTexts = [...mail.html.matchAll(/>([^<>]+)<\/a>/g)].map((match) => match[1]);
      return [mail.subject, ...mail.text.split('\n').filter((line) => line !== '' && !line.startsWith('https://')), ...linkTexts];
    };
    const english = lines('en');
    // Subject, six lines of text, the button and the unsubscribe link.
    expect(english).toHaveLength(9);
    for (const language of SUPPORTED_LANGUAGES.filter((code) => code !== 'en')) {
      const translated = lines(language);
      expect(translated).toHaveLength(english.length);
      translated.forEach((line, index) => {
        expect({ language, line }).not.toEqual({ language, line: english[index] });
      });
    }
  });

  it('renders the text part with both links, and an unknown language in English', () => {
    const mail = renderNewsletterMail({ ...input, language: 'de' });
    expect(mail.language).toBe('en');
    expect(mail.subject).toBe('Please confirm your subscription to the Rebound newsletter');
    expect(mail.text).toBe(
      [
        'Please Confirm Your Subscription',
        '',
        'We received a request to send the Rebound newsletter to this email address.',
        '',
        'To start receiving it, please confirm your address:',
        input.confirmUrl,
        '',
        'This link works for 7 days.',
        '',
        'If you did not ask for this, you can simply ignore this email: without your confirmation we will not send you anything.',
        '',
        'Changed your mind? You can unsubscribe at any time:',
        input.unsubscribeUrl,
        '',
      ].join('\n'),
    );
  });

  it('links the button to the confirm page and the last link to the unsubscribe page in the HTML part', () => {
    const mail = renderNewsletterMail({ ...input, language: 'en' });
    expect(mail.html.startsWith('<!doctype html>\n<html lang="en" dir="ltr">')).toBe(true);
    expect(mail.html).toContain('<a href="https://rebound.test/newsletter/confirm?lng=en&amp;token=abc" style="display:inline-block;');
    expect(mail.html).toMatch(/>Confirm My Subscription<\/a>/);
    expect(mail.html).toContain(
      '<a href="https://rebound.test/newsletter/unsubscribe?lng=en&amp;token=def" style="color:#1d4ed8">Unsubscribe</a>',
    );
  });

  it('writes Persian right to left, with Persian digits', () => {
    const mail = renderNewsletterMail({ ...input, language: 'fa' });
    expect(mail.html).toContain('<html lang="fa" dir="rtl">');
    expect(mail.html).toContain('<td dir="rtl" style="padding:24px;text-align:right;');
    expect(mail.text).toContain('این پیوند تا ۷ روز معتبر است.');
    expect(mail.html).toContain('این پیوند تا ۷ روز معتبر است.');
  });

  it('keeps the French no-break spaces', () => {
    const mail = renderNewsletterMail({ ...input, language: 'fr' });
    expect(mail.text).toContain('confirmez votre adresse\u00A0:\n');
    expect(mail.text).toContain('Ce lien est valable 7\u00A0jours.');
    expect(mail.html).toContain('changé d’avis\u00A0?');
  });

  it('escapes a sender name with markup in the HTML part', () => {
    const mail = renderNewsletterMail({ ...input, language: 'es', mailFrom: 'Club & Co > Gym <no-reply@x.test>' });
    expect(mail.subject).toBe('Confirma tu suscripción al boletín de Club & Co > Gym');
    expect(mail.html).toContain('el boletín de Club &amp; Co &gt; Gym a esta');
  });

  it('keeps a sender name with line breaks or placeholders on one line, as written', () => {
    const mail = renderNewsletterMail({ ...input, language: 'en', mailFrom: '"Gym\r\nBcc: x@evil.example {{brand}}" <no-reply@x.test>' });
    expect(mail.subject).toBe('Please confirm your subscription to the Gym Bcc: x@evil.example {{brand}} newsletter');
  });
});
