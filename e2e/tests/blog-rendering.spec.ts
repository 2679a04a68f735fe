import { randomUUID } from 'node:crypto';
import { languagePath } from '@rebound/shared';
import { freePorts } from '@rebound/shared/testing';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { expect, test } from '../support/fixtures';
import { fetchPage, LANGUAGES, PRERENDERED_PATHS } from '../support/html-page';
import { startOwnNginx } from '../support/own-nginx';
import { rawRequest } from '../support/raw-http';

interface PostSummary {
  id: string;
  title: string;
  excerpt: string;
}

/** Answers of the render server may be a few seconds old (nginx's micro-cache): checks are retried until they pass. */
const MICRO_CACHE_WAIT = { timeout: 15_000 };

test.describe('the blog, rendered per request', () => {
  test("the list arrives with every post, the featured one first, in the visitor's language", async ({ stack }) => {
    const posts = JSON.parse((await rawRequest(`${stack.baseUrl}/api/blog-posts`)).body.toString()) as PostSummary[];
    expect(posts.length).toBeGreaterThan(1);
    const page = await fetchPage(`${stack.baseUrl}/fa/blog`);
    expect(page.response.status).toBe(200);
    expect(page.lang).toBe('fa');
    expect(page.canonical).toBe(`${stack.publicUrl}/fa/blog`);
    const headings = page.document.querySelectorAll('main h2, main h3').map((heading) => heading.text.trim());
    for (const post of posts) expect(headings, post.title).toContain(post.title);
    expect(page.mainText.indexOf(posts[0].title)).toBeLessThan(page.mainText.indexOf(posts[1].title));
    // The browser hydrates from the same answers (no second fetch before the first paint).
    const handoff = page.document.querySelector('script#api-state[type="application/json"]');
    expect(handoff?.text).toContain(posts[0].id);
  });

  test('a post arrives with its body, dates, tags and its own sharing tags', async ({ stack }) => {
    const page = await fetchPage(`${stack.baseUrl}/en/blog/first-prototype-weert`);
    expect(page.response.status).toBe(200);
    expect(page.h1).toBe('Our First Prototype: A Smart Punching Bag Made from Waste Tyres');
    expect(page.title).toBe(`${page.h1} · Rebound`);
    expect(page.meta('og:type')).toBe('article');
    expect(page.meta('og:title')).toBe(page.h1);
    expect(page.meta('article:published_time')).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(page.description?.length ?? 0).toBeGreaterThan(20);
    expect(page.mainText).toMatch(/Published on \d{1,2} \w+ \d{4}/);
    // The body is rendered by the same markup renderer: headings and list items, not raw markup.
    expect(page.document.querySelectorAll('main article h2').length).toBeGreaterThan(0);
    expect(page.mainText).not.toMatch(/(^|\s)## /);
    const data = JSON.parse(page.document.querySelector('script[type="application/ld+json"]')?.text ?? '{}') as Record<string, unknown>;
    expect(data['@type']).toBe('BlogPosting');
    expect(data.headline).toBe(page.h1);
    expect(data.url).toBe(`${stack.publicUrl}/en/blog/first-prototype-weert`);
  });

  test('an unknown post answers 404 with Post Not Found in the HTML', async ({ stack }) => {
    const page = await fetchPage(`${stack.baseUrl}/blog/no-such-post-${randomUUID().slice(0, 6)}`);
    expect(page.response.status).toBe(404);
    expect(page.h1).toBe('Post Not Found');
    expect(page.mainText).toContain("The blog post you're looking for doesn't exist or has been removed.");
    expect(page.document.querySelector('main a[href="/en/blog"]')).not.toBeNull();
    expect(page.meta('robots')).toBe('noindex');
  });

  test('a post inserted with SQL appears in its page, the list, the sitemap and the feed without a restart', async ({
    stack,
    database,
  }) => {
    const id = `sql-post-${randomUUID().slice(0, 8)}`;
    const title = `Tyre Bag Night ${id.slice(-4)}`;
    await database.query(
      `INSERT INTO blog_posts (id, title, excerpt, content, author, category, tags, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, now(), '2030-01-02T03:04:05Z')`,
      [
        id,
        title,
        'Thirty people punched a bag made of twelve tyres.',
        '## The night\n- **Bags**: 3',
        'Rebound Team',
        'community',
        ['workshop'],
      ],
    );
    try {
      const post = await fetchPage(`${stack.baseUrl}/blog/${id}`);
      expect(post.response.status).toBe(200);
      expect(post.h1).toBe(title);
      await expect(async () => {
        const list = await fetchPage(`${stack.baseUrl}/en/blog`);
        expect(list.mainText).toContain(title);
        const sitemap = (await rawRequest(`${stack.baseUrl}/sitemap.xml`)).body.toString();
        expect(sitemap).toContain(`<loc>${stack.publicUrl}/en/blog/${id}</loc>`);
        expect(sitemap).toContain('<lastmod>2030-01-02T03:04:05.000Z</lastmod>');
        const feed = (await rawRequest(`${stack.baseUrl}/feed.xml`)).body.toString();
        expect(feed).toContain(`<link>${stack.publicUrl}/en/blog/${id}</link>`);
        // Each language has its feed, listing only the posts with a version in that language: this
        // one is English only (a post with a Dutch version: blog-translations-seo.spec.ts).
        expect(sitemap).not.toContain(`<loc>${stack.publicUrl}/nl/blog/${id}</loc>`);
        const dutchFeed = await rawRequest(`${stack.baseUrl}/nl/feed.xml`);
        expect(dutchFeed.headers['content-type']).toMatch(/^application\/rss\+xml/);
        expect(dutchFeed.body.toString()).not.toContain(id);
        expect(dutchFeed.body.toString()).toContain('<language>nl</language>');
      }).toPass(MICRO_CACHE_WAIT);
    } finally {
      await database.query('DELETE FROM blog_posts WHERE id = $1', [id]);
    }
    // Gone again within the micro-cache's seconds, so later tests see the seeded blog.
    await expect(async () => {
      expect((await fetchPage(`${stack.baseUrl}/en/blog`)).mainText).not.toContain(title);
      expect((await rawRequest(`${stack.baseUrl}/api/blog-posts`)).body.toString()).not.toContain(id);
    }).toPass(MICRO_CACHE_WAIT);
  });

  test('public blog reads are micro-cached by nginx', async ({ stack }) => {
    const statuses: string[] = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      statuses.push(String((await rawRequest(`${stack.baseUrl}/api/blog-posts`)).headers['x-cache-status']));
    }
    expect(statuses).toContain('HIT');
    // The admin's calls are never cached.
    const leads = await rawRequest(`${stack.baseUrl}/api/interest`);
    expect(leads.headers['x-cache-status']).toBeUndefined();
  });
});

