import { SUPPORTED_LANGUAGES } from '@rebound/shared';
import { MAIL_TEXTS } from '@rebound/shared/mail';
import { type LeadMailInput, renderLeadMail, SUBJECT_NAME_MAX_LENGTH } from './lead-mail.template';

const PUBLIC_URL = 'https://rebound.example';
// 21:48 UTC in November is 22:48 in Amsterdam (CET).
const CREATED_AT = new Date('2026-11-21T21:48:00.000Z');

function lead(overrides: Partial<LeadMailInput> = {}): LeadMailInput {
  return { name: 'Ana Sousa', email: 'ana@example.pt', message: 'Hello!\nWe run a youth centre.', createdAt: CREATED_AT, ...overrides };
}

const leadTexts = (language: keyof typeof MAIL_TEXTS) => MAIL_TEXTS[language].lead as Record<string, string>;

describe('renderLeadMail', () => {
  it('puts name, address, message, time (Amsterdam, plus ISO) and the admin link in the text part', () => {
    const mail = renderLeadMail(lead(), 'en', PUBLIC_URL);
    expect(mail.subject).toBe('New interest lead: Ana Sousa');
    expect(mail.text).toContain('Name: Ana Sousa');
    expect(mail.text).toContain('Email: ana@example.pt');
    expect(mail.text).toContain('Received: Saturday, 21 November 2026 at 22:48 CET (2026-11-21T21:48:00.000Z)');
    expect(mail.text).toContain('Message:\nHello!\nWe run a youth centre.');
    expect(mail.text).toContain('See all leads in the admin area: https://rebound.example/admin/leads');
    expect(mail.text).toContain('Someone has registered their interest on rebound.example.');
  });

  it('puts the same facts in the HTML part, with the lead as the Reply-To', () => {
    const mail = renderLeadMail(lead(), 'en', PUBLIC_URL);
    expect(mail.html.startsWith('<!doctype html>\n<html lang="en" dir="ltr">')).toBe(true);
    expect(mail.html).toContain('<bdi>Ana Sousa</bdi>');
    expect(mail.html).toContain('<th scope="row" style="text-align:left;vertical-align:top;padding:4px 12px 4px 0;');
    expect(mail.html).toContain('<a href="mailto:ana@example.pt"');
    expect(mail.html).toContain('<time dateTime="2026-11-21T21:48:00.000Z">Saturday, 21 November 2026 at 22:48 CET</time>');
    expect(mail.html).toContain('<bdi>Hello!</bdi><br/><bdi>We run a youth centre.</bdi>');
    expect(mail.html).toContain('<a href="https://rebound.example/admin/leads"');
    expect(mail.html).toContain('Reply to this email to write to this person directly.');
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

  it('writes Persian, right to left, with the date in Persian, for fa', () => {
    const mail = renderLeadMail(lead(), 'fa', PUBLIC_URL);
    expect(mail.subject).toBe(`${leadTexts('fa').heading}: Ana Sousa`);
    expect(mail.text).toContain('نام: Ana Sousa');
    expect(mail.text).toContain('(2026-11-21T21:48:00.000Z)');
    // Intl in fa-IR: the Persian calendar's year in Persian digits.
    expect(mail.text).toMatch(/زمان دریافت: .*۱۴۰۵/);
    expect(mail.html).toContain('<html lang="fa" dir="rtl">');
    expect(mail.html).toContain('<td dir="rtl" style="padding:24px;text-align:right;');
    expect(mail.html).toContain('<th scope="row" style="text-align:right;vertical-align:top;padding:4px 0 4px 12px;');
  });

  it('writes French with French punctuation (no-break space before the colon) for fr', () => {
    const mail = renderLeadMail(lead(), 'fr', PUBLIC_URL);
    expect(mail.subject).toBe('Nouvelle demande\u00A0: Ana Sousa');
    expect(mail.text).toContain('Nom\u00A0: Ana Sousa\n');
    expect(mail.text).toContain('Message\u00A0:\nHello!');
    expect(mail.text).toContain('Date de réception\u00A0: samedi 21 novembre 2026');
  });

  it('falls back to English for a locale it does not know', () => {
    const mail = renderLeadMail(lead(), 'de', PUBLIC_URL);
    expect(mail.language).toBe('en');
    expect(mail.subject).toBe('New interest lead: Ana Sousa');
  });

  it.each(SUPPORTED_LANGUAGES)('has complete wording for %s', (language) => {
    const texts = leadTexts(language);
    for (const text of Object.values(texts)) expect(text.trim()).not.toBe('');
    const mail = renderLeadMail(lead({ message: null }), language, PUBLIC_URL);
    expect(mail.html).toContain(`lang="${language}"`);
    expect(mail.text).toContain(texts.noMessage);
    expect(mail.text).toContain(texts.adminLink);
    expect(mail.html).toContain(texts.replyHint);
    if (language !== 'en') expect(mail.text).not.toContain('Received');
  });

  it('escapes everything the visitor typed in the HTML part (React escapes it)', () => {
    const mail = renderLeadMail(
      lead({ name: '<script>alert(1)</script> & "Bob"', message: `<img src=x onerror='alert(2)'>\nTom & Jerry "quoted"` }),
      'en',
      PUBLIC_URL,
    );
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Bob&quot;');
    expect(mail.html).toContain(
      '<bdi>&lt;img src=x onerror=&#x27;alert(2)&#x27;&gt;</bdi><br/><bdi>Tom &amp; Jerry &quot;quoted&quot;</bdi>',
    );
    // The text part is plain text: shown as typed.
    expect(mail.text).toContain('Name: <script>alert(1)</script> & "Bob"');
  });

  it('shows an entity the visitor typed as typed, and Persian text untouched', () => {
    const mail = renderLeadMail(lead({ name: 'سلام, Zoë — 5/5', message: '&lt;b&gt;' }), 'en', PUBLIC_URL);
    expect(mail.html).toContain('<bdi>سلام, Zoë — 5/5</bdi>');
    expect(mail.html).toContain('&amp;lt;b&amp;gt;');
    expect(mail.text).toContain('\n&lt;b&gt;\n');
  });

  it('reads nothing the visitor typed as an i18next placeholder or nested text', () => {
    const mail = renderLeadMail(lead({ name: '$t(lead.heading) {{site}}', message: '{{name}} $t(lead.subject)' }), 'en', PUBLIC_URL);
    expect(mail.subject).toBe('New interest lead: $t(lead.heading) {{site}}');
    expect(mail.text).toContain('Name: $t(lead.heading) {{site}}\n');
    expect(mail.text).toContain('\n{{name}} $t(lead.subject)\n');
    expect(mail.html).toContain('<bdi>$t(lead.heading) {{site}}</bdi>');
  });

  it('keeps a header injection attempt on one line in the subject and the body, and drops the Reply-To', () => {
    const mail = renderLeadMail(
      lead({ name: 'Mallory\r\nBcc: evil@example.com', email: 'mallory@example.com\r\nBcc: evil@example.com' }),
      'en',
      PUBLIC_URL,
    );
    expect(mail.subject).toBe('New interest lead: Mallory Bcc: evil@example.com');
    expect(mail.text).toContain('Name: Mallory Bcc: evil@example.com\n');
    expect(mail.text).toContain('Email: mallory@example.com Bcc: evil@example.com\n');
    expect(mail.replyTo).toBeUndefined();
    expect(mail.html).not.toContain('mailto:');
    expect(mail.html).toContain('<span dir="ltr">mallory@example.com Bcc: evil@example.com</span>');
    expect(mail.html).not.toContain('Reply to this email');
  });

  it('drops bidi overrides and control characters from the name and the message', () => {
    const mail = renderLeadMail(lead({ name: 'Eve\u202Egnp.exe\u0007', message: 'one\u0000two\u2066three\r\nfour' }), 'en', PUBLIC_URL);
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what this test looks for.
    for (const part of [mail.subject, mail.text, mail.html]) expect(part).not.toMatch(/[\u202E\u2066\u0000\u0007]/u);
    expect(mail.subject).toBe('New interest lead: Eve gnp.exe');
    expect(mail.text).toContain('\nonetwothree\nfour\n');
    expect(mail.html).toContain('<bdi>onetwothree</bdi><br/><bdi>four</bdi>');
  });

  it('caps a long name in the subject but keeps it whole in the body', () => {
    const longName = 'Maximiliaan '.repeat(20).trim();
    const mail = renderLeadMail(lead({ name: longName }), 'en', PUBLIC_URL);
    const subjectName = mail.subject.replace('New interest lead: ', '');
    expect(Array.from(subjectName)).toHaveLength(SUBJECT_NAME_MAX_LENGTH);
    expect(subjectName.endsWith('…')).toBe(true);
    expect(mail.text).toContain(`Name: ${longName}`);
  });

  it('uses the heading as the subject when the name is nothing but control characters', () => {
    expect(renderLeadMail(lead({ name: '\r\n\u0000' }), 'en', PUBLIC_URL).subject).toBe('New Interest Lead');
  });
});
