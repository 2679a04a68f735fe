/**
 * @jest-environment node
 */
import { createStore } from '../app/store';
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

// The server hands its answers to the store before the page's code has loaded (a chunk read from disk
// takes longer than a tick), so no answer may be dropped as unused in that time: a preview answer that
// was (keepUnusedDataFor 0) left the page a skeleton with no title, and the render server answered 500.
describe("the server's answers in the store", () => {
  afterEach(() => jest.useRealTimers());

  it.each([
    ['a preview link', 'previewPost' as const],
    ['one post', 'blogPost' as const],
  ])('keep %s until the page that reads it has rendered', async (_name, endpoint) => {
    jest.useFakeTimers();
    const store = createStore();
    const preview = { token: 'tok', lng: 'en' } as const;
    const onePost = { id: 'first-prototype-weert', lng: 'en' } as const;
    if (endpoint === 'previewPost') await store.dispatch(previewApi.util.upsertQueryData('previewPost', preview, testPost()));
    else await store.dispatch(blogApi.util.upsertQueryData('blogPost', onePost, testPost()));
    jest.advanceTimersByTime(10_000);
    const selected =
      endpoint === 'previewPost'
        ? previewApi.endpoints.previewPost.select(preview)(store.getState())
        : blogApi.endpoints.blogPost.select(onePost)(store.getState());
    expect(selected.data?.title).toBe('Our First Prototype');
  });
});
