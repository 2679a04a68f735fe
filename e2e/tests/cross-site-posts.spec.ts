import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import type { ApiErrorBody } from '@rebound/shared';
import { expect, test } from '../support/fixtures';
import type { Mailbox } from '../support/mail-catcher';
import type { StackInfo } from '../support/stack-info';
import { fillStaffSignIn } from '../support/staff-sign-in';

// Issue 17: another site must not make its visitors' browsers post leads or newsletter requests, nor
// act with a signed-in staff member's cookie. What a browser sends when a page of another site posts:
const CROSS_SITE = { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' };
const REFUSED: ApiErrorBody = { statusCode: 403, error: 'Forbidden', message: 'Requests from another site are not accepted' };
const NO_PROOF: ApiErrorBody = {
  statusCode: 403,
  error: 'Forbidden',
  message: "This call must come from the site's own pages (an Origin header or Sec-Fetch-Site: same-origin)",
};

const uniqueAddress = (what: string) => `${what}-${randomUUID().slice(0, 8)}@example.org`;

/** The first confirmation mail to an address: its confirm token and its one-click unsubscribe address. */
async function confirmationMail(mailbox: Mailbox, address: string): Promise<{ confirmToken: string; oneClick: string }> {
  await expect.poll(() => mailbox.all().filter((mail) => mail.envelopeTo.includes(address)).length, { timeout: 30_000 }).toBe(1);
  const [mail] = mailbox.all().filter((caught) => caught.envelopeTo.includes(address));
  const confirmToken = /[?&]token=([\w-]{43})/.exec(mail.text)?.[1];
  const oneClick = /^<([^>]+)>$/.exec(mail.headers.get('list-unsubscribe') ?? '')?.[1];
  expect(confirmToken, mail.text).toBeDefined();
  expect(oneClick).toBeDefined();
  return { confirmToken: confirmToken!, oneClick: oneClick! };
}

async function expectRefused(response: Awaited<ReturnType<APIRequestContext['post']>>, body = REFUSED): Promise<void> {
  expect(response.status(), await response.text()).toBe(403);
  expect(response.headers().location).toBeUndefined();
  expect(await response.json()).toEqual(body);
}

async function signIn(page: Page, stack: StackInfo): Promise<void> {
  await page.goto('/admin/leads');
  await fillStaffSignIn(page, stack.adminEmail, stack.adminPassword);
  await expect(page.getByRole('heading', { level: 2, name: 'Submissions, Newest First' })).toBeVisible();
}

test.describe('form posts from another site', () => {
  test('a lead posted by another site (JSON or a plain form) is refused and not stored; the same lead from curl is', async ({
    request,
    database,
    resetThrottling,
  }) => {
    await resetThrottling();
    const lead = { name: 'Cross Site', email: uniqueAddress('cross-site'), message: 'Posted by a page of evil.example' };
    const stored = () => database.query('SELECT id FROM interest_leads WHERE email = $1', [lead.email]);

    await expectRefused(await request.post('/api/interest', { data: lead, headers: CROSS_SITE }));
    await expectRefused(await request.post('/api/interest', { form: { ...lead, lng: 'nl' }, headers: CROSS_SITE, maxRedirects: 0 }));
    await expectRefused(
      await request.post('/api/interest', { form: { ...lead, lng: 'nl' }, headers: { Origin: 'null' }, maxRedirects: 0 }),
    );
    expect(await stored()).toEqual([]);

    // No Origin at all (curl, a server-to-server client): taken as before.
    const plain = await request.post('/api/interest', { data: lead });
    expect(plain.status(), await plain.text()).toBe(201);
    expect(await stored()).toHaveLength(1);
  });

  test('a real browser on another site submitting the interest form gets 403, and nothing is stored', async ({
    page,
    stack,
    database,
    resetThrottling,
  }) => {
    await resetThrottling();
    const email = uniqueAddress('browser-cross-site');
    // A page of another site (served by the test in the browser's place) that posts a plain form to the stack.
    await page.route('http://evil.example/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><html lang="en"><title>Win a bag</title>
          <form method="post" action="${stack.baseUrl}/api/interest">
            <input name="name" value="Forged Visitor"><input name="email" value="${email}"><input name="lng" value="en">
            <button>Win</button>
          </form></html>`,
      }),
    );
    await page.goto('http://evil.example/win');
    const [answer] = await Promise.all([
      page.waitForResponse(`${stack.baseUrl}/api/interest`),
      page.getByRole('button', { name: 'Win' }).click(),
    ]);
    expect(answer.status()).toBe(403);
    const sent = answer.request().headers();
    expect(sent.origin).toBe('http://evil.example');
    expect(await answer.json()).toEqual(REFUSED);
    expect(await database.query('SELECT id FROM interest_leads WHERE email = $1', [email])).toEqual([]);
  });

  test("newsletter calls from another site are refused; the mail's one-click unsubscribe, without Origin, still works", async ({
    request,
    database,
    mailbox,
    resetThrottling,
  }) => {
    await resetThrottling();
    const refusedAddress = uniqueAddress('refused-reader');
    await expectRefused(
      await request.post('/api/newsletter/subscriptions', { data: { email: refusedAddress, language: 'en' }, headers: CROSS_SITE }),
    );
    await expectRefused(
      await request.post('/api/newsletter/subscriptions', {
        form: { email: refusedAddress, language: 'en' },
        headers: CROSS_SITE,
        maxRedirects: 0,
      }),
    );
    expect(await database.query('SELECT id FROM newsletter_subscriptions WHERE email = $1', [refusedAddress])).toEqual([]);

    const address = uniqueAddress('reader');
    expect((await request.post('/api/newsletter/subscriptions', { data: { email: address, language: 'en' } })).status()).toBe(202);
    const { confirmToken, oneClick } = await confirmationMail(mailbox, address);
    const status = async () =>
      (await database.query<{ status: string }>('SELECT status FROM newsletter_subscriptions WHERE email = $1', [address])).map(
        (row) => row.status,
      );

    await expectRefused(
      await request.post('/api/newsletter/confirm', { form: { token: confirmToken, lng: 'en' }, headers: CROSS_SITE, maxRedirects: 0 }),
    );
    expect(await status()).toEqual(['pending']);
    const confirmed = await request.post('/api/newsletter/confirm', { data: { token: confirmToken } });
    expect(confirmed.status(), await confirmed.text()).toBe(200);
    expect(await status()).toEqual(['confirmed']);

    const oneClickPost = (headers: Record<string, string>) =>
      request.post(oneClick, {
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
        data: 'List-Unsubscribe=One-Click',
      });
    await expectRefused(await oneClickPost(CROSS_SITE));
    expect(await status()).toEqual(['confirmed']);
    // A mail program sends no Origin: RFC 8058 one-click works as before.
    const unsubscribed = await oneClickPost({});
    expect(unsubscribed.status(), await unsubscribed.text()).toBe(200);
    expect(await status()).toEqual([]);
  });
});

test.describe('staff calls need a same-origin proof', () => {
  test('sign-out, send again and delete without proof are refused and change nothing; the admin pages still do all three', async ({
    page,
    stack,
    database,
    mailbox,
    resetThrottling,
  }) => {
    await resetThrottling();
    const marker = randomUUID().slice(0, 8);
    // A lead whose staff mail failed (fresh, so the backend's sweep leaves it alone), and one to delete.
    const [failed] = await database.query<{ id: string; email: string }>(
      `INSERT INTO interest_leads (name, email, notify_attempts, notify_last_error, notify_failed_at)
       VALUES ($1, $2, 8, 'RCPT TO 550', now()) RETURNING id, email`,
      [`Failed ${marker}`, `failed-${marker}@example.org`],
    );
    const [doomed] = await database.query<{ id: string; name: string }>(
      `INSERT INTO interest_leads (name, email, notified_at) VALUES ($1, $2, now()) RETURNING id, name`,
      [`Doomed ${marker}`, `doomed-${marker}@example.org`],
    );
    const leadState = () =>
      database.query(
        'SELECT id, notify_failed_at, notify_attempts, notified_at FROM interest_leads WHERE id = ANY($1::uuid[]) ORDER BY id',
        [[failed.id, doomed.id]],
      );

    await signIn(page, stack);
    const before = await leadState();
    // The page's own cookie, sent by a client that proves nothing (no Origin, no Sec-Fetch-Site), then as another site's page would.
    for (const [headers, body] of [
      [{}, NO_PROOF],
      [CROSS_SITE, REFUSED],
    ] as const) {
      await expectRefused(await page.request.post('/api/auth/logout', { headers }), body);
      await expectRefused(await page.request.post(`/api/interest/${failed.id}/notification`, { headers }), body);
      await expectRefused(await page.request.delete(`/api/interest/${doomed.id}`, { headers }), body);
    }
    expect(await leadState()).toEqual(before);
    expect((await page.request.get('/api/auth/me')).status()).toBe(200);
    expect(mailbox.containing(failed.email)).toEqual([]);

    // The browser's own pages send the proof by themselves: send again (its failed state cleared), delete and sign out work.
    await page.goto(`/admin/leads/${failed.id}`);
    const [sendAgain] = await Promise.all([
      page.waitForResponse((response) => response.url().endsWith(`/api/interest/${failed.id}/notification`)),
      page.getByRole('button', { name: 'Send Again' }).click(),
    ]);
    expect(sendAgain.status()).toBe(202);
    await expect(page.getByText('The staff e-mail is queued again', { exact: true })).toBeVisible();
    expect(await database.query('SELECT notify_failed_at FROM interest_leads WHERE id = $1', [failed.id])).toEqual([
      { notify_failed_at: null },
    ]);

    await page.goto(`/admin/leads/${doomed.id}`);
    await page.getByRole('button', { name: 'Delete Lead' }).click();
    await page.getByRole('alertdialog', { name: 'Delete This Lead?' }).getByRole('button', { name: 'Delete for Good' }).click();
    await expect(page.getByText('Lead deleted', { exact: true })).toBeVisible();
    expect(await database.query('SELECT id FROM interest_leads WHERE id = $1', [doomed.id])).toEqual([]);

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page.getByText('Signed out', { exact: true })).toBeVisible();
    expect((await page.request.get('/api/auth/me')).status()).toBe(401);
  });
});
