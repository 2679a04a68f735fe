import { randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { generateSync } from 'otplib';
import { expect, test } from '../support/fixtures';
import type { Mailbox } from '../support/mail-catcher';
import type { StackInfo } from '../support/stack-info';
import { fillStaffSignIn, signInAsOwner } from '../support/staff-sign-in';

// Issue 20: staff accounts through the whole stack: the owner's invitation goes out by the worker's
// mail, the invited person chooses a password and sees only what the role allows; a forgotten
// password comes back by mail; the audit page names who did what.

/** Serious and critical axe findings (WCAG 2.2 AA) on what the page shows now, each with the elements it names. */
async function seriousAxeFindings(page: Page): Promise<string[]> {
  const audit = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  return audit.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html.slice(0, 120)).join(', ')}`);
}

/** The path and query of the one link (to this staff page) in the newest mail to `address`, once the worker sent it. */
async function linkMailedTo(mailbox: Mailbox, address: string, page: string, count = 1): Promise<string> {
  await expect.poll(() => mailbox.all().filter((mail) => mail.envelopeTo.includes(address)).length, { timeout: 30_000 }).toBe(count);
  const mail = mailbox
    .all()
    .filter((caught) => caught.envelopeTo.includes(address))
    .at(-1);
  const link = new RegExp(`https?://[^\\s"]+${page}\\?[^\\s"<]+`).exec(mail?.text ?? '')?.[0];
  if (!link) throw new Error(`No ${page} link in the mail to ${address}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/** A second browser of its own, for a person other than the owner. */
async function otherPerson(browser: Browser, stack: StackInfo): Promise<Page> {
  const context = await browser.newContext({ baseURL: stack.baseUrl, locale: 'en-GB' });
  return context.newPage();
}

async function invite(page: Page, person: { email: string; name: string; role: 'Editor' | 'Desk' }): Promise<void> {
  await page.goto('/admin/accounts');
  await page.getByLabel('E-mail address', { exact: true }).fill(person.email);
  await page.getByLabel('Name', { exact: true }).fill(person.name);
  await page.getByLabel('Role', { exact: true }).selectOption({ label: person.role });
  await page.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${person.email}.`, { exact: true })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: person.name })).toContainText('Invited');
}

