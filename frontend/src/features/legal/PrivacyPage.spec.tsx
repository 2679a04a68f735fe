import { NEWSLETTER_CONFIRM_TTL_DAYS } from '@rebound/shared';
import { screen, within } from '@testing-library/react';
import { EXTERNAL_LINKS } from '../../app/config/external-links';
import { renderRoute } from '../../test-support/render';

const main = () => within(screen.getByRole('main'));

const SECTIONS = [
  ['who-we-are', 'Who We Are'],
  ['what-we-collect', 'What We Collect'],
  ['legal-basis', 'Why We May Use It'],
  ['who-sees-it', 'Who Sees Your Data'],
  ['retention', 'How Long We Keep It'],
  ['newsletter', 'The Newsletter'],
  ['your-rights', 'Your Rights'],
  ['young-people', 'Young People'],
  ['privacy-changes', 'Changes to This Policy'],
];

describe('PrivacyPage', () => {
  it('shows the date of the last change and a table of contents that links to every section', async () => {
    await renderRoute('/privacy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(main().getByText('Last updated: 25 November 2026')).toBeInTheDocument();
    const contents = main().getByRole('navigation', { name: 'Contents' });
    expect(
      within(contents)
        .getAllByRole('link')
        .map((link) => [link.getAttribute('href'), link.textContent]),
    ).toEqual(SECTIONS.map(([id, title]) => [`#${id}`, title]));
    for (const [id, title] of SECTIONS) expect(document.getElementById(id)).toHaveAccessibleName(title);
  });

  it('says what the site stores: the form fields, the language keys, the staff cookie and click-to-load videos', async () => {
    await renderRoute('/privacy');
    const collected = within(await screen.findByRole('region', { name: 'What We Collect' }));
    expect(collected.getByText(/we receive your name, your e-mail address and, if you write one, your message/)).toBeInTheDocument();
    expect(collected.getByText('i18nextLng').tagName).toBe('CODE');
    expect(collected.getByText('i18next').tagName).toBe('CODE');
    expect(collected.getByText(/session cookie when they sign in/)).toBeInTheDocument();
    expect(collected.getByText(/do not load until you press play/)).toBeInTheDocument();
    expect(collected.getByText(/We do not use analytics, advertising or tracking cookies/)).toBeInTheDocument();
  });

  it('states retention and rights, with the Dutch authority in a new tab and the contact address', async () => {
    await renderRoute('/privacy');
    // LEAD_RETENTION_DAYS is not set for the tests: the default of @rebound/shared's lead-retention.ts, 730 days.
    expect(
      within(await screen.findByRole('region', { name: 'How Long We Keep It' })).getByText(
        /We keep your form details for 2 years after you send them; after that they are deleted automatically/,
      ),
    ).toBeInTheDocument();
    const rights = within(screen.getByRole('region', { name: 'Your Rights' }));
    const authority = rights.getByRole('link', { name: 'Autoriteit Persoonsgegevens (opens in a new tab)' });
    expect(authority).toHaveAttribute('href', EXTERNAL_LINKS.authorities.dataProtection);
    expect(authority).toHaveAttribute('target', '_blank');
    expect(rights.getByRole('link', { name: EXTERNAL_LINKS.contact.email })).toHaveAttribute(
      'href',
      `mailto:${EXTERNAL_LINKS.contact.email}`,
    );
  });

  it('describes the newsletter: what is stored and why, how long an unconfirmed request stays, and how to leave', async () => {
    await renderRoute('/privacy');
    const collected = within(await screen.findByRole('region', { name: 'What We Collect' }));
    expect(collected.getByRole('link', { name: 'The newsletter' })).toHaveAttribute('href', '#newsletter');
    const newsletter = within(screen.getByRole('region', { name: 'The Newsletter' }));
    expect(
      newsletter.getByText(/we store your e-mail address, the language you chose, when you asked to subscribe and when you confirmed/),
    ).toBeInTheDocument();
    expect(newsletter.getByText(/that consent is our legal basis/)).toBeInTheDocument();
    // The link's lifetime comes from the shared constant the worker uses; the latest deletion adds the margin and the daily run.
    expect(NEWSLETTER_CONFIRM_TTL_DAYS).toBe(7);
    expect(
      newsletter.getByText(
        /That link works for 7 days\. If you do not use it, your details are deleted automatically within a day after the link expires, or at the latest 9 days after your request/,
      ),
    ).toBeInTheDocument();
    expect(newsletter.getByText(/for as long as you stay subscribed/)).toBeInTheDocument();
    expect(newsletter.getByText(/with the unsubscribe link in every e-mail we send you/)).toBeInTheDocument();
    expect(newsletter.getByRole('link', { name: EXTERNAL_LINKS.contact.email })).toHaveAttribute(
      'href',
      `mailto:${EXTERNAL_LINKS.contact.email}`,
    );
  });

  it('is written in Persian for Persian readers', async () => {
    await renderRoute('/privacy', { language: 'fa' });
    expect(await screen.findByRole('heading', { level: 1, name: 'سیاست حریم خصوصی' })).toBeInTheDocument();
    expect(main().getByRole('link', { name: 'حقوق شما' })).toHaveAttribute('href', '#your-rights');
    expect(
      within(screen.getByRole('region', { name: 'تا کی نگه‌شان می‌داریم' })).getByText(/اطلاعات فرم را به مدت ۲ سال پس از ارسال نگه می‌داریم/),
    ).toBeInTheDocument();
    expect(within(main().getByRole('region', { name: 'خبرنامه' })).getByText(/این پیوند ۷ روز معتبر است/)).toBeInTheDocument();
  });
});
