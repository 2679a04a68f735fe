import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { NEWSLETTER_CSV_COLUMNS } from '@rebound/shared';
import { parse } from 'node-html-parser';
import { waitForApp } from '../support/app-ready';
import type { Database } from '../support/database';
import { expect, test } from '../support/fixtures';
import type { Mailbox } from '../support/mail-catcher';
import { openWithoutJavaScript } from '../support/no-script-reader';
import { rawRequest } from '../support/raw-http';
import { fillStaffSignIn } from '../support/staff-sign-in';

interface StoredSubscription {
  email: string;
  language: string;
  status: 'pending' | 'confirmed';
  confirmed_at: Date | null;
}

/** Serious and critical WCAG 2.2 AA findings of axe on the page as it is now. */
async function seriousAxeFindings(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** The confirm and unsubscribe links of the one mail sent to `email` (waits for the worker), as site-relative addresses. */
async function newsletterLinks(mailbox: Mailbox, email: string) {
  await expect.poll(() => mailbox.all().filter((mail) => mail.envelopeTo.includes(email)).length, { timeout: 30_000 }).toBe(1);
  const [mail] = mailbox.all().filter((mail) => mail.envelopeTo.includes(email));
  const link = (page: 'confirm' | 'unsubscribe') => {
    const found = new RegExp(`https?://[^\\s"<>]+/newsletter/${page}\\?[^\\s"<>]+`).exec(mail.text)?.[0];
    if (!found) throw new Error(`No ${page} link in the mail:\n${mail.text}`);
    const url = new URL(found);
    return { url, path: `${url.pathname}${url.search}` };
  };
  return { mail, confirm: link('confirm'), unsubscribe: link('unsubscribe') };
}

async function subscriptionOf(database: Database, email: string) {
  return database.query<StoredSubscription>(
    'SELECT email, language, status, confirmed_at FROM newsletter_subscriptions WHERE lower(email) = lower($1)',
    [email],
  );
}

/** Subscribes in the footer of a content page, as a visitor would. */
async function subscribeInFooter(page: Page, email: string, texts: { label: string; button: string; done: RegExp }) {
  await waitForApp(page);
  const footer = page.getByRole('contentinfo');
  await footer.getByLabel(texts.label).fill(email);
  await footer.getByRole('button', { name: texts.button }).click();
  await expect(footer.getByTestId('newsletter-status')).toHaveText(texts.done);
}

const ENGLISH_FOOTER = { label: 'Your e-mail address for the newsletter', button: 'Subscribe', done: /^Almost done: check your inbox/ };
const PERSIAN_FOOTER = { label: 'نشانی ایمیل شما برای خبرنامه', button: 'عضو شوید', done: /صندوق ایمیل خود را ببینید/ };

test.describe('the newsletter, double opt-in, through the whole stack', () => {
  test('a visitor subscribes in the footer, confirms with the link of the mail, then unsubscribes with the other', async ({
    page,
    mailbox,
    database,
    stack,
    resetThrottling,
  }) => {
    // Several pages, a mail through the worker and axe runs: more than one ordinary test's time on a busy machine.
    test.slow();
    await resetThrottling();
    const email = `reader-${randomUUID().slice(0, 8)}@example.org`;
    await page.goto('/en/community');
    await subscribeInFooter(page, email, ENGLISH_FOOTER);
    // The confirmation takes the field's place and has focus; the way back brings an empty field.
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByTestId('newsletter-status')).toBeFocused();
    await expect(footer.getByLabel(ENGLISH_FOOTER.label)).toHaveCount(0);
    expect(await seriousAxeFindings(page)).toEqual([]);
    await footer.getByRole('button', { name: 'Subscribe another address' }).click();
    await expect(footer.getByLabel(ENGLISH_FOOTER.label)).toBeFocused();
    await expect(footer.getByLabel(ENGLISH_FOOTER.label)).toHaveValue('');
    expect(await subscriptionOf(database, email)).toEqual([{ email, language: 'en', status: 'pending', confirmed_at: null }]);

    const { mail, confirm, unsubscribe } = await newsletterLinks(mailbox, email);
    expect(confirm.url.origin).toBe(stack.publicUrl);
    expect(confirm.url.searchParams.get('lng')).toBe('en');
    expect(mail.headers.get('list-unsubscribe')).toContain(`${stack.publicUrl}/api/newsletter/unsubscribe?token=`);

    // Opening the link changes nothing: mail scanners follow links.
    await page.goto(confirm.path);
    await expect(page.getByRole('heading', { level: 1, name: 'Confirm Your Subscription' })).toBeVisible();
    expect((await subscriptionOf(database, email))[0].status).toBe('pending');
    expect(await seriousAxeFindings(page)).toEqual([]);
    await waitForApp(page);
    await page.getByRole('button', { name: 'Yes, Subscribe Me' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Subscription confirmed' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    // The token has left the address bar.
    expect(new URL(page.url()).searchParams.get('token')).toBeNull();
    expect(new URL(page.url()).searchParams.get('result')).toBe('confirmed');
    const [confirmed] = await subscriptionOf(database, email);
    expect(confirmed.status).toBe('confirmed');
    expect(confirmed.confirmed_at).toBeInstanceOf(Date);
    expect(await seriousAxeFindings(page)).toEqual([]);

    await page.goto(unsubscribe.path);
    await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe from the Newsletter' })).toBeVisible();
    await waitForApp(page);
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'You are unsubscribed' })).toBeVisible();
    expect(await subscriptionOf(database, email)).toEqual([]);
  });

  test('in Persian, and without JavaScript the mail links work as plain forms (post, 303, result page)', async ({
    page,
    browser,
    mailbox,
    database,
    resetThrottling,
    stack,
  }) => {
    // Several pages, a mail through the worker and axe runs: more than one ordinary test's time on a busy machine.
    test.slow();
    await resetThrottling();
    const email = `khavaneh-${randomUUID().slice(0, 8)}@example.org`;
    await page.goto('/fa/about');
    await subscribeInFooter(page, email, PERSIAN_FOOTER);
    expect(await seriousAxeFindings(page)).toEqual([]);
    expect((await subscriptionOf(database, email))[0].language).toBe('fa');
    const { confirm, unsubscribe } = await newsletterLinks(mailbox, email);
    expect(confirm.url.searchParams.get('lng')).toBe('fa');
    // The mail's link is an old-style address (?lng=): nginx sends it to the page's Persian address, token kept.
    const moved = await rawRequest(`${stack.baseUrl}${confirm.path}`);
    expect([moved.status, moved.headers.location]).toEqual([
      301,
      confirm.path.replace('/newsletter/confirm?lng=fa&', '/fa/newsletter/confirm?'),
    ]);

    const { reader, posts, close } = await openWithoutJavaScript(browser);
    try {
      await reader.goto(confirm.path);
      await expect(reader.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(reader.getByRole('heading', { level: 1, name: 'عضویت خود را تأیید کنید' })).toBeVisible();
      await reader.getByRole('button', { name: 'بله، عضو می‌شوم' }).click();
      await expect(reader.getByRole('heading', { level: 1, name: 'عضویت شما تأیید شد' })).toBeVisible();
      expect(posts).toEqual([{ url: '/api/newsletter/confirm', status: 303, location: '/fa/newsletter/confirm?result=confirmed' }]);
      expect(new URL(reader.url()).pathname + new URL(reader.url()).search).toBe('/fa/newsletter/confirm?result=confirmed');
      expect((await subscriptionOf(database, email))[0].status).toBe('confirmed');

      // The same link again, after it was used: still confirmed (idempotent), never an error page.
      await reader.goto(confirm.path);
      await reader.getByRole('button', { name: 'بله، عضو می‌شوم' }).click();
      await expect(reader.getByRole('heading', { level: 1, name: 'عضویت شما تأیید شد' })).toBeVisible();

      // A made-up token: the form post comes back as the invalid-link page.
      await reader.goto(`/newsletter/confirm?lng=fa&token=${'x'.repeat(43)}`);
      await reader.getByRole('button', { name: 'بله، عضو می‌شوم' }).click();
      await expect(reader.getByRole('heading', { level: 1, name: 'این پیوند منقضی شده یا معتبر نیست' })).toBeVisible();

      posts.length = 0;
      await reader.goto(unsubscribe.path);
      await reader.getByRole('button', { name: 'عضویت خود را لغو کنید' }).click();
      await expect(reader.getByRole('heading', { level: 1, name: 'عضویت شما لغو شد' })).toBeVisible();
      expect(posts).toEqual([
        { url: '/api/newsletter/unsubscribe', status: 303, location: '/fa/newsletter/unsubscribe?result=unsubscribed' },
      ]);
      expect(await subscriptionOf(database, email)).toEqual([]);
    } finally {
      await close();
    }
  });

  test('without JavaScript the footer subscribes as a plain form: 303 to the confirm page saying what happened, in the page language', async ({
    page,
    browser,
    mailbox,
    database,
    resetThrottling,
  }) => {
    test.slow();
    await resetThrottling();
    const email = `bez-js-${randomUUID().slice(0, 8)}@example.org`;
    const { reader, posts, close } = await openWithoutJavaScript(browser);
    try {
      await reader.goto('/nl/technology');
      const footer = reader.getByRole('contentinfo');
      await footer.getByLabel('Je e-mailadres voor de nieuwsbrief').fill(email);
      await footer.getByRole('button', { name: 'Aanmelden' }).click();
      await expect(reader.getByRole('heading', { level: 1, name: 'Bijna klaar: kijk in je inbox' })).toBeVisible();
      expect(posts).toEqual([{ url: '/api/newsletter/subscriptions', status: 303, location: '/nl/newsletter/confirm?result=requested' }]);
      expect(await subscriptionOf(database, email)).toEqual([{ email, language: 'nl', status: 'pending', confirmed_at: null }]);
      const { confirm } = await newsletterLinks(mailbox, email);
      expect(confirm.url.searchParams.get('lng')).toBe('nl');
      // axe runs as a script in the page: the same result page, checked with JavaScript on.
      await page.goto(new URL(reader.url()).pathname + new URL(reader.url()).search);
      await expect(page.getByRole('heading', { level: 1, name: 'Bijna klaar: kijk in je inbox' })).toBeVisible();
      expect(await seriousAxeFindings(page)).toEqual([]);

      // An address that is not one comes back as its own page, and nothing is stored.
      posts.length = 0;
      await reader.goto('/es/about');
      await reader.getByRole('contentinfo').getByLabel('Tu correo electrónico para el boletín').fill('no es un correo');
      await reader.getByRole('contentinfo').getByRole('button', { name: 'Suscríbete' }).click();
      await expect(reader.getByRole('heading', { level: 1, name: 'Esa dirección no parece correcta' })).toBeVisible();
      expect(posts).toEqual([
        { url: '/api/newsletter/subscriptions', status: 303, location: '/es/newsletter/confirm?result=address-invalid' },
      ]);
      expect(await subscriptionOf(database, 'no es un correo')).toEqual([]);
    } finally {
      await close();
    }
  });

  test('the footer says so when the connection sent too many subscriptions', async ({ page, request, resetThrottling }) => {
    await resetThrottling();
    try {
      let answered = 202;
      for (let sent = 0; sent < 50 && answered === 202; sent += 1) {
        answered = (
          await request.post('/api/newsletter/subscriptions', {
            data: { email: `flood-${sent}-${randomUUID().slice(0, 6)}@example.org`, language: 'en' },
          })
        ).status();
      }
      expect(answered).toBe(429);
      await page.goto('/en/community');
      await waitForApp(page);
      const footer = page.getByRole('contentinfo');
      await footer.getByLabel(ENGLISH_FOOTER.label).fill('one-more@example.org');
      await footer.getByRole('button', { name: 'Subscribe' }).click();
      await expect(footer.getByRole('alert')).toHaveText(
        /^Too many attempts from your connection\. Please (try again in \d+ minutes?|wait a few minutes and try again)\.$/,
      );
      await expect(footer.getByLabel(ENGLISH_FOOTER.label)).toHaveValue('one-more@example.org');
    } finally {
      await resetThrottling();
    }
  });
});