test.describe('findable', () => {
  test('sitemap.xml lists every page in every language with alternates, and every post in its languages', async ({ stack }) => {
    // The sitemap may be a few seconds old (micro-cache; an earlier test's post can linger): it and the
    // API's list agree once both are current.
    await expect(async () => {
      const response = await rawRequest(`${stack.baseUrl}/sitemap.xml`);
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/xml/);
      const xml = response.body.toString();
      expect(XMLValidator.validate(xml)).toBe(true);
      const parsed = new XMLParser({ ignoreAttributes: false }).parse(xml) as {
        urlset: { url: { loc: string; 'xhtml:link': unknown[] }[] };
      };
      const locations = parsed.urlset.url.map((entry) => entry.loc);
      for (const pagePath of [...PRERENDERED_PATHS, '/blog']) {
        for (const language of LANGUAGES)
          expect(locations, `${pagePath} ${language}`).toContain(`${stack.publicUrl}${languagePath(language, pagePath)}`);
      }
      const posts = JSON.parse((await rawRequest(`${stack.baseUrl}/api/blog-posts`)).body.toString()) as (PostSummary & {
        languages: string[];
      })[];
      // A post is listed in the languages it has a version in, each entry naming those and x-default;
      // every other page in all six.
      const postLanguages = new Map(posts.map((post) => [`/blog/${post.id}`, post.languages]));
      const postEntries = parsed.urlset.url.filter((entry) => /\/blog\/[^/]+$/.test(entry.loc));
      expect(postEntries.map((entry) => entry.loc).sort()).toEqual(
        posts.flatMap((post) => post.languages.map((language) => `${stack.publicUrl}/${language}/blog/${post.id}`)).sort(),
      );
      for (const entry of parsed.urlset.url) {
        const languages = postLanguages.get(entry.loc.replace(/^.*?\/[a-z]{2}(?=\/blog\/)/, '')) ?? LANGUAGES;
        expect(entry['xhtml:link'], entry.loc).toHaveLength(languages.length + 1);
      }
      expect(locations.some((location) => location.includes('/admin'))).toBe(false);
    }).toPass(MICRO_CACHE_WAIT);
  });

  test('robots.txt names the sitemap and keeps the admin area out', async ({ stack }) => {
    const response = await rawRequest(`${stack.baseUrl}/robots.txt`);
    expect(response.status).toBe(200);
    const lines = response.body.toString().split('\n');
    expect(lines).toContain('Disallow: /admin/');
    expect(lines).toContain(`Sitemap: ${stack.publicUrl}/sitemap.xml`);
  });

  test('the feed is RSS 2.0 with every post, newest first', async ({ stack }) => {
    // Both answers may be a few seconds old (micro-cache): they agree once both are current.
    await expect(async () => {
      const response = await rawRequest(`${stack.baseUrl}/feed.xml`);
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/rss\+xml/);
      const xml = response.body.toString();
      expect(XMLValidator.validate(xml)).toBe(true);
      const feed = new XMLParser({ ignoreAttributes: false }).parse(xml) as {
        rss: { '@_version': string; channel: { title: string; link: string; item: { title: string; link: string; pubDate: string }[] } };
      };
      expect(feed.rss['@_version']).toBe('2.0');
      expect(feed.rss.channel.title).toBe('Rebound Progress Blog');
      expect(feed.rss.channel.link).toBe(`${stack.publicUrl}/en/blog`);
      const posts = JSON.parse((await rawRequest(`${stack.baseUrl}/api/blog-posts`)).body.toString()) as PostSummary[];
      expect(feed.rss.channel.item.map((item) => item.title)).toEqual(posts.map((post) => post.title));
      for (const item of feed.rss.channel.item) expect(Number.isNaN(Date.parse(item.pubDate))).toBe(false);
    }).toPass(MICRO_CACHE_WAIT);
  });
});

