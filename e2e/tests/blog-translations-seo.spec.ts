import { randomUUID } from 'node:crypto';
import { expect, test } from '../support/fixtures';
import { fetchPage } from '../support/html-page';
import { rawRequest } from '../support/raw-http';

/** Answers of the render server may be a few seconds old (nginx's micro-cache): checks are retried until they pass. */
const MICRO_CACHE_WAIT = { timeout: 15_000 };

// A post in English with a Dutch version, and no other: search engines and feed readers are told of
// those two only. Another language's address shows the original, and names the original as canonical.
test('a post with an English original and a Dutch version is listed in those two languages only', async ({ stack, database }) => {
  const id = `duo-post-${randomUUID().slice(0, 8)}`;
  const englishTitle = `Tyre Bag Night ${id.slice(-4)}`;
  const dutchTitle = `Bandenzakavond ${id.slice(-4)}`;
  await database.query(
    `INSERT INTO blog_posts (id, title, excerpt, content, author, category, tags, language)
     VALUES ($1, $2, 'Thirty people punched a bag of tyres.', '## The night', 'Rebound Team', 'community', '{workshop}', 'en')`,
    [id, englishTitle],
  );
  await database.query(
    `INSERT INTO blog_post_translations (post_id, language, title, excerpt, content, source_revision)
     VALUES ($1, 'nl', $2, 'Dertig mensen sloegen op een zak van banden.', '## De avond', 1)`,
    [id, dutchTitle],
  );
  const address = (language: string) => `${stack.publicUrl}/${language}/blog/${id}`;
  try {
    await expect(async () => {
      const dutch = await fetchPage(`${stack.baseUrl}/nl/blog/${id}`);
      expect(dutch.response.status).toBe(200);
      expect(dutch.h1).toBe(dutchTitle);
      expect(dutch.canonical).toBe(address('nl'));
      expect(dutch.alternates).toEqual({ en: address('en'), nl: address('nl'), 'x-default': `${stack.publicUrl}/blog/${id}` });

      const persian = await fetchPage(`${stack.baseUrl}/fa/blog/${id}`);
      expect(persian.response.status).toBe(200);
      expect(persian.h1).toBe(englishTitle);
      expect(persian.canonical).toBe(address('en'));
      expect(Object.keys(persian.alternates).sort()).toEqual(['en', 'nl', 'x-default']);

      const sitemap = (await rawRequest(`${stack.baseUrl}/sitemap.xml`)).body.toString();
      const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]).filter((loc) => loc.endsWith(`/blog/${id}`));
      expect(listed).toEqual([address('en'), address('nl')]);

      const dutchFeed = (await rawRequest(`${stack.baseUrl}/nl/feed.xml`)).body.toString();
      expect(dutchFeed).toContain(`<title>${dutchTitle}</title>`);
      expect(dutchFeed).toContain(`<link>${address('nl')}</link>`);
      expect(dutchFeed).not.toContain(englishTitle);
      const englishFeed = (await rawRequest(`${stack.baseUrl}/feed.xml`)).body.toString();
      expect(englishFeed).toContain(`<title>${englishTitle}</title>`);
      const persianFeed = (await rawRequest(`${stack.baseUrl}/fa/feed.xml`)).body.toString();
      expect(persianFeed).toContain('<language>fa</language>');
      expect(persianFeed).not.toContain(id);
    }).toPass(MICRO_CACHE_WAIT);
  } finally {
    // The translation goes with its post (ON DELETE CASCADE).
    await database.query('DELETE FROM blog_posts WHERE id = $1', [id]);
  }
  await expect(async () => {
    expect((await rawRequest(`${stack.baseUrl}/sitemap.xml`)).body.toString()).not.toContain(id);
  }).toPass(MICRO_CACHE_WAIT);
});
