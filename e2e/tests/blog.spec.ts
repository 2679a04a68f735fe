import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { BlogPostDto } from '@rebound/shared';
import { waitForApp } from '../support/app-ready';
import { expect, test } from '../support/fixtures';

const PRODUCT = 'Rebound';

function failOnErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('dialog', (dialog) => {
    errors.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return errors;
}

test.describe('the blog', () => {
  test('lists the seeded posts in the order the API sends them, the newest as the featured story', async ({ page }) => {
    const errors = failOnErrors(page);
    const requested: string[] = [];
    page.on('request', (sent) => requested.push(new URL(sent.url()).pathname));

    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1, name: `${PRODUCT} Progress Blog` })).toBeVisible();
    // The API's answer the page was rendered with (handed to the browser with it): other tests publish posts
    // while this one runs, so a second read of the API could already hold another list.
    const posts = (JSON.parse((await page.locator('#api-state').textContent()) ?? '{}') as { blogPosts: BlogPostDto[] }).blogPosts;
    expect(posts.map((post) => post.id)).toEqual(expect.arrayContaining(['first-prototype-weert', 'pilot-results-eindhoven-weert']));
    const dates = posts.map((post) => Date.parse(post.createdAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    // The page hydrates from the posts it arrived with: no call to the API, and no Redux Toolkit downloaded.
    await waitForApp(page);
    expect(requested.filter((address) => address.startsWith('/api/'))).toEqual([]);
    expect(requested.filter((address) => address.includes('api-store'))).toEqual([]);

    const featured = page.getByRole('region', { name: 'Featured Story' });
    await expect(featured.getByRole('heading', { level: 3 })).toHaveText(posts[0].title);
    await expect(featured.getByRole('link', { name: `Read Full Story: ${posts[0].title}` })).toHaveAttribute(
      'href',
      `/en/blog/${posts[0].id}`,
    );

    const latest = page.getByRole('region', { name: 'Latest Updates' });
    await expect(latest.getByRole('heading', { level: 3 })).toHaveText(posts.slice(1).map((post) => post.title));
    await expect(latest.getByRole('article')).toHaveCount(posts.length - 1);
    for (const card of await latest.getByRole('article').all()) {
      expect(await card.getByRole('list', { name: 'Tags' }).getByRole('listitem').count()).toBeLessThanOrEqual(3);
    }

    // A post reached inside the app has no answer from the server: the page asks the API for it.
    await featured.getByRole('link', { name: `Read Full Story: ${posts[0].title}` }).click();
    await expect(page).toHaveURL(new RegExp(`/blog/${posts[0].id}$`));
    await expect(page.getByRole('heading', { level: 1, name: posts[0].title })).toBeVisible();
    expect(requested).toContain(`/api/blog-posts/${posts[0].id}`);
    expect(errors).toEqual([]);
  });

  test('renders a post from its markup: headings, lists, bold text and a video card', async ({ page }) => {
    const errors = failOnErrors(page);
    await page.goto('/blog/first-prototype-weert');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Our First Prototype: A Smart Punching Bag Made from Waste Tyres' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'From waste tyres to a smart punching bag' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'What is inside' })).toBeVisible();
    const controller = page.getByRole('listitem').filter({ hasText: 'Controller:' });
    await expect(controller).toContainText('an ESP32 board that reads the sensor');
    await expect(controller.locator('strong')).toHaveText('Controller:');
    await expect(
      page.locator('main strong', { hasText: 'Sensors, app and bag worked together for the first time in Weert.' }),
    ).toBeVisible();

    const video = page.getByRole('figure', { name: 'Prototype test: the first punches on the tyre bag' });
    await expect(video.getByRole('button', { name: 'Play Video: Prototype test: the first punches on the tyre bag' })).toBeVisible();
    const watch = video.getByRole('link', { name: /Watch on YouTube/ });
    await expect(watch).toHaveAttribute('href', 'https://www.youtube.com/shorts/Xq3rB0und7e');
    await expect(watch).toHaveAttribute('target', '_blank');
    // Click-to-load: no player until the visitor asks for it.
    await expect(page.locator('iframe')).toHaveCount(0);

    await expect(page.getByText('Written by Rebound Team')).toBeVisible();
    await expect(page.getByRole('complementary').getByRole('link', { name: 'Become an Early Adopter' })).toHaveAttribute(
      'href',
      '/en/early-adopters',
    );
    const audit = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
    expect(audit.violations.map((violation) => violation.id)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('shows a post an operator inserts with SQL at once, with any HTML in it as plain text', async ({ page, database }) => {
    const id = `operator-post-${randomUUID().slice(0, 8)}`;
    await database.query(
      `INSERT INTO blog_posts (id, title, excerpt, content, author, category, tags, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        id,
        'Workshop Night in Eindhoven',
        'Twenty young people built their own bag sensor.',
        '## The evening\n- **Builders**: 20\n<script>alert("x")</script>\n<img src=x onerror=alert(1)>',
        'Rebound Team',
        'events',
        ['workshop'],
        '2020-01-01T10:00:00Z',
        '2020-01-05T10:00:00Z',
      ],
    );
    try {
      const errors = failOnErrors(page);
      await page.goto(`/blog/${id}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Workshop Night in Eindhoven' })).toBeVisible();
      await expect(page.getByText('<script>alert("x")</script>')).toBeVisible();
      await expect(page.getByText('<img src=x onerror=alert(1)>')).toBeVisible();
      await expect(page.locator('main img')).toHaveCount(0);
      // An unknown category is shown as written, the update date after the publication date.
      await expect(page.getByText('events', { exact: true })).toBeVisible();
      await expect(page.getByText('Published on 1 January 2020 • Updated on 5 January 2020')).toBeVisible();
      expect(errors).toEqual([]);
    } finally {
      await database.query('DELETE FROM blog_posts WHERE id = $1', [id]);
    }
  });

  test('an unknown post id shows Post Not Found with a way back', async ({ page }) => {
    await page.goto('/blog/no-such-post');
    await expect(page.getByRole('heading', { level: 1, name: 'Post Not Found' })).toBeVisible();
    await expect(page.getByText("The blog post you're looking for doesn't exist or has been removed.")).toBeVisible();
    await page.getByRole('link', { name: 'Back to Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole('heading', { level: 1, name: `${PRODUCT} Progress Blog` })).toBeVisible();
  });
});
