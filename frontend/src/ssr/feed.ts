import type { BlogPostDto } from '@rebound/shared';
import { blogPostPath } from '../routes/site-routes';
import { escapeHtml, FEED_PATH } from './head-tags';
import { absoluteUrl } from './public-origin';

export interface FeedTexts {
  title: string;
  description: string;
}

/** RSS 2.0 feed of the blog, newest first (the API's order), linked from every page's head. */
export function renderFeed(posts: BlogPostDto[], texts: FeedTexts): string {
  const items = posts.map((post) =>
    [
      '    <item>',
      `      <title>${escapeHtml(post.title)}</title>`,
      `      <link>${escapeHtml(absoluteUrl(blogPostPath(post.id)))}</link>`,
      `      <guid isPermaLink="true">${escapeHtml(absoluteUrl(blogPostPath(post.id)))}</guid>`,
      `      <pubDate>${new Date(post.createdAt).toUTCString()}</pubDate>`,
      `      <dc:creator>${escapeHtml(post.author)}</dc:creator>`,
      `      <description>${escapeHtml(post.excerpt)}</description>`,
      ...[post.category, ...post.tags].map((category) => `      <category>${escapeHtml(category)}</category>`),
      '    </item>',
    ].join('\n'),
  );
  const newest = posts[0] ? `\n    <lastBuildDate>${new Date(posts[0].updatedAt ?? posts[0].createdAt).toUTCString()}</lastBuildDate>` : '';
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    <title>${escapeHtml(texts.title)}</title>`,
    `    <link>${escapeHtml(absoluteUrl('/blog'))}</link>`,
    `    <description>${escapeHtml(texts.description)}</description>`,
    `    <atom:link href="${escapeHtml(absoluteUrl(FEED_PATH))}" rel="self" type="application/rss+xml"/>${newest}`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