test.describe('staff accounts', () => {
  test.beforeEach(async ({ resetThrottling }) => {
    await resetThrottling();
  });

  test('the owner invites an editor by mail; the editor chooses a password, reaches the blog studio but not the leads; the audit page names them', async ({
    page,
    browser,
    stack,
    mailbox,
  }) => {
    const editor = {
      email: `editor-${randomBytes(4).toString('hex')}@rebound.test`,
      name: `Eddie ${randomBytes(3).toString('hex')}`,
      role: 'Editor' as const,
    };
    const password = 'an editor password nobody guesses';
    await signInAsOwner(page, stack, '/admin/accounts');
    expect(await seriousAxeFindings(page)).toEqual([]);
    await invite(page, editor);

    const invitation = await linkMailedTo(mailbox, editor.email, '/admin/invitation');
    const invitationMail = mailbox.all().filter((mail) => mail.envelopeTo.includes(editor.email))[0];
    expect(invitationMail.subject).toBe('You are invited to the Rebound e2e staff desk');
    expect(invitationMail.text).toContain(`Welcome to the Team, ${editor.name}`);

    const editorPage = await otherPerson(browser, stack);
    await editorPage.goto(invitation);
    await expect(editorPage.getByRole('heading', { level: 1, name: 'Welcome to the Team' })).toBeVisible();
    expect(await seriousAxeFindings(editorPage)).toEqual([]);
    await editorPage.getByLabel('New password').fill('password1234');
    await editorPage.getByRole('button', { name: 'Save password' }).click();
    await expect(editorPage.getByRole('alert')).toHaveText('This password is on the list of common passwords. Choose another.');
    await editorPage.getByLabel('New password').fill(password);
    await editorPage.getByRole('button', { name: 'Save password' }).click();
    await expect(editorPage.getByText('Your password is saved. You can sign in now.')).toBeVisible();
    // The link worked once.
    await editorPage.goto(invitation);
    await editorPage.getByLabel('New password').fill(password);
    await editorPage.getByRole('button', { name: 'Save password' }).click();
    await expect(editorPage.getByText('This link has expired or has been used already.')).toBeVisible();

    await editorPage.goto('/admin/posts');
    await fillStaffSignIn(editorPage, editor.email, password);
    await expect(editorPage.getByLabel('Title of a New Post')).toBeVisible();

    // Two-factor sign-in: the key from the page into an authenticator (computed here as the app would).
    await editorPage.goto('/admin/account');
    await editorPage.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    const key = (await editorPage.locator('code').first().textContent()) ?? '';
    expect(key).toMatch(/^[A-Z2-7]{16,}$/);
    await editorPage.getByLabel('The six digits the app shows').fill(generateSync({ secret: key }));
    await editorPage.getByRole('button', { name: 'Turn on' }).click();
    await expect(editorPage.getByText('Two-factor sign-in is on.')).toBeVisible();
    const recoveryCodes = await editorPage.locator('ul code').allTextContents();
    expect(recoveryCodes).toHaveLength(10);
    // Checked as the page opens: scrolled down, the sticky site header lies over the fields above, which axe counts against them.
    await editorPage.evaluate(() => window.scrollTo(0, 0));
    expect(await seriousAxeFindings(editorPage)).toEqual([]);
    await editorPage.getByRole('button', { name: 'Sign Out' }).click();
    // The next sign-in asks for a code; a recovery code stands in for it, once.
    await editorPage.goto('/admin/posts');
    await fillStaffSignIn(editorPage, editor.email, password);
    await editorPage.getByLabel('Code from your authenticator app, or a recovery code').fill(recoveryCodes[0]);
    await editorPage.getByRole('button', { name: 'Sign In' }).click();
    await expect(editorPage.getByLabel('Title of a New Post')).toBeVisible();
    await editorPage.getByRole('button', { name: 'Sign Out' }).click();
    await fillStaffSignIn(editorPage, editor.email, password);
    await editorPage.getByLabel('Code from your authenticator app, or a recovery code').fill(recoveryCodes[0]);
    await editorPage.getByRole('button', { name: 'Sign In' }).click();
    await expect(editorPage.getByRole('alert')).toHaveText('That code did not work. Sign in again with your password and a new code.');
    await fillStaffSignIn(editorPage, editor.email, password);
    await editorPage.getByLabel('Code from your authenticator app, or a recovery code').fill(recoveryCodes[1]);
    await editorPage.getByRole('button', { name: 'Sign In' }).click();
    await expect(editorPage.getByLabel('Title of a New Post')).toBeVisible();
    const nav = editorPage.getByRole('navigation', { name: 'Admin pages' });
    await expect(nav.getByRole('link', { name: 'Blog Posts' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'My Account' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Leads' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Accounts' })).toHaveCount(0);
    // A new post is by its author unless they say otherwise.
    await editorPage.getByLabel('Title of a New Post').fill(`A post by ${editor.name}`);
    await editorPage.getByRole('button', { name: 'Create Draft' }).click();
    await expect(editorPage.getByLabel('Author')).toHaveValue(editor.name);

    await editorPage.goto('/admin/leads');
    await expect(editorPage.getByRole('heading', { level: 2, name: 'Not part of your role' })).toBeVisible();
    const leads = await editorPage.request.get('/api/interest', { headers: { Origin: stack.publicUrl } });
    expect(leads.status()).toBe(403);

    await page.goto('/admin/audit');
    await page.getByLabel('Person').selectOption({ label: editor.name });
    await page.getByRole('button', { name: 'Show', exact: true }).click();
    const table = page.getByRole('table', { name: 'Events, Newest First' });
    await expect(table.getByRole('row').filter({ hasText: 'blog-post-created' })).toContainText(editor.name);
    await expect(table.getByRole('row').filter({ hasText: 'account-invitation-accepted' })).toContainText(editor.name);
    await expect(table.getByRole('row').filter({ hasText: 'two-factor-enabled' })).toContainText(editor.name);
    await expect(table.getByRole('row').filter({ hasText: 'sign-in-recovery-code' }).first()).toContainText(editor.name);
    await expect(table.getByRole('cell', { name: 'sign-in', exact: true }).first()).toBeVisible();
    expect(await seriousAxeFindings(page)).toEqual([]);
    await editorPage.context().close();
  });

  test('a desk member who forgot the password gets a link by mail; the old password and the used link stop working', async ({
    page,
    browser,
    stack,
    mailbox,
  }) => {
    const desk = {
      email: `desk-${randomBytes(4).toString('hex')}@rebound.test`,
      name: `Dana ${randomBytes(3).toString('hex')}`,
      role: 'Desk' as const,
    };
    const first = 'the first desk password';
    const second = 'the second desk password';
    await signInAsOwner(page, stack, '/admin/accounts');
    await invite(page, desk);
    const deskPage = await otherPerson(browser, stack);
    await deskPage.goto(await linkMailedTo(mailbox, desk.email, '/admin/invitation'));
    await deskPage.getByLabel('New password').fill(first);
    await deskPage.getByRole('button', { name: 'Save password' }).click();
    await expect(deskPage.getByText('Your password is saved. You can sign in now.')).toBeVisible();

    await deskPage.goto('/admin/leads');
    await deskPage.getByRole('link', { name: 'Forgot Your Password?' }).click();
    await expect(deskPage.getByRole('heading', { level: 1, name: 'Forgot Your Password?' })).toBeVisible();
    expect(await seriousAxeFindings(deskPage)).toEqual([]);
    await deskPage.getByLabel('E-mail address', { exact: true }).fill(desk.email);
    await deskPage.getByRole('button', { name: 'Send link' }).click();
    const sent = 'If a staff account has this address, a link is on its way. It works for one hour.';
    await expect(deskPage.getByText(sent)).toBeVisible();
    // An address without an account gets the same answer, and no mail.
    const nobody = `nobody-${randomBytes(4).toString('hex')}@rebound.test`;
    const unknown = await deskPage.request.post('/api/auth/password-reset', {
      data: { email: nobody },
      headers: { Origin: stack.publicUrl },
    });
    expect(unknown.status()).toBe(202);

    const reset = await linkMailedTo(mailbox, desk.email, '/admin/reset-password', 2);
    await deskPage.goto(reset);
    await deskPage.getByLabel('New password').fill(second);
    await deskPage.getByRole('button', { name: 'Save new password' }).click();
    await expect(deskPage.getByText(/Your new password is saved/)).toBeVisible();
    await deskPage.goto(reset);
    await deskPage.getByLabel('New password').fill('yet another desk password');
    await deskPage.getByRole('button', { name: 'Save new password' }).click();
    await expect(deskPage.getByText('This link has expired or has been used already.')).toBeVisible();

    await deskPage.goto('/admin/leads');
    await fillStaffSignIn(deskPage, desk.email, first);
    await expect(deskPage.getByRole('alert')).toHaveText('Wrong e-mail address or password. Please try again.');
    await deskPage.getByLabel('Password', { exact: true }).fill(second);
    await deskPage.getByRole('button', { name: 'Sign In' }).click();
    await expect(deskPage.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    await expect(deskPage.getByRole('search', { name: 'Search leads' })).toBeVisible();
    expect(mailbox.all().filter((mail) => mail.envelopeTo.includes(nobody))).toEqual([]);
    await deskPage.context().close();
  });
});
