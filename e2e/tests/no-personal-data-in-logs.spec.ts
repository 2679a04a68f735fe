import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import type { Database } from '../support/database';
import { expect, test } from '../support/fixtures';
import type { Mailbox } from '../support/mail-catcher';
import type { StackInfo } from '../support/stack-info';
import { processLines, readStackLogs } from '../support/stack-logs';
import { fillStaffSignIn } from '../support/staff-sign-in';

/** A value no other test uses, of letters and digits only, so it reads the same raw, percent-encoded or form-encoded. */
const unique = (prefix: string) => `${prefix}${randomBytes(6).toString('hex')}`;

/** The newsletter mail sent to `email` (waits for the worker), with its tokens: the confirm link's and the one-click unsubscribe's. */
async function newsletterMail(mailbox: Mailbox, email: string) {
  await expect.poll(() => mailbox.all().filter((mail) => mail.envelopeTo.includes(email)).length, { timeout: 30_000 }).toBe(1);
  const [mail] = mailbox.all().filter((caught) => caught.envelopeTo.includes(email));
  const confirm = new URL(/https?:\/\/[^\s"<>]+\/newsletter\/confirm\?[^\s"<>]+/.exec(mail.text)?.[0] ?? 'http://missing/');
  const oneClick = new URL(/<([^>]+)>/.exec(mail.headers.get('list-unsubscribe') ?? '')?.[1] ?? 'http://missing/');
  const confirmToken = confirm.searchParams.get('token');
  const unsubscribeToken = oneClick.searchParams.get('token');
  if (!confirmToken || !unsubscribeToken) throw new Error(`No tokens in the newsletter mail:\n${mail.text}`);
  return {
    confirmPath: `${confirm.pathname}${confirm.search}`,
    oneClickPath: `${oneClick.pathname}${oneClick.search}`,
    confirmToken,
    unsubscribeToken,
  };
}

/** Leads whose message holds the search, enough for a second page (50 a page); mailed already, so the backend's sweep leaves them alone. */
async function seedSearchableLeads(database: Database, search: string): Promise<void> {
  await database.query(
    `INSERT INTO interest_leads (name, email, message, created_at, notified_at, notify_attempts)
     SELECT 'Paged visitor ' || i, 'paged-' || $1 || '-' || i || '@example.org', 'About ' || $1, now() - make_interval(mins => i), now(), 1
       FROM generate_series(1, 55) AS i`,
    [search],
  );
}

async function signIn(page: Page, stack: StackInfo): Promise<void> {
  await page.goto('/admin/leads');
  await fillStaffSignIn(page, stack.adminEmail, stack.adminPassword);
  await expect(page.getByRole('heading', { level: 2, name: 'Submissions, Newest First' })).toBeVisible();
}

