import { randomBytes } from 'node:crypto';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { AdminBlogPost } from '@rebound/shared';
import { freePorts } from '@rebound/shared/testing';
import { startBackend } from '../support/backend-pool';
import { expect, test } from '../support/fixtures';
import { repoRoot, type StackInfo } from '../support/stack-info';
import { fillStaffSignIn } from '../support/staff-sign-in';

test.use({ locale: 'en-GB' });

/** A body with every rule the blog's renderer knows: three heading levels, bold, a bold paragraph, lists, labelled items, a video, a blank line. */
const EVERY_RULE = [
  '# First punches',
  'The bag counted **every** punch of the first session.',
  '',
  '## What we measured',
  '- Force per punch',
  '- **Timing**: how fast the next one came',
  '### Small heading',
  '**A whole bold paragraph**',
  'https://www.youtube.com/watch?v=dQw4w9WgXcQ The first test on video',
  'Plain closing line.',
].join('\n');

async function seriousAxeFindings(page: Page): Promise<string[]> {
  const audit = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  return audit.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((v) => v.id);
}

async function signIn(page: Page, stack: StackInfo): Promise<void> {
  await page.goto('/admin/posts');
  await fillStaffSignIn(page, stack.adminEmail, stack.adminPassword);
  await expect(page.getByLabel('Title of a New Post')).toBeVisible();
}

/** A staff call from the signed-in page itself (same origin, the session cookie): what the studio's own code sends. */
async function staffCall<T>(page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(path, {
        method,
        credentials: 'include',
        headers: { Accept: 'application/json', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : null };
    },
    { method, path, body },
  );
}

async function newDraft(page: Page, title: string): Promise<AdminBlogPost> {
  const created = await staffCall<AdminBlogPost>(page, 'POST', '/api/admin/blog-posts', { title, content: EVERY_RULE, author: 'Ana' });
  expect(created.status).toBe(201);
  return created.body;
}

/**
 * The article's markup without what tells how React wrote it: useId values (`_R_8eb_` from the server,
 * `_r_11_` in the browser) depend on where in the page the article sits, and a server-rendered page
 * keeps `<!-- -->` between adjoining texts for hydration.
 */
const withoutReactIds = (html: string) => html.replace(/_[rR]_[0-9a-z]+_/g, '_r_id_').replaceAll('<!-- -->', '');

const body = (page: Page) => page.getByRole('textbox', { name: 'Body' });
const saved = (page: Page) => expect(page.getByText('All changes saved')).toBeVisible();

