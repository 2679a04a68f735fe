import type { PublicBlogPostDto } from '@rebound/shared';
import { type LanguageCode, SUPPORTED_LANGUAGES } from '../i18n/languages';
import { blogPostPath, isIndexable, PRERENDERED_ROUTES, SERVER_RENDERED_ROUTES } from '../routes/site-routes';
import { escapeHtml } from './head-tags';
import { languageAlternates, languageUrl } from './language-urls';

/** A page's <url> in each of `languages` (a post: only those it has a version in), each naming the others. */
function urlEntries(path: string, lastModified?: string, languages: readonly LanguageCode[] = SUPPORTED_LANGUAGES): string[] {
  const alternates = languageAlternates(path, languages)
    .map((alternate) => `    <xhtml:link rel="alternate" hreflang="${alternate.hreflang}" href="${escapeHtml(alternate.href)}"/>`)
    .join('\n');
  const lastmod = lastModified ? `\n    <lastmod>${new Date(lastModified).toISOString()}</lastmod>` : '';
  return SUPPORTED_LANGUAGES.filter((language) => languages.includes(language)).map(
    (language) => `  <url>\n    <loc>${escapeHtml(languageUrl(path, language))}</loc>${lastmod}\n${alternates}\n  </url>`,
  );
}

/**
 * sitemap.xml: every public page in every language (each with its alternates), and every blog post
 * in the languages it has a version in, with its last change. The render server makes it per request, so a post added with SQL is in it.
 */
export function renderSitemap(posts: PublicBlogPostDto[]): string {
  const fixedPaths = [...PRERENDERED_ROUTES, ...SERVER_RENDERED_ROUTES]
    .filter((route) => isIndexable(route) && !route.path.includes(':'))
    .map((route) => route.path);
  const newestPost = posts.reduce<string | undefined>((newest, post) => {
    const changed = post.updatedAt ?? post.createdAt;
    return !newest || changed > newest ? changed : newest;
  }, undefined);
  const entries = [
    ...fixedPaths.flatMap((path) => urlEntries(path, path === '/blog' ? newestPost : undefined)),
    ...posts.flatMap((post) => urlEntries(blogPostPath(post.id), post.updatedAt ?? post.createdAt, post.languages)),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}