test.describe('the token pages as nginx sends them', () => {
  test('are rendered per request with their query, never cached, with noindex and no referrer', async ({ stack }) => {
    for (const pagePath of ['/newsletter/confirm', '/newsletter/unsubscribe']) {
      const tokens = [randomUUID().replace(/-/g, ''), randomUUID().replace(/-/g, '')];
      for (const token of tokens) {
        const response = await rawRequest(`${stack.baseUrl}/nl${pagePath}?token=${token}`);
        const html = response.body.toString();
        expect(response.status, pagePath).toBe(200);
        // A plain form that works without JavaScript, carrying this answer's own token: no cache between two visitors' links.
        const form = parse(html).querySelector(`main form[action="/api${pagePath}"]`);
        expect(form?.getAttribute('method'), pagePath).toBe('post');
        expect(form?.querySelector('input[type="hidden"][name="token"]')?.getAttribute('value')).toBe(token);
        expect(form?.querySelector('input[type="hidden"][name="lng"]')?.getAttribute('value')).toBe('nl');
        expect(html).toContain('<html lang="nl" dir="ltr">');
        expect(html).toContain('<meta name="robots" content="noindex">');
        expect(html).not.toContain('rel="canonical"');
        expect(response.headers['referrer-policy']).toBe('no-referrer');
        expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
        expect(response.headers['cache-control']).toBe('no-store');
        expect(response.headers['x-cache-status']).toBeUndefined();
        expect(response.headers['content-security-policy']).toContain("form-action 'self'");
      }
    }
    const result = await rawRequest(`${stack.baseUrl}/fa/newsletter/confirm?result=confirmed`);
    expect(result.status).toBe(200);
    expect(result.body.toString()).toContain('عضویت شما تأیید شد');
    expect(result.headers['referrer-policy']).toBe('no-referrer');

    // The staff page is never anyone's search result either; ordinary pages keep the site's policy.
    const admin = await rawRequest(`${stack.baseUrl}/admin/subscribers`);
    expect(admin.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(admin.headers['referrer-policy']).toBe('no-referrer');
    const about = await rawRequest(`${stack.baseUrl}/en/about`);
    expect(about.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(about.headers['x-robots-tag']).toBeUndefined();

    const sitemap = await rawRequest(`${stack.baseUrl}/sitemap.xml`);
    expect(sitemap.body.toString()).not.toContain('/newsletter/');
  });
});

test.describe('the subscribers page for staff', () => {
  test('lists, filters, exports and deletes subscribers, by keyboard too', async ({
    page,
    request,
    mailbox,
    database,
    stack,
    resetThrottling,
  }) => {
    // Several pages, a mail through the worker and axe runs: more than one ordinary test's time on a busy machine.
    test.slow();
    await resetThrottling();
    const marker = randomUUID().slice(0, 8);
    const confirmedEmail = `confirmed-${marker}@example.org`;
    const pendingEmail = `pending-${marker}@example.org`;
    for (const [email, language] of [
      [confirmedEmail, 'nl'],
      [pendingEmail, 'fa'],
    ]) {
      const response = await request.post('/api/newsletter/subscriptions', { data: { email, language } });
      expect(response.status(), await response.text()).toBe(202);
    }
    const { confirm } = await newsletterLinks(mailbox, confirmedEmail);
    // The worker stores the token's hash as it sends the mail; a confirmation in the same instant may
    // come before that is committed (a real visitor is seconds later), so it is asked again until it holds.
    await expect
      .poll(
        async () => (await request.post('/api/newsletter/confirm', { data: { token: confirm.url.searchParams.get('token') } })).status(),
        { timeout: 15_000 },
      )
      .toBe(200);

    await page.goto('/en/admin/subscribers');
    await expect(page.getByRole('heading', { level: 2, name: 'Sign In to See the Subscribers' })).toBeVisible();
    await fillStaffSignIn(page, stack.adminEmail, stack.adminPassword);
    const table = page.getByRole('table', { name: 'Subscribers, Newest First' });
    await expect(table).toBeVisible();
    const confirmedRow = table.getByRole('row').filter({ hasText: confirmedEmail });
    const pendingRow = table.getByRole('row').filter({ hasText: pendingEmail });
    await expect(confirmedRow.getByRole('cell').nth(1)).toHaveText('Nederlands');
    await expect(confirmedRow.getByRole('cell').nth(2)).toHaveText('Confirmed');
    await expect(pendingRow.getByRole('cell').nth(2)).toHaveText('Pending');
    await expect(pendingRow.getByRole('cell').nth(4)).toHaveText('Not yet');
    await expect(pendingRow.getByRole('link', { name: pendingEmail })).toHaveAttribute('href', `mailto:${pendingEmail}`);
    const [{ count }] = await database.query<{ count: string }>('SELECT count(*) FROM newsletter_subscriptions');
    await expect(page.getByText(`${Number(count).toLocaleString('en-GB')} subscriber`, { exact: false })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Admin pages' });
    await expect(nav.getByRole('link', { name: 'Subscribers' })).toHaveAttribute('aria-current', 'page');
    expect(await seriousAxeFindings(page)).toEqual([]);

    // The filter lives in the address.
    await page.getByLabel('Show').selectOption({ label: 'Pending confirmation' });
    await expect(page).toHaveURL(/[?&]status=pending/);
    await expect(pendingRow).toBeVisible();
    await expect(table.getByRole('row').filter({ hasText: confirmedEmail })).toHaveCount(0);

    // The export follows the filter: UTF-8 with BOM, the agreed header, only pending subscribers.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export as CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^rebound-subscribers-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync(await download.path());
    expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = csv.subarray(3).toString('utf8').split('\r\n');
    expect(lines[0]).toBe(NEWSLETTER_CSV_COLUMNS.map((column) => `"${column}"`).join(','));
    expect(lines.some((line) => line.includes(pendingEmail) && line.includes(',"fa","pending",'))).toBe(true);
    expect(lines.some((line) => line.includes(confirmedEmail))).toBe(false);

    // Delete the pending one with the keyboard alone: the dialog names the address, focus starts on Cancel.
    await pendingRow.getByRole('button', { name: `Delete ${pendingEmail}` }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: 'Delete This Subscriber?' });
    await expect(dialog).toContainText(`${pendingEmail} will be removed from the newsletter list for good.`);
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    expect(await seriousAxeFindings(page)).toEqual([]);
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Delete Subscriber' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText('Subscriber deleted', { exact: true })).toBeVisible();
    await expect(table.getByRole('row').filter({ hasText: pendingEmail })).toHaveCount(0);
    expect(await subscriptionOf(database, pendingEmail)).toEqual([]);
    expect(await subscriptionOf(database, confirmedEmail)).toHaveLength(1);

    // The other admin page carries the same navigation, marking itself.
    await nav.getByRole('link', { name: 'Leads' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Interest Leads' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Admin pages' }).getByRole('link', { name: 'Leads' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});
