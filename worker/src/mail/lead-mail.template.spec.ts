import { SUPPORTED_LANGUAGES } from '@rebound/shared';
import { LEAD_MAIL_MESSAGES } from './lead-mail.messages';
import { type LeadMailInput, renderLeadMail, SUBJECT_NAME_MAX_LENGTH } from './lead-mail.template';

const PUBLIC_URL = 'https://rebound.example';
// 21:48 UTC in November is 22:48 in Amsterdam (CET).
const CREATED_AT = new Date('2026-11-21T21:48:00.000Z');

function lead(overrides: Partial<LeadMailInput> = {}): LeadMailInput {
  return { name: 'Ana Sousa', email: 'ana@example.pt', message: 'Hello!\nWe run a youth centre.', createdAt: CREATED_AT, ...overrides };
}

describe('renderLeadMail', () => {
  it('puts name, address, message, time (Amsterdam, plus ISO) and the admin link in the text part', () => {
    const mail = renderLeadMail(lead(), 'en', PUBLIC_URL);
    expect(mail.subject).toBe('New interest registration: Ana Sousa');
    expect(mail.text).toContain('Name: Ana Sousa');
    expect(mail.text).toContain('Email: ana@example.pt');
    expect(mail.text).toContain('Received: Saturday, 21 November 2026 at 22:48 CET (2026-11-21T21:48:00.000Z)');
    expect(mail.text).toContain('Message:\nHello!\nWe run a youth centre.');
    expect(mail.text).toContain('See all registrations in the admin area: https://rebound.example/admin/leads');
    expect(mail.text).toContain('Someone has registered their interest on rebound.example.');
  });

  it('puts the same facts in the HTML part, with the lead as the Reply-To', () => {
    const mail = renderLeadMail(lead(), 'en', PUBLIC_URL);
    expect(mail.html).toContain('<html lang="en" dir="ltr">');
    expect(mail.html).toContain('<bdi>Ana Sousa</bdi>');
    expect(mail.html).toContain('<a href="mailto:ana@example.pt"');
    expect(mail.html).toContain('<time datetime="2026-11-21T21:48:00.000Z">Saturday, 21 November 2026 at 22:48 CET</time>');
    expect(mail.html).toContain('Hello!<br>\nWe run a youth centre.');
    expect(mail.html).toContain('<a href="https://rebound.example/admin/leads"');
    expect(mail.replyTo).toBe('ana@example.pt');
  });

  it('links the Reply-To address encoded, so a query in a stored address cannot add a Bcc', () => {
    const mail = renderLeadMail(lead({ email: 'x?bcc=attacker@evil.example' }), 'en', PUBLIC_URL);
    expect(mail.html).toContain('<a href="mailto:x%3Fbcc%3Dattacker@evil.example"');
    expect(mail.html).not.toContain('mailto:x?bcc');
  });

  it('says there is no message when the visitor left none', () => {
    for (const message of [null, '', ' \r\n ']) {
      const mail = renderLeadMail(lead({ message }), 'en', PUBLIC_URL);
      expect(mail.text).toContain('Message:\nNo message was left.');
      expect(mail.html).toContain('No message was left.');
    }
  });

  it('writes Dutch for nl', () => {
    const mail = renderLeadMail(lead(), 'nl', PUBLIC_URL);
    expect(mail.subject).toBe('Nieuwe aanmelding: Ana Sousa');
    expect(mail.text).toContain('Naam: Ana Sousa');
    expect(mail.text).toContain('Ontvangen: zaterdag 21 november 2026 om 22:48 CET (2026-11-21T21:48:00.000Z)');
    expect(mail.html).toContain('<html lang="nl" dir="ltr">');
  });

  it('writes Persian, right to left, for fa', () => {
    const mail = renderLeadMail(lead(), 'fa', PUBLIC_URL);
    expect(mail.subject).toBe('ثبت علاقه‌مندی جدید: Ana Sousa');
    expect(mail.text).toContain('نام: Ana Sousa');
    expect(mail.text).toContain('(2026-11-21T21:48:00.000Z)');
    expect(mail.html).toContain('<html lang="fa" dir="rtl">');
    expect(mail.html).toContain('text-align:right');
  });

  it('writes French with French punctuation for fr', () => {
    const mail = renderLeadMail(lead(), 'fr', PUBLIC_URL);
    expect(mail.subject).toBe('Nouvelle manifestation d’intérêt\u00A0: Ana Sousa');
    expect(mail.text).toContain('Nom\u00A0: Ana Sousa\n');
    expect(mail.text).toContain('Message\u00A0:\nHello!');
  });

  it('falls back to English for a locale it does not know', () => {
    const mail = renderLeadMail(lead(), 'de', PUBLIC_URL);
    expect(mail.language).toBe('en');
    expect(mail.subject).toBe('New interest registration: Ana Sousa');
  });

  it.each(SUPPORTED_LANGUAGES)('has complete wording for %s', (language) => {
    const messages = LEAD_MAIL_MESSAGES[language];
    for (const value of Object.values(messages)) {
      const text = typeof value === 'function' ? value('X') : value;
      expect(text.trim()).not.toBe('');
    }
    const mail = renderLeadMail(lead({ message: null }), language, PUBLIC_URL);
    expect(mail.html).toContain(`lang="${language}"`);
    expect(mail.text).toContain(messages.noMessage);
    expect(mail.text).toContain(messages.adminLinkLabel);
    if (language !== 'en') expect(mail.text).not.toContain('Received');
  });

  it('escapes everything the visitor typed in the HTML part', () => {
    const mail = renderLeadMail(
      lead({ name: '<script>alert(1)</script> & "Bob"', message: `<img src=x onerror='alert(2)'>\nTom & Jerry "quoted"` }),
      'en',
      PUBLIC_URL,
    );
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Bob&quot;');
    expect(mail.html).toContain('&lt;img src=x onerror=&#39;alert(2)&#39;&gt;<br>\nTom &amp; Jerry &quot;quoted&quot;');
    // The text part is plain text: shown as typed.
    expect(mail.text).toContain('Name: <script>alert(1)</script> & "Bob"');
  });

  it('keeps a header injection attempt on one line in the subject and the body, and drops the Reply-To', () => {
    const mail = renderLeadMail(
      lead({ name: 'Mallory\r\nBcc: evil@example.com', email: 'mallory@example.com\r\nBcc: evil@example.com' }),
      'en',
      PUBLIC_URL,
    );
    expect(mail.subject).toBe('New interest registration: Mallory Bcc: evil@example.com');
    expect(mail.text).toContain('Name: Mallory Bcc: evil@example.com\n');
    expect(mail.text).toContain('Email: mallory@example.com Bcc: evil@example.com\n');
    expect(mail.replyTo).toBeUndefined();
    expect(mail.html).not.toContain('mailto:');
  });

  it('caps a long name in the subject but keeps it whole in the body', () => {
    const longName = 'Maximiliaan '.repeat(20).trim();
    const mail = renderLeadMail(lead({ name: longName }), 'en', PUBLIC_URL);
    const subjectName = mail.subject.replace('New interest registration: ', '');
    expect(Array.from(subjectName)).toHaveLength(SUBJECT_NAME_MAX_LENGTH);
    expect(subjectName.endsWith('…')).toBe(true);
    expect(mail.text).toContain(`Name: ${longName}`);
  });

  it('uses the heading as the subject when the name is nothing but control characters', () => {
    expect(renderLeadMail(lead({ name: '\r\n\u0000' }), 'en', PUBLIC_URL).subject).toBe('New interest registration');
  });
});