test('no log of the stack holds an address, a name, a message, a search, a cursor or a token that was used', async ({
  page,
  request,
  stack,
  mailbox,
  database,
  resetThrottling,
}) => {
  // A mail each way through the worker, a newsletter round, the staff desk and two personal-data requests.
  test.slow();
  await resetThrottling();
  const lead = {
    name: `Lena ${unique('Logname')}`,
    email: `${unique('logaddress')}@example.org`,
    message: `Please call ${unique('logmessage')}`,
  };
  const readerEmail = `${unique('logreader')}@example.org`;
  const search = unique('logsearch');

  // A visitor registers; the worker mails the staff.
  const registered = await request.post('/api/interest', { data: lead });
  expect(registered.status()).toBe(201);
  const leadId = ((await registered.json()) as { id: string }).id;
  await expect.poll(() => mailbox.containing(lead.email).length, { timeout: 60_000 }).toBeGreaterThan(0);

  // A reader subscribes, confirms with the mail's link, and leaves with the mail program's one-click button.
  expect((await request.post('/api/newsletter/subscriptions', { data: { email: readerEmail, language: 'en' } })).status()).toBe(202);
  const [{ id: subscriptionId }] = await database.query<{ id: string }>('SELECT id FROM newsletter_subscriptions WHERE email = $1', [
    readerEmail,
  ]);
  const tokens = await newsletterMail(mailbox, readerEmail);
  await page.goto(tokens.confirmPath);
  await page.getByRole('button', { name: 'Yes, Subscribe Me' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Subscription confirmed' })).toBeVisible();
  const oneClick = await request.post(tokens.oneClickPath, { form: { 'List-Unsubscribe': 'One-Click' } });
  expect(oneClick.status()).toBe(200);
  expect(await database.query('SELECT id FROM newsletter_subscriptions WHERE id = $1', [subscriptionId])).toEqual([]);

  // Staff search the leads and turn a page (the cursor), then answer the visitor's access and erasure requests.
  await seedSearchableLeads(database, search);
  await signIn(page, stack);
  const searchForm = page.getByRole('search', { name: 'Search leads' });
  await searchForm.getByLabel('Name, e-mail or message').fill(search);
  await searchForm.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('Total leads: 55')).toBeVisible();
  const [nextPage] = await Promise.all([
    page.waitForRequest((sent) => sent.url().includes('/api/interest?') && new URL(sent.url()).searchParams.has('cursor')),
    page.getByRole('navigation', { name: 'Pages of leads' }).getByRole('link', { name: 'Next Page' }).click(),
  ]);
  const cursor = new URL(nextPage.url()).searchParams.get('cursor')!;
  await expect(page.getByText('Page 2')).toBeVisible();

  await page.getByRole('link', { name: 'Personal Data Requests' }).click();
  await page.getByLabel('Visitor’s e-mail address').fill(lead.email);
  await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download everything we store' }).click()]);
  await page.getByRole('button', { name: 'Delete everything for this address' }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete Everything for This Address?' })
    .getByRole('button', { name: 'Delete everything' })
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'Deleted for' })).toContainText('1 lead');

  // Every process has logged what it did: the worker both jobs, and a last request (after all the
  // others) has reached the backend's log and nginx's access log.
  await expect
    .poll(() => processLines(stack, 'worker').some((line) => line.includes('lead notification job completed') && line.includes(leadId)), {
      timeout: 30_000,
    })
    .toBe(true);
  await expect
    .poll(
      () => processLines(stack, 'worker').some((line) => line.includes('newsletter mail job completed') && line.includes(subscriptionId)),
      { timeout: 30_000 },
    )
    .toBe(true);
  const lastRequest = unique('/api/log-check-');
  expect((await request.get(lastRequest)).status()).toBe(404);
  await expect.poll(() => processLines(stack, 'backend').some((line) => line.includes(lastRequest)), { timeout: 30_000 }).toBe(true);
  await expect
    .poll(() => readStackLogs(stack).some(({ file, text }) => file === stack.nginxAccessLog && text.includes(lastRequest)), {
      timeout: 30_000,
    })
    .toBe(true);

  const used: Record<string, string> = {
    "the lead's name": lead.name.split(' ')[1],
    "the lead's address": lead.email.split('@')[0],
    "the lead's message": lead.message.split(' ')[2],
    "the reader's address": readerEmail.split('@')[0],
    'the staff search': search,
    'the page cursor': cursor,
    'the confirm token': tokens.confirmToken,
    'the unsubscribe token': tokens.unsubscribeToken,
  };
  const logs = readStackLogs(stack);
  expect(logs.map(({ file }) => file)).toEqual(expect.arrayContaining([stack.logFile, stack.nginxAccessLog, stack.nginxErrorLog]));
  const leaks = logs.flatMap(({ file, text }) =>
    Object.entries(used)
      .filter(([, value]) => text.includes(value))
      .map(([what]) => `${file} holds ${what}`),
  );
  expect(leaks).toEqual([]);
});
