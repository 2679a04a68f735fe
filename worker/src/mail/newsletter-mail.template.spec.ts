import { SUPPORTED_LANGUAGES } from '@rebound/shared';
import { NEWSLETTER_MAIL_MESSAGES } from './newsletter-mail.messages';
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

  it('has every text in every language, none of them left in English', () => {
    const english = NEWSLETTER_MAIL_MESSAGES.en;
    for (const language of SUPPORTED_LANGUAGES) {
      const messages = NEWSLETTER_MAIL_MESSAGES[language];
      const texts = [
        messages.subject('B'),
        messages.heading,
        messages.intro('B'),
        messages.action,
        messages.confirmButton,
        messages.expiry('7'),
        messages.ignore,
        messages.unsubscribeIntro,
        messages.unsubscribeLink,
      ];
      for (const text of texts) expect(text.trim()).not.toBe('');
      if (language === 'en') continue;
      const englishTexts = [
        english.subject('B'),
        english.heading,
        english.intro('B'),
        english.action,
        english.confirmButton,
        english.expiry('7'),
        english.ignore,
        english.unsubscribeIntro,
        english.unsubscribeLink,
      ];
      texts.forEach((text, index) => {
        expect(text).not.toBe(englishTexts[index]);
      });
    }
  });

  it('renders the text part with both links, and an unknown language in English', () => {
    const mail = renderNewsletterMail({ ...input, language: 'de' });
    expect(mail.language).toBe('en');
    expect(mail.subject).toBe('Please confirm your subscription to the Rebound newsletter');
    expect(mail.text).toBe(
      [
        'Please confirm your subscription',
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

  it('escapes a sender name with markup in the HTML part', () => {
    const mail = renderNewsletterMail({ ...input, language: 'es', mailFrom: 'Club & Co > Gym <no-reply@x.test>' });
    expect(mail.subject).toBe('Confirma tu suscripción al boletín de Club & Co > Gym');
    expect(mail.html).toContain('el boletín de Club &amp; Co &gt; Gym a esta');
  });
});
