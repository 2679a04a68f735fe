import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FakeApi, heldAnswer, installFakeApi } from '../../test-support/fake-api';
import { renderRoute } from '../../test-support/render';
import { testPost, words } from './test-posts';

const POST = testPost({
  content: `# From waste tyres\n\nBuilt in **Weert**.\n\n- **Controller**: ESP32\n- **Sensor**: QMI8658\n${words(400)}`,
});

let api: FakeApi;
afterEach(() => {
  api.restore();
  Reflect.deleteProperty(navigator, 'share');
});

const renderPost = (id = POST.id, language?: 'fa') => renderRoute(`/blog/${id}`, { language });
const mockShare = (implementation: () => Promise<void>) => {
  const share = jest.fn(implementation);
  Object.defineProperty(navigator, 'share', { value: share, configurable: true });
  return share;
};

describe('BlogPostPage', () => {
  it('shows a skeleton, announced as loading, while the post loads', async () => {
    const held = heldAnswer({ status: 200, body: POST });
    api = installFakeApi({ [`GET /api/blog-posts/${POST.id}?lng=en`]: held.route });
    await renderPost();
    expect(await screen.findByText('Loading blog post…')).toHaveAttribute('role', 'status');
    expect(screen.getByText('Loading blog post…').closest('[aria-busy="true"]')).not.toBeNull();
    await act(async () => held.release());
    expect(await screen.findByRole('heading', { level: 1, name: POST.title })).toBeInTheDocument();
    expect(screen.queryByText('Loading blog post…')).not.toBeInTheDocument();
  });

  it.each([
    ['a 404', { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'No such post' } }],
    ['a server error', { status: 500, body: 'boom' }],
    ['an empty answer', { status: 200, body: '' }],
  ])('shows Post Not Found for %s', async (_, answer) => {
    api = installFakeApi({ 'GET /api/blog-posts/missing-post?lng=en': answer });
    await renderPost('missing-post');
    expect(await screen.findByRole('heading', { level: 1, name: 'Post Not Found' })).toBeInTheDocument();
    expect(screen.getByText("The blog post you're looking for doesn't exist or has been removed.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog');
    expect(api.calls.map((call) => call.path)).toEqual(['/api/blog-posts/missing-post?lng=en']);
  });

  it('asks for the id as one encoded path segment', async () => {
    api = installFakeApi({});
    await renderPost('a%20b%2Fc');
    await screen.findByRole('heading', { level: 1, name: 'Post Not Found' });
    expect(api.calls.map((call) => call.path)).toEqual(['/api/blog-posts/a%20b%2Fc?lng=en']);
  });

  it('shows the whole post: header, body, footer and call to action', async () => {
    api = installFakeApi({ [`GET /api/blog-posts/${POST.id}?lng=en`]: { status: 200, body: POST } });
    await renderPost();
    const main = within(screen.getByRole('main'));
    expect(await main.findByRole('heading', { level: 1, name: POST.title })).toBeInTheDocument();
    expect(main.getAllByRole('link', { name: 'Back to Blog' })[0]).toHaveAttribute('href', '/blog');
    expect(main.getByText('Technology')).toBeInTheDocument();
    const [topTags, allTags] = main.getAllByRole('list', { name: 'Tags' });
    expect(topTags.textContent).toBe('#prototype#hardware#esp32');
    expect(allTags.textContent).toBe('#prototype#hardware#esp32#weert#tyres');
    expect(main.getByText(POST.excerpt)).toBeInTheDocument();
    expect(main.getByText('18 February 2025')).toHaveAttribute('dateTime', POST.createdAt);
    expect(main.getByText('3 min read')).toBeInTheDocument();
    // Body: markup "# " sits one level below the title.
    expect(main.getByRole('heading', { level: 2, name: 'From waste tyres' })).toBeInTheDocument();
    expect(main.getByText('Weert').tagName).toBe('STRONG');
    expect(main.getByText('Controller:').closest('li')).toHaveTextContent('Controller: ESP32');
    // No photo: no image.
    expect(main.queryByRole('img')).not.toBeInTheDocument();
    expect(main.getByText('Written by Rebound Team')).toBeInTheDocument();
    expect(main.getByText('Published on 18 February 2025')).toBeInTheDocument();
    expect(main.queryByText(/Updated on/)).not.toBeInTheDocument();
    const cta = main.getByRole('complementary', { name: 'Want to Train with Rebound?' });
    expect(within(cta).getByRole('link', { name: 'Become an Early Adopter' })).toHaveAttribute('href', '/early-adopters');
    expect(within(cta).getByRole('link', { name: 'Join the Community' })).toHaveAttribute('href', '/community');
    expect(document.title).toBe(`${POST.title} · Rebound`);
  });

  it('adds the update date when the post changed after publication, and shows its photo with the title as text', async () => {
    const updated = testPost({ updatedAt: '2025-06-03T12:00:00.000Z', imageUrl: 'https://images.example.org/bag.jpg' });
    api = installFakeApi({ [`GET /api/blog-posts/${updated.id}?lng=en`]: { status: 200, body: updated } });
    await renderPost();
    expect(await screen.findByText('Published on 18 February 2025 • Updated on 3 June 2025')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: updated.title })).toHaveAttribute('src', updated.imageUrl);
  });

  it('keeps the update date out when it equals the creation date', async () => {
    const same = testPost({ updatedAt: '2025-02-18T10:00:00+01:00' });
    api = installFakeApi({ [`GET /api/blog-posts/${same.id}?lng=en`]: { status: 200, body: same } });
    await renderPost();
    expect(await screen.findByText('Published on 18 February 2025')).toBeInTheDocument();
    expect(screen.queryByText(/Updated on/)).not.toBeInTheDocument();
  });

  it('shares the title, excerpt and address through the device', async () => {
    const share = mockShare(() => Promise.resolve());
    api = installFakeApi({ [`GET /api/blog-posts/${POST.id}?lng=en`]: { status: 200, body: POST } });
    await renderPost();
    await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({ title: POST.title, text: POST.excerpt, url: window.location.href });
  });

  it('stays quiet when the visitor closes the share sheet, and says so when sharing fails', async () => {
    const share = mockShare(() => Promise.reject(new DOMException('Share canceled', 'AbortError')));
    api = installFakeApi({ [`GET /api/blog-posts/${POST.id}?lng=en`]: { status: 200, body: POST } });
    await renderPost();
    await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(/Sharing did not work/)).not.toBeInTheDocument();

    share.mockImplementation(() => Promise.reject(new DOMException('Not allowed', 'NotAllowedError')));
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByText(/Sharing did not work/)).toBeInTheDocument();
  });

  it('copies the address and says so where the device has no share sheet', async () => {
    const writeText = jest.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    api = installFakeApi({ [`GET /api/blog-posts/${POST.id}?lng=en`]: { status: 200, body: POST } });
    await renderPost();
    await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
    expect(writeText).toHaveBeenCalledWith(window.location.href);
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    expect(screen.getByText('Paste it wherever you want to share this post.')).toBeInTheDocument();

    writeText.mockImplementation(() => Promise.reject(new DOMException('Not allowed', 'NotAllowedError')));
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByText(/Sharing did not work/)).toBeInTheDocument();
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  it('speaks Persian around the post, and says the post is in English', async () => {
    api = installFakeApi({ [`GET /api/blog-posts/${POST.id}?lng=fa`]: { status: 200, body: POST } });
    await renderPost(POST.id, 'fa');
    expect(await screen.findByRole('heading', { level: 1, name: POST.title })).toBeInTheDocument();
    expect(screen.getByText('نوشتهٔ Rebound Team')).toBeInTheDocument();
    expect(screen.getByText('۳ دقیقه مطالعه')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'بازگشت به وبلاگ' })[0]).toHaveAttribute('href', '/blog');
    // The original, in English: the note in the reader's language, and the post's texts marked English for screen readers.
    expect(screen.getByText('این نوشته به زبان انگلیسی است.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: POST.title })).toHaveAttribute('lang', 'en');
  });

  it("shows a post in the page's language without a note when it has a version in it", async () => {
    const dutch = { ...POST, title: 'Ons eerste prototype', language: 'nl' as const, languages: ['en' as const, 'nl' as const] };
    api = installFakeApi({ [`GET /api/blog-posts/${POST.id}?lng=nl`]: { status: 200, body: dutch } });
    await renderRoute(`/blog/${POST.id}`, { language: 'nl' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ons eerste prototype' })).toHaveAttribute('lang', 'nl');
    expect(screen.queryByText(/Dit bericht is in het/)).toBeNull();
  });

  it('hydrates from the post the page arrived with, or its absence, without calling the API or creating a store', async () => {
    api = installFakeApi({});
    const rendered = await renderRoute(`/blog/${POST.id}`, { serverAnswers: { language: 'en', blogPost: { id: POST.id, post: POST } } });
    expect(screen.getByRole('heading', { level: 1, name: POST.title })).toBeInTheDocument();
    rendered.unmount();
    const missing = await renderRoute('/blog/gone', { serverAnswers: { language: 'en', blogPost: { id: 'gone', post: null } } });
    expect(screen.getByRole('heading', { level: 1, name: 'Post Not Found' })).toBeInTheDocument();
    expect(api.calls).toEqual([]);
    expect(rendered.holder.store).toBeUndefined();
    expect(missing.holder.store).toBeUndefined();
  });

  it("asks the API for a post the page's answers are not about", async () => {
    api = installFakeApi({ [`GET /api/blog-posts/${POST.id}?lng=en`]: { status: 200, body: POST } });
    await renderRoute(`/blog/${POST.id}`, { serverAnswers: { language: 'en', blogPost: { id: 'another-post', post: null } } });
    expect(await screen.findByRole('heading', { level: 1, name: POST.title })).toBeInTheDocument();
    expect(api.calls).toEqual([{ method: 'GET', path: `/api/blog-posts/${POST.id}?lng=en`, body: undefined }]);
  });

  it('speaks Persian on the not-found page', async () => {
    api = installFakeApi({});
    await renderPost('gone', 'fa');
    expect(await screen.findByRole('heading', { level: 1, name: 'نوشته پیدا نشد' })).toBeInTheDocument();
  });
});
