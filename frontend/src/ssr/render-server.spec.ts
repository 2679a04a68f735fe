/**
 * @jest-environment node
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { NGINX_DEFAULT_KEEPALIVE_TIMEOUT_S, type PublicBlogPostDto } from '@rebound/shared';
import type { BlogSource } from './blog-source';
import type { PageRenderer } from './page-renderer';
import { createRenderMetrics } from './render-metrics';
import { createRenderServer, LANGUAGE_HEADER, movedPostAddress } from './render-server';
import { NOT_FOUND_PROBE_PATH } from './server-files';

// The renderer and the blog stand in for the React render and the backend: this checks which page the
// server asks for, and with what, for a given address.
describe('the render server', () => {
  let server: Server;
  let baseUrl: string;
  const render = jest.fn(async (pathname: string, language: string) => ({
    status: pathname === NOT_FOUND_PROBE_PATH ? 404 : 200,
    html: `${pathname} in ${language}`,
  }));
  const blog = {
    list: jest.fn(async () => []),
    get: jest.fn<Promise<{ movedTo: string } | null>, [string]>(async () => null),
    preview: jest.fn(async () => null),
  };
  const consoleError = jest.spyOn(console, 'error');

  beforeAll(async () => {
    server = createRenderServer({
      renderer: { render } as unknown as PageRenderer,
      blog: blog as BlogSource,
      feedTexts: (language) => ({ title: `Blog ${language}`, description: 'Posts' }),
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    consoleError.mockRestore();
  });
  beforeEach(() => jest.clearAllMocks());

  it("keeps an idle connection longer than nginx's default, so nginx is the one to close it (no 502 on a closing socket)", () => {
    expect(server.keepAliveTimeout).toBeGreaterThan(NGINX_DEFAULT_KEEPALIVE_TIMEOUT_S * 1_000);
    expect(server.headersTimeout).toBeGreaterThan(server.keepAliveTimeout);
  });

  it.each(['/blog/%FF', '/blog/%E2%82', '/blog/%zz', '/blog/%', '/newsletter/confirm%C0'])(
    "answers %s, whose escape decodes to no text, with the not-found page in the visitor's language",
    async (address) => {
      const response = await fetch(`${baseUrl}${address}`, { headers: { [LANGUAGE_HEADER]: 'nl' } });
      expect(response.status).toBe(404);
      expect(await response.text()).toBe(`${NOT_FOUND_PROBE_PATH} in nl`);
      expect(render).toHaveBeenCalledWith(NOT_FOUND_PROBE_PATH, 'nl');
      expect(blog.get).not.toHaveBeenCalled();
      expect(consoleError).not.toHaveBeenCalled();
    },
  );

  it("asks for the blog's posts in the visitor's language, and for the sitemap's in their originals", async () => {
    await fetch(`${baseUrl}/blog`, { headers: { [LANGUAGE_HEADER]: 'nl' } });
    expect(blog.list).toHaveBeenCalledWith('nl');
    expect(render).toHaveBeenCalledWith('/blog', 'nl', { blogPosts: [] });
    blog.list.mockClear();
    await fetch(`${baseUrl}/sitemap.xml`, { headers: { [LANGUAGE_HEADER]: 'nl' } });
    expect(blog.list).toHaveBeenCalledWith();
  });

  it('still asks the blog for a post whose address decodes', async () => {
    const response = await fetch(`${baseUrl}/blog/caf%C3%A9`, { headers: { [LANGUAGE_HEADER]: 'fr' } });
    expect(response.status).toBe(200);
    expect(blog.get).toHaveBeenCalledWith('café', 'fr');
    expect(render).toHaveBeenCalledWith('/blog/caf%C3%A9', 'fr', { blogPost: { id: 'café', post: null } });
  });

  it("answers an old slug with 301 to the post's new address, query kept, without rendering", async () => {
    blog.get.mockResolvedValueOnce({ movedTo: 'new-slug' });
    const response = await fetch(`${baseUrl}/blog/old-slug?utm_source=mail`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/blog/new-slug?utm_source=mail');
    expect(blog.get).toHaveBeenCalledWith('old-slug', 'en');
    expect(render).not.toHaveBeenCalled();
    blog.get.mockResolvedValueOnce({ movedTo: 'new-slug' });
    const dutch = await fetch(`${baseUrl}/nl/blog/old-slug`, { redirect: 'manual' });
    expect(dutch.headers.get('location')).toBe('/nl/blog/new-slug');
  });

  it('keeps whatever prefix the address had when a post moved', () => {
    expect(movedPostAddress('/nl/blog/old', 'new', '?a=1')).toBe('/nl/blog/new?a=1');
    expect(movedPostAddress('/blog/old', 'new', '')).toBe('/blog/new');
  });

  it("renders a language address in the address's language, a bare one in the visitor's", async () => {
    await fetch(`${baseUrl}/fa/blog/caf%C3%A9`, { headers: { [LANGUAGE_HEADER]: 'nl' } });
    expect(render).toHaveBeenLastCalledWith('/blog/caf%C3%A9', 'fa', { blogPost: { id: 'café', post: null } });
    await fetch(`${baseUrl}/nl/blog`);
    expect(render).toHaveBeenLastCalledWith('/blog', 'nl', { blogPosts: [] });
    await fetch(`${baseUrl}/blog`, { headers: { [LANGUAGE_HEADER]: 'es' } });
    expect(render).toHaveBeenLastCalledWith('/blog', 'es', { blogPosts: [] });
    await fetch(`${baseUrl}/pt/newsletter/confirm?result=confirmed`);
    expect(render).toHaveBeenLastCalledWith('/newsletter/confirm', 'pt', {}, '?result=confirmed');
  });

  it('answers each language feed at its address, English at /feed.xml whatever the visitor reads', async () => {
    const english = await fetch(`${baseUrl}/feed.xml`, { headers: { [LANGUAGE_HEADER]: 'fa' } });
    expect(english.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    expect(await english.text()).toContain('<title>Blog en</title>');
    expect(blog.list).toHaveBeenLastCalledWith('en');
    const post = (id: string, title: string, language: 'en' | 'nl'): PublicBlogPostDto => ({
      id,
      title,
      excerpt: title,
      content: title,
      author: 'Team',
      category: 'news',
      tags: [],
      imageUrl: null,
      createdAt: '2025-03-01T10:00:00.000Z',
      updatedAt: null,
      language,
      originalLanguage: 'en',
      languages: language === 'nl' ? ['en', 'nl'] : ['en'],
    });
    const dutchPost = post('p', 'Banden', 'nl');
    const englishOnly = post('q', 'Tyres', 'en');
    blog.list.mockResolvedValueOnce([dutchPost, englishOnly] as never[]);
    const dutch = await (await fetch(`${baseUrl}/nl/feed.xml`)).text();
    // Read in Dutch: a post answered in another language has no Dutch version, and stays out.
    expect(blog.list).toHaveBeenLastCalledWith('nl');
    expect(dutch).toContain('<title>Banden</title>');
    expect(dutch).not.toContain('Tyres');
    expect(dutch).toContain('<title>Blog nl</title>');
    expect(dutch).toContain('<language>nl</language>');
    // English has one feed address; a language the site does not speak has none: those are no feed but
    // a path like any other (the not-found page, the real renderer matching no route).
    for (const address of ['/en/feed.xml', '/de/feed.xml']) {
      const answer = await fetch(`${baseUrl}${address}`);
      expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await answer.text()).not.toContain('<rss');
    }
  });

  it('renders a preview link with its token, never to be kept', async () => {
    const response = await fetch(`${baseUrl}/blog/preview/abc.def-_1`, { headers: { [LANGUAGE_HEADER]: 'pt' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(blog.preview).toHaveBeenCalledWith('abc.def-_1', 'pt');
    expect(blog.get).not.toHaveBeenCalled();
    expect(render).toHaveBeenCalledWith('/blog/preview/abc.def-_1', 'pt', { blogPreview: { token: 'abc.def-_1', post: null } });
  });
});

describe('the render server with its metrics on', () => {
  it('counts each answer under its route, whatever the address', async () => {
    const metrics = createRenderMetrics();
    const server = createRenderServer({
      renderer: {
        render: async (pathname: string) => ({ status: pathname === NOT_FOUND_PROBE_PATH ? 404 : 200, html: 'page' }),
      } as unknown as PageRenderer,
      blog: { list: async () => [], get: async () => null, preview: async () => null } as unknown as BlogSource,
      feedTexts: () => ({ title: 'Blog', description: 'Posts' }),
      metrics,
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      for (const address of ['/nl/blog/one-post', '/blog/another-post', '/health', '/blog/%FF'])
        await (await fetch(`${baseUrl}${address}`)).text();
      const counts = async () => {
        const histogram = await metrics.registry.getSingleMetric('rebound_http_request_duration_seconds')?.get();
        return Object.fromEntries(
          (histogram?.values ?? [])
            .filter((sample) => (sample as { metricName?: string }).metricName?.endsWith('_count'))
            .map(({ labels, value }) => [`${labels.route} ${labels.status}`, value]),
        );
      };
      // Each is counted once its connection is done, a moment after the client has the answer.
      let counted = await counts();
      for (let waited = 0; Object.values(counted).reduce((sum, value) => sum + value, 0) < 4 && waited < 5_000; waited += 20) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        counted = await counts();
      }
      expect(counted).toEqual({ 'blogPost 200': 2, '/health 200': 1, 'unmatched 404': 1 });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
