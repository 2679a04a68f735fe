import { EXTERNAL_LINKS } from '../app/config/external-links';
import { PRODUCT_NAME } from '../app/config/product';
import type { PageHeadInfo } from '../components/layout/render-collector';
import { LANGUAGE_OPTIONS, type LanguageCode, type LanguageOption } from '../i18n/languages';
import { feedPath, languageAlternates, languageUrl } from './language-urls';
import { absoluteUrl } from './public-origin';
import { SHARE_IMAGE_SIZE, type ShareImageFamily, shareImagePath } from './share-images';

export interface HeadInput {
  head: PageHeadInfo;
  language: LanguageOption;
  /** The page's path without query and language (`/about`): the base of its canonical and language addresses. */
  path: string;
  /** False for not-found answers: no canonical, no alternates, kept out of search results. */
  indexable: boolean;
  shareImageFamily: ShareImageFamily;
  /** Title of the blog feed, in the page's language (the feed in that language is linked from every page). */
  feedTitle: string;
  /** Schema.org data of the page (JSON-LD). */
  structuredData?: Record<string, unknown>;
  /** A blog post's versions: only these languages are its alternates. Absent: the page exists in every language. */
  versions?: LanguageVersions;
}

/** The languages a page has a version in, and the original's (a blog post: its `languages`, `originalLanguage`). */
export interface LanguageVersions {
  languages: LanguageCode[];
  original: LanguageCode;
}

/**
 * A page's canonical address: its own in its language; in a language the page has no version in, the
 * page shows the original (with a note), so the original's address is the canonical.
 */
export function canonicalUrl(path: string, language: LanguageCode, versions?: LanguageVersions): string {
  const hasVersion = !versions || versions.languages.includes(language);
  return languageUrl(path, hasVersion ? language : versions.original);
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

const meta = (key: 'name' | 'property', name: string, content: string) => `<meta ${key}="${name}" content="${escapeHtml(content)}">`;
const link = (attributes: Record<string, string>) =>
  `<link ${Object.entries(attributes)
    .map(([name, value]) => `${name}="${escapeHtml(value)}"`)
    .join(' ')}>`;

/** Open Graph writes locales with an underscore: fa_IR. */
const ogLocale = (option: LanguageOption) => option.locale.replace('-', '_');

/** JSON inside <script>: `<` escaped so that no text can close the element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Every tag of a page's <head> that says what the page is: title, description, addresses, sharing, structured data. */
export function renderHeadTags(input: HeadInput): string {
  const { head, language, path, indexable } = input;
  const tags: string[] = [`<title>${escapeHtml(head.title)}</title>`];
  if (head.description) tags.push(meta('name', 'description', head.description));
  const pageUrl = canonicalUrl(path, language.code, input.versions);
  if (indexable) {
    tags.push(link({ rel: 'canonical', href: pageUrl }));
    for (const alternate of languageAlternates(path, input.versions?.languages))
      tags.push(link({ rel: 'alternate', hreflang: alternate.hreflang, href: alternate.href }));
  } else {
    tags.push(meta('name', 'robots', 'noindex'));
  }

  const image = head.image ? absoluteUrl(head.image) : absoluteUrl(shareImagePath(input.shareImageFamily));
  tags.push(
    meta('property', 'og:type', head.type ?? 'website'),
    meta('property', 'og:site_name', PRODUCT_NAME),
    meta('property', 'og:title', head.headline),
    meta('property', 'og:url', pageUrl),
    meta('property', 'og:locale', ogLocale(language)),
    ...LANGUAGE_OPTIONS.filter((option) => option.code !== language.code && (input.versions?.languages.includes(option.code) ?? true)).map(
      (option) => meta('property', 'og:locale:alternate', ogLocale(option)),
    ),
    meta('property', 'og:image', image),
  );
  if (head.description) tags.push(meta('property', 'og:description', head.description));
  if (!head.image) {
    tags.push(
      meta('property', 'og:image:width', String(SHARE_IMAGE_SIZE.width)),
      meta('property', 'og:image:height', String(SHARE_IMAGE_SIZE.height)),
    );
  }
  tags.push(meta('property', 'og:image:alt', head.headline));
  if (head.article) {
    tags.push(
      meta('property', 'article:published_time', head.article.publishedTime),
      meta('property', 'article:author', head.article.author),
    );
    if (head.article.modifiedTime) tags.push(meta('property', 'article:modified_time', head.article.modifiedTime));
    for (const tag of head.article.tags) tags.push(meta('property', 'article:tag', tag));
  }
  tags.push(
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.headline),
    meta('name', 'twitter:image', image),
  );
  if (head.description) tags.push(meta('name', 'twitter:description', head.description));

  tags.push(link({ rel: 'alternate', type: 'application/rss+xml', title: input.feedTitle, href: absoluteUrl(feedPath(language.code)) }));
  if (input.structuredData) tags.push(`<script type="application/ld+json">${jsonForScript(input.structuredData)}</script>`);
  return tags.join('\n    ');
}

/** Schema.org Organization of the home page. */
export function organizationData(description: string | undefined): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: PRODUCT_NAME,
    url: absoluteUrl('/'),
    logo: absoluteUrl(shareImagePath('home')),
    description,
    email: EXTERNAL_LINKS.contact.email,
    sameAs: [EXTERNAL_LINKS.sourceCode.organisation, EXTERNAL_LINKS.social.linkedIn, EXTERNAL_LINKS.social.microblog],
  };
}

/** Schema.org BlogPosting of a post page: at its canonical address, in the language of the text it shows. */
export function blogPostingData(
  head: PageHeadInfo,
  path: string,
  language: LanguageOption,
  versions?: LanguageVersions,
): Record<string, unknown> {
  const url = canonicalUrl(path, language.code, versions);
  const shownLanguage = !versions || versions.languages.includes(language.code) ? language.code : versions.original;
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: head.headline,
    description: head.description,
    url,
    mainEntityOfPage: url,
    image: head.image ? absoluteUrl(head.image) : absoluteUrl(shareImagePath('blog')),
    datePublished: head.article?.publishedTime,
    dateModified: head.article?.modifiedTime ?? head.article?.publishedTime,
    author: { '@type': 'Person', name: head.article?.author },
    keywords: head.article?.tags.join(', '),
    inLanguage: shownLanguage,
    publisher: { '@type': 'Organization', name: PRODUCT_NAME, logo: { '@type': 'ImageObject', url: absoluteUrl(shareImagePath('home')) } },
  };
}
