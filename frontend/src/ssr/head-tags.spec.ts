import { languageOption } from '../i18n/languages';
import { blogPostingData, jsonForScript, renderHeadTags } from './head-tags';
import { PUBLIC_ORIGIN_PLACEHOLDER } from './public-origin';

const origin = PUBLIC_ORIGIN_PLACEHOLDER;
const head = { title: 'Tyres & "Bags" <3 · Rebound', headline: 'Tyres & "Bags" <3', description: 'Strong <b>young</b> people' };

describe('renderHeadTags', () => {
  it('writes the title, description, canonical and every language alternate of a page', () => {
    const tags = renderHeadTags({
      head,
      language: languageOption('nl'),
      path: '/about',
      indexable: true,
      shareImageFamily: 'mission',
      feedTitle: 'Blog',
    });
    expect(tags).toContain('<title>Tyres &amp; &quot;Bags&quot; &lt;3 · Rebound</title>');
    expect(tags).toContain('<meta name="description" content="Strong &lt;b&gt;young&lt;/b&gt; people">');
    expect(tags).toContain(`<link rel="canonical" href="${origin}/nl/about">`);
    for (const code of ['en', 'nl', 'fr', 'pt', 'fa', 'es']) {
      expect(tags).toContain(`<link rel="alternate" hreflang="${code}" href="${origin}/${code}/about">`);
    }
    expect(tags).toContain(`<meta property="og:url" content="${origin}/nl/about">`);
    expect(tags).toContain(`<link rel="alternate" hreflang="x-default" href="${origin}/about">`);
    expect(tags).toContain('<meta property="og:locale" content="nl_NL">');
    expect(tags).toContain('<meta property="og:locale:alternate" content="fa_IR">');
    expect(tags).not.toContain('content="nl_NL"><meta property="og:locale:alternate" content="nl_NL"');
    expect(tags).toContain(`<meta property="og:image" content="${origin}/share/mission.png">`);
    expect(tags).toContain('<meta property="og:title" content="Tyres &amp; &quot;Bags&quot; &lt;3">');
    expect(tags).toContain(`<link rel="alternate" type="application/rss+xml" title="Blog" href="${origin}/nl/feed.xml">`);
    expect(tags).not.toContain('noindex');
  });

  it('gives the home page its language addresses, and English the feed it always had', () => {
    const tags = renderHeadTags({
      head,
      language: languageOption('en'),
      path: '/',
      indexable: true,
      shareImageFamily: 'home',
      feedTitle: 'Blog',
    });
    expect(tags).toContain(`<link rel="canonical" href="${origin}/en">`);
    expect(tags).toContain(`<link rel="alternate" hreflang="fa" href="${origin}/fa">`);
    expect(tags).toContain(`<link rel="alternate" hreflang="x-default" href="${origin}/">`);
    expect(tags).toContain(`href="${origin}/feed.xml">`);
  });

  it('keeps a not-found answer out of search results, with no canonical or alternates', () => {
    const tags = renderHeadTags({
      head,
      language: languageOption('en'),
      path: '/nope',
      indexable: false,
      shareImageFamily: 'home',
      feedTitle: 'Blog',
    });
    expect(tags).toContain('<meta name="robots" content="noindex">');
    expect(tags).not.toContain('rel="canonical"');
    expect(tags).not.toContain('hreflang');
  });

  it('describes a post as an article with its own picture, dates and tags', () => {
    const article = {
      ...head,
      type: 'article' as const,
      image: '/images/bag.png',
      article: { author: 'Team', publishedTime: '2025-01-02T00:00:00.000Z', tags: ['diy', 'eindhoven'] },
    };
    const tags = renderHeadTags({
      head: article,
      language: languageOption('fa'),
      path: '/blog/x',
      indexable: true,
      shareImageFamily: 'blog',
      feedTitle: 'Blog',
    });
    expect(tags).toContain('<meta property="og:type" content="article">');
    expect(tags).toContain(`<meta property="og:image" content="${origin}/images/bag.png">`);
    expect(tags).not.toContain('og:image:width');
    expect(tags).toContain('<meta property="article:tag" content="eindhoven">');
    const data = blogPostingData(article, '/blog/x', languageOption('fa'));
    expect(data).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Tyres & "Bags" <3',
      inLanguage: 'fa',
      url: `${origin}/fa/blog/x`,
      dateModified: '2025-01-02T00:00:00.000Z',
    });
  });
});

describe('a blog post with versions in some languages only', () => {
  const article = {
    ...head,
    type: 'article' as const,
    article: { author: 'Team', publishedTime: '2025-01-02T00:00:00.000Z', tags: [] },
  };
  const versions = { languages: ['nl' as const, 'en' as const], original: 'nl' as const };
  const postTags = (code: 'en' | 'nl' | 'fa') =>
    renderHeadTags({
      head: article,
      language: languageOption(code),
      path: '/blog/x',
      indexable: true,
      shareImageFamily: 'blog',
      feedTitle: 'Blog',
      versions,
    });

  it('names only the languages it has a version in, and the bare address, as alternates', () => {
    const tags = postTags('en');
    expect(tags.match(/hreflang="[^"]+"/g)).toEqual(['hreflang="en"', 'hreflang="nl"', 'hreflang="x-default"']);
    expect(tags).toContain(`<link rel="alternate" hreflang="x-default" href="${origin}/blog/x">`);
    expect(tags).toContain(`<link rel="canonical" href="${origin}/en/blog/x">`);
    expect(tags).toContain('<meta property="og:locale:alternate" content="nl_NL">');
    expect(tags).not.toContain('content="fa_IR"');
  });

  it("points a language without a version (the original shown) at the original's address", () => {
    const tags = postTags('fa');
    expect(tags).toContain(`<link rel="canonical" href="${origin}/nl/blog/x">`);
    expect(tags).toContain(`<meta property="og:url" content="${origin}/nl/blog/x">`);
    expect(tags).not.toContain('hreflang="fa"');
    expect(blogPostingData(article, '/blog/x', languageOption('fa'), versions)).toMatchObject({
      inLanguage: 'nl',
      url: `${origin}/nl/blog/x`,
      mainEntityOfPage: `${origin}/nl/blog/x`,
    });
    expect(postTags('nl')).toContain(`<link rel="canonical" href="${origin}/nl/blog/x">`);
  });
});

describe('jsonForScript', () => {
  it('cannot close its script element, whatever the text holds', () => {
    const json = jsonForScript({ title: '</script><script>alert(1)</script>', line: 'a\u2028b' });
    expect(json).not.toContain('</script');
    expect(json).not.toContain('\u2028');
    expect(JSON.parse(json)).toEqual({ title: '</script><script>alert(1)</script>', line: 'a\u2028b' });
  });
});
