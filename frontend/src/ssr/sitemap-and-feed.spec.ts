import type { PublicBlogPostDto } from '@rebound/shared';
import { renderFeed } from './feed';
import { PUBLIC_ORIGIN_PLACEHOLDER } from './public-origin';
import { renderSitemap } from './sitemap';

const origin = PUBLIC_ORIGIN_PLACEHOLDER;
const ALL = ['en', 'nl', 'fr', 'pt', 'fa', 'es'] as PublicBlogPostDto['languages'];
const post = (id: string, changes: Partial<PublicBlogPostDto> = {}): PublicBlogPostDto => ({
  id,
  title: `Post ${id}`,
  excerpt: 'An excerpt',
  content: '# Body',
  author: 'Rebound Team',
  category: 'community',
  tags: ['diy'],
  imageUrl: null,
  createdAt: '2025-03-01T10:00:00.000Z',
  updatedAt: null,
  language: 'en',
  originalLanguage: 'en',
  languages: ALL,
  ...changes,
});

describe('renderSitemap', () => {
  const xml = renderSitemap([post('first', { updatedAt: '2025-04-02T08:00:00.000Z' }), post('a&b')]);

  it('lists every public page in every language, each with all alternates', () => {
    for (const language of ['en', 'nl', 'fr', 'pt', 'fa', 'es']) {
      expect(xml).toContain(`<loc>${origin}/${language}/about</loc>`);
      expect(xml).toContain(`<loc>${origin}/${language}/blog</loc>`);
      expect(xml).toContain(`<loc>${origin}/${language}</loc>`);
      expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="${language}" href="${origin}/${language}/blog/first"/>`);
    }
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${origin}/blog/first"/>`);
    expect(xml).not.toContain('?lng=');
    expect(xml).not.toContain('/admin');
    // Token pages are nobody's search result.
    expect(xml).not.toContain('/newsletter/');
    expect(xml).not.toContain(':id');
    expect(xml.match(/<url>/g)).toHaveLength(6 * (21 + 2));
    expect(xml.match(/hreflang="x-default"/g)).toHaveLength(6 * (21 + 2));
  });

  it('lists a post only in the languages it has a version in, each naming only those', () => {
    const partial = renderSitemap([post('duo', { originalLanguage: 'nl', languages: ['nl', 'en'] })]);
    const entries = partial.split('<url>').filter((entry) => entry.includes('/blog/duo'));
    expect(entries.map((entry) => /<loc>([^<]+)<\/loc>/.exec(entry)?.[1])).toEqual([`${origin}/en/blog/duo`, `${origin}/nl/blog/duo`]);
    for (const entry of entries) {
      expect(entry.match(/hreflang="[^"]+"/g)).toEqual(['hreflang="en"', 'hreflang="nl"', 'hreflang="x-default"']);
    }
  });

  it('gives each post its last change, and the blog its newest', () => {
    expect(xml).toContain(`<loc>${origin}/en/blog/first</loc>\n    <lastmod>2025-04-02T08:00:00.000Z</lastmod>`);
    expect(xml).toContain(`<loc>${origin}/nl/blog/a%26b</loc>\n    <lastmod>2025-03-01T10:00:00.000Z</lastmod>`);
    expect(xml).toContain(`<loc>${origin}/en/blog</loc>\n    <lastmod>2025-04-02T08:00:00.000Z</lastmod>`);
  });
});

describe('renderFeed', () => {
  it('is RSS 2.0 with every post, text escaped', () => {
    const xml = renderFeed(
      [post('x', { title: 'Bags & <tyres>', tags: ['a&b'] })],
      { title: 'Rebound Progress Blog', description: 'Updates' },
      'en',
    );
    expect(xml).toContain('<rss version="2.0"');
    expect(xml).toContain('<title>Bags &amp; &lt;tyres&gt;</title>');
    expect(xml).toContain(`<guid isPermaLink="true">${origin}/en/blog/x</guid>`);
    expect(xml).toContain('<language>en</language>');
    expect(xml).toContain('<pubDate>Sat, 01 Mar 2025 10:00:00 GMT</pubDate>');
    expect(xml).toContain('<category>a&amp;b</category>');
    expect(xml).toContain(`<atom:link href="${origin}/feed.xml" rel="self" type="application/rss+xml"/>`);
  });

  it('lists only the posts read in its language, with that version, at their addresses in its language', () => {
    const xml = renderFeed(
      [
        post('x', { language: 'nl', title: 'Banden', excerpt: 'Een samenvatting' }),
        post('only-english', { language: 'en', languages: ['en'], createdAt: '2025-05-01T10:00:00.000Z' }),
      ],
      { title: 'Voortgangsblog', description: 'Nieuws' },
      'nl',
    );
    expect(xml.match(/<item>/g)).toHaveLength(1);
    expect(xml).toContain('<title>Banden</title>');
    expect(xml).toContain('<description>Een samenvatting</description>');
    expect(xml).not.toContain('only-english');
    expect(xml).toContain('<lastBuildDate>Sat, 01 Mar 2025 10:00:00 GMT</lastBuildDate>');
    expect(xml).toContain(`<link>${origin}/nl/blog/x</link>`);
    expect(xml).toContain(`<link>${origin}/nl/blog</link>`);
    expect(xml).toContain('<language>nl</language>');
    expect(xml).toContain('<title>Voortgangsblog</title>');
    expect(xml).toContain(`<atom:link href="${origin}/nl/feed.xml" rel="self" type="application/rss+xml"/>`);
  });
});
