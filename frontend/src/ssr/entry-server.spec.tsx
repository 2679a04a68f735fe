/**
 * @jest-environment node
 */
import { ensureApiStore } from '../app/api-store';
import { blogApi } from '../features/blog/blog-api';
import { previewApi } from '../features/blog/preview-api';
import { testPost } from '../features/blog/test-posts';
import { renderApp } from './entry-server';

// The pages the render server renders from the API's answers (the blog, preview links).
describe('renderApp', () => {
  it("renders a preview link's post whole (title, article, head), so a reader without JavaScript reads it", async () => {
    const post = testPost({ title: 'A draft for a colleague' });
    const app = await renderApp('/blog/preview/tok.123.sig', 'en', { blogPreview: { token: 'tok.123.sig', post } });
    expect(app.status).toBe(200);
    expect(app.head.title).toContain('A draft for a colleague');
    expect(app.html).toMatch(/<h1[^>]*>A draft for a colleague</);
    expect(app.html).toContain('Controller');
  });

  it('renders an invalid or expired preview token as the not-found page with 404', async () => {
    const app = await renderApp('/blog/preview/nothing', 'en', { blogPreview: { token: 'nothing', post: null } });
    expect(app.status).toBe(404);
    expect(app.html).toContain('Post Not Found');
  });
});

// A page that uses the store (a preview link's) creates it from the server's answers while it renders, after
// its code has loaded (a chunk read from disk takes longer than a tick): no answer may be dropped as unused
// in that time. A preview answer that was (keepUnusedDataFor 0) left the page a skeleton with no title, and
// the render server answered 500.
describe("a store created from the server's answers", () => {
  afterEach(() => jest.useRealTimers());

  it('has every answer at once, under the arguments the pages ask with, and keeps it until the page has rendered', () => {
    jest.useFakeTimers();
    const post = testPost();
    const store = ensureApiStore({
      serverAnswers: {
        language: 'nl',
        blogPosts: [post],
        blogPost: { id: post.id, post },
        blogPreview: { token: 'tok', post },
      },
    });
    jest.advanceTimersByTime(10_000);
    const state = store.getState();
    expect(blogApi.endpoints.blogPosts.select('nl')(state).data?.[0].title).toBe('Our First Prototype');
    expect(blogApi.endpoints.blogPost.select({ id: post.id, lng: 'nl' })(state).data?.title).toBe('Our First Prototype');
    expect(previewApi.endpoints.previewPost.select({ token: 'tok', lng: 'nl' })(state).data?.title).toBe('Our First Prototype');
    expect(blogApi.endpoints.blogPosts.select('en')(state).data).toBeUndefined();
  });
});

describe("a blog page rendered from the API's answers", () => {
  it('renders the posts, hands the same answers to the browser with their language, and creates no store', async () => {
    const post = testPost({ title: 'Sparring with the bag' });
    const app = await renderApp('/blog', 'fa', { blogPosts: [post] });
    expect(app.html).toContain('Sparring with the bag');
    expect(app.apiState).toEqual({ language: 'fa', blogPosts: [post] });
  });

  it('hands nothing to the browser for a page rendered without answers', async () => {
    const app = await renderApp('/about', 'en');
    expect(app.apiState).toBeUndefined();
  });
});