test.describe('the render server down', () => {
  test('nginx serves the client shell for the blog, and the prerendered pages as before', async ({ stack, browser }) => {
    // A second nginx with the very same config, whose render server address answers nothing.
    const [deadRendererPort] = await freePorts(1);
    const nginx = await startOwnNginx({
      backendUpstream: new URL(stack.backendUrl).host,
      rendererUpstream: `127.0.0.1:${deadRendererPort}`,
      publicUrl: stack.publicUrl,
    });
    try {
      const base = nginx.url;
      for (const blogPath of ['/blog', '/blog/first-prototype-weert']) {
        const page = await fetchPage(`${base}${blogPath}`);
        expect(page.response.status, blogPath).toBe(200);
        // The shell: an empty root that the app fills in the browser.
        expect(page.document.querySelector('#root')?.childNodes.length, blogPath).toBe(0);
      }
      expect((await fetchPage(`${base}/nl/about`)).lang).toBe('nl');
      // With JavaScript the blog still works: the app fetches the posts itself.
      const page = await browser.newPage();
      await page.goto(`${base}/blog`);
      await expect(page.getByRole('heading', { level: 1, name: 'Rebound Progress Blog' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Read Full Story' })).toBeVisible();
      await page.close();
    } finally {
      await nginx.stop();
    }
  });
});