test.describe('the blog studio', () => {
  test('writes a post, previews it as the public page shows it, and publishes it', async ({ page, stack, browser, resetThrottling }) => {
    test.setTimeout(120_000);
    await resetThrottling();
    await signIn(page, stack);
    expect(await seriousAxeFindings(page)).toEqual([]);

    const title = `Studio e2e ${Date.now()}`;
    await page.getByLabel('Title of a New Post').fill(title);
    await page.getByRole('button', { name: 'Create Draft' }).click();
    await expect(page).toHaveURL(/\/admin\/posts\/studio-e2e-\d+/);
    const id = new URL(page.url()).pathname.split('/').pop() ?? '';

    await body(page).fill(EVERY_RULE);
    await page.getByLabel('Author').fill('Ana');
    await saved(page);
    expect(await seriousAxeFindings(page)).toEqual([]);

    // A draft is nowhere public.
    for (const address of ['/api/blog-posts', '/sitemap.xml', '/feed.xml', '/blog']) {
      expect(await (await page.request.get(address)).text()).not.toContain(id);
    }
    expect((await page.request.get(`/blog/${id}`)).status()).toBe(404);
    expect((await page.request.get(`/api/blog-posts/${id}`)).status()).toBe(404);

    // The preview link works for anyone, signed out, without JavaScript, and is nobody's search result.
    const link = await staffCall<{ url: string }>(page, 'POST', `/api/admin/blog-posts/${id}/preview-link`);
    expect(link.status).toBe(201);
    const previewPath = new URL(link.body.url).pathname;
    const stranger = await browser.newContext({ baseURL: stack.baseUrl, javaScriptEnabled: false });
    const reader = await stranger.newPage();
    const previewResponse = await reader.goto(previewPath);
    expect(previewResponse?.status()).toBe(200);
    expect(previewResponse?.headers()['x-robots-tag']).toBe('noindex, nofollow');
    expect(previewResponse?.headers()['cache-control']).toBe('no-store');
    expect(previewResponse?.headers()['referrer-policy']).toBe('no-referrer');
    expect(previewResponse?.headers()['x-cache-status']).toBeUndefined();
    await expect(reader.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await stranger.close();
    const forged = await page.request.get(`${previewPath}x`);
    expect(forged.status()).toBe(404);
    expect(forged.headers()['cache-control']).toBe('no-store');

    await page.getByRole('button', { name: 'Publish now' }).click();
    await expect(page.getByText('The post is published', { exact: true })).toBeVisible();

    // The public page, the preview link's page and the studio's live preview show the same article.
    const articleHtml = async (address: string) => {
      const viewer = await browser.newPage({ baseURL: stack.baseUrl, locale: 'en-GB' });
      await viewer.goto(address);
      const html = await viewer.locator('main article').first().innerHTML();
      await viewer.close();
      return withoutReactIds(html);
    };
    // nginx keeps the draft's 404 a few seconds (micro-cache): the post is public once that has passed.
    await expect.poll(async () => (await page.request.get(`/blog/${id}`)).status(), { timeout: 20_000 }).toBe(200);
    const publicArticle = await articleHtml(`/blog/${id}`);
    expect(publicArticle).toContain('First punches');
    expect(await articleHtml(previewPath)).toBe(publicArticle);
    await page.reload();
    await expect(page.getByTestId('studio-preview').locator('article')).toBeVisible();
    // The staff desk has no language in its addresses, so the live preview's links are the bare addresses
    // (which pick the reader's language); everything else is the public article itself.
    const withBareLinks = publicArticle.replaceAll('href="/en/', 'href="/');
    expect(withoutReactIds(await page.getByTestId('studio-preview').locator('article').innerHTML())).toBe(withBareLinks);

    await expect.poll(async () => (await (await page.request.get('/api/blog-posts')).text()).includes(id)).toBe(true);
  });

  test('keeps what was typed offline and saves it after a reload', async ({ page, context, stack, resetThrottling }) => {
    await resetThrottling();
    await signIn(page, stack);
    const post = await newDraft(page, `Offline ${Date.now()}`);
    await page.goto(`/admin/posts/${post.id}`);
    await expect(body(page)).toHaveValue(EVERY_RULE);

    await context.setOffline(true);
    await body(page).fill(`${EVERY_RULE}\nTyped without a network.`);
    await expect(page.getByText(/Not saved: the server cannot be reached/)).toBeVisible();
    await context.setOffline(false);
    await page.reload();
    await expect(body(page)).toHaveValue(`${EVERY_RULE}\nTyped without a network.`);
    await saved(page);
    const stored = await staffCall<AdminBlogPost>(page, 'GET', `/api/admin/blog-posts/${post.id}`);
    expect(stored.body.content).toBe(`${EVERY_RULE}\nTyped without a network.`);
  });

  test("the body's shortcuts write the blog's markup at the caret, as one undo step each", async ({ page, stack, resetThrottling }) => {
    await resetThrottling();
    await signIn(page, stack);
    const post = await newDraft(page, `Shortcuts ${Date.now()}`);
    await page.goto(`/admin/posts/${post.id}`);
    const editor = body(page);
    await expect(editor).toHaveValue(EVERY_RULE);
    await editor.fill('');

    // Keys typed at once after a shortcut land after its markup, never before it or over it.
    await editor.press('Control+Shift+8');
    await expect(editor).toHaveValue('- ');
    await editor.press('Control+Z');
    await expect(editor).toHaveValue('');
    await editor.press('Control+Shift+8');
    await page.keyboard.type('An item');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Results');
    await page.keyboard.press('Control+Alt+2');
    await page.keyboard.press('Enter');
    await page.keyboard.type('The bag ');
    await page.keyboard.press('Control+B');
    await page.keyboard.type('works');
    const written = '- An item\n## Results\nThe bag **works**';
    await expect(editor).toHaveValue(written);
    await expect
      .poll(async () => (await staffCall<AdminBlogPost>(page, 'GET', `/api/admin/blog-posts/${post.id}`)).body.content)
      .toBe(written);
  });

  test('shows the conflict dialog when two editors save the same version', async ({ page, context, stack, resetThrottling }) => {
    await resetThrottling();
    await signIn(page, stack);
    const post = await newDraft(page, `Two editors ${Date.now()}`);
    const other = await context.newPage();
    await page.goto(`/admin/posts/${post.id}`);
    await other.goto(`/admin/posts/${post.id}`);
    await expect(body(other)).toHaveValue(EVERY_RULE);

    await body(page).fill('From the first editor');
    await saved(page);
    await body(other).fill('From the second editor');
    const dialog = other.getByRole('alertdialog').or(other.getByRole('dialog'));
    await expect(dialog.getByRole('heading', { name: 'Someone else changed this post' })).toBeVisible();
    await expect(dialog.getByText('From the first editor')).toBeVisible();
    await dialog.getByRole('button', { name: 'Keep mine' }).click();
    await saved(other);
    const stored = await staffCall<AdminBlogPost>(page, 'GET', `/api/admin/blog-posts/${post.id}`);
    expect(stored.body.content).toBe('From the second editor');
  });

  test('readers get the post in their language where it has a version, else the original with a note', async ({
    page,
    browser,
    stack,
    resetThrottling,
  }) => {
    await resetThrottling();
    await signIn(page, stack);
    const post = await newDraft(page, `Languages ${Date.now()}`);
    const dutch = {
      revision: 0,
      title: `Talen ${Date.now()}`,
      excerpt: 'Een samenvatting',
      content: '# Eerste stoten\nDe zak telde elke stoot.',
    };
    expect((await staffCall(page, 'PUT', `/api/admin/blog-posts/${post.id}/translations/nl`, dutch)).status).toBe(200);
    expect((await staffCall(page, 'POST', `/api/admin/blog-posts/${post.id}/publish`, {})).status).toBe(200);

    const reader = await browser.newPage({ baseURL: stack.baseUrl });
    // A Dutch reader gets the Dutch version, marked Dutch, without a note.
    await reader.goto(`/blog/${post.id}?lng=nl`);
    await expect(reader.getByRole('heading', { level: 1, name: dutch.title })).toHaveAttribute('lang', 'nl');
    await expect(reader.getByText(/Dit bericht is in het/)).toHaveCount(0);
    // A Persian reader gets the English original, marked English, with a note in Persian; the HTML arrives that way.
    await reader.goto(`/blog/${post.id}?lng=fa`);
    await expect(reader.getByRole('heading', { level: 1, name: post.title })).toHaveAttribute('lang', 'en');
    await expect(reader.getByText('این نوشته به زبان انگلیسی است.')).toBeVisible();
    const html = await (await reader.request.get(`/blog/${post.id}?lng=fa`)).text();
    expect(html).toContain('این نوشته به زبان انگلیسی است.');
    expect(html).toMatch(new RegExp(`<h1[^>]*lang="en"[^>]*>${post.title}<`));
    await reader.close();
  });

  test('a scheduled post appears on every backend replica when its time has come, without a restart', async ({
    page,
    stack,
    database,
    resetThrottling,
  }) => {
    test.setTimeout(150_000);
    // A second replica beside the stack's own backend, on the same database and Redis, started before the
    // post is scheduled: neither is told anything when the time comes.
    const [replicaPort] = await freePorts(1);
    const replica = await startBackend({
      port: replicaPort,
      environment: {
        NODE_ENV: 'development',
        DATABASE_URL: stack.databaseUrl,
        REDIS_URL: stack.redisUrl,
        SMTP_URL: '',
        MAIL_FROM: 'Rebound e2e <no-reply@rebound.test>',
        LEAD_NOTIFY_TO: stack.leadNotifyTo.join(', '),
        PUBLIC_URL: stack.publicUrl,
        ADMIN_EMAIL: stack.adminEmail,
        ADMIN_PASSWORD: stack.adminPassword,
        SESSION_SECRET: randomBytes(32).toString('hex'),
        TRUST_PROXY: 'loopback',
      },
      logFile: path.join(repoRoot, '.run', 'e2e', `scheduled-replica-${replicaPort}.log`),
      startupTimeoutMs: 120_000,
    });
    try {
      await resetThrottling();
      await signIn(page, stack);
      const post = await newDraft(page, `Scheduled ${Date.now()}`);
      const at = Date.now() + 8_000;
      const scheduled = await staffCall<AdminBlogPost>(page, 'POST', `/api/admin/blog-posts/${post.id}/publish`, {
        at: new Date(at).toISOString(),
      });
      expect(scheduled.body.state).toBe('scheduled');

      const replicas = [stack.backendUrl, replica.url];
      const status = async (origin: string) => (await page.request.get(`${origin}/api/blog-posts/${post.id}`)).status();
      const listed = async (origin: string) => (await (await page.request.get(`${origin}/api/blog-posts`)).text()).includes(post.id);
      for (const origin of replicas) {
        expect(await status(origin)).toBe(404);
        expect(await listed(origin)).toBe(false);
      }

      // The promise is "within a minute of its time": each replica, asked directly, has it by then.
      const deadline = at + 60_000 - Date.now();
      for (const origin of replicas) {
        await expect.poll(() => status(origin), { timeout: deadline, message: `${origin} shows the post` }).toBe(200);
        await expect.poll(() => listed(origin), { timeout: deadline, message: `${origin} lists the post` }).toBe(true);
      }
      // Nothing public showed it early: the time recorded is the one chosen.
      const [row] = await database.query<{ publish_at: Date }>('SELECT publish_at FROM blog_posts WHERE id = $1', [post.id]);
      expect(row.publish_at.getTime()).toBe(Math.floor(at));

      // And the visitor's pages, through nginx, once its micro-cache no longer keeps the 404 it answered while the post was scheduled.
      await expect.poll(async () => (await (await page.request.get('/blog')).text()).includes(post.title), { timeout: 20_000 }).toBe(true);
      await expect.poll(async () => (await page.request.get(`/blog/${post.id}`)).status(), { timeout: 20_000 }).toBe(200);
    } finally {
      await replica.stop();
    }
  });
});
