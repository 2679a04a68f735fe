import type { PublicBlogPostDto } from '@rebound/shared';
import type { LanguageCode } from '../i18n/languages';
import { blogPostPath } from '../routes/site-routes';
import { escapeHtml } from './head-tags';
import { feedPath, languageUrl } from './language-urls';
import { absoluteUrl } from './public-origin';

export interface FeedTexts {
  title: string;
  description: string;
}

/**
 * RSS 2.0 feed of the blog in one language, newest first (the API's order), linked from the head of
 * every page in that language: its links are the posts' addresses in that language. `posts` are read
 * in that language (`?lng=`): a post whose answer is another language's version has none in this
 * language, and is not in this feed.
 */
export function renderFeed(allPosts: PublicBlogPostDto[], texts: FeedTexts, language: LanguageCode): string {
  const posts = allPosts.filter((post) => post.language === language);
  const items = posts.map((post) =>
    [
      '    <item>',
      `      <title>${escapeHtml(post.title)}</title>`,
      `      <link>${escapeHtml(languageUrl(blogPostPath(post.id), language))}</link>`,
      `      <guid isPermaLink="true">${escapeHtml(languageUrl(blogPostPath(post.id), language))}</guid>`,
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
    `    <link>${escapeHtml(languageUrl('/blog', language))}</link>`,
    `    <description>${escapeHtml(texts.description)}</description>`,
    `    <language>${language}</language>`,
    `    <atom:link href="${escapeHtml(absoluteUrl(feedPath(language)))}" rel="self" type="application/rss+xml"/>${newest}`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
