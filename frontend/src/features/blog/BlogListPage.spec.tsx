import { act, screen, within } from '@testing-library/react';
import { EXTERNAL_LINKS } from '../../app/config/external-links';
import { PRODUCT_NAME } from '../../app/config/product';
import { type FakeApi, heldAnswer, installFakeApi } from '../../test-support/fake-api';
import { renderRoute } from '../../test-support/render';
import { testPost, words } from './test-posts';

const FEATURED = testPost({
  id: 'pilot-results',
  title: 'Pilot Results from Eindhoven and Weert',
  category: 'milestone',
  content: words(201),
});
const SECOND = testPost({
  id: 'diy-kit',
  title: 'The DIY Kit',
  category: 'community',
  tags: ['diy', 'open-source', 'community', 'makers', 'kits'],
  imageUrl: 'https://images.example.org/kit.jpg',
});
const THIRD = testPost({ id: 'academy', title: 'The Academy', category: 'events', tags: ['academy'] });

let api: FakeApi;
afterEach(() => api.restore());

const renderList = async (language?: 'fa') => {
  const rendered = await renderRoute('/blog', { language });
  await screen.findByRole('heading', { level: 1 });
  return rendered;
};

describe('BlogListPage', () => {
  it('shows three placeholder cards, announced as loading, until the posts arrive', async () => {
    const held = heldAnswer({ status: 200, body: [FEATURED] });
    api = installFakeApi({ 'GET /api/blog-posts?lng=en': held.route });
    await renderList();
    expect(screen.getByRole('heading', { level: 1, name: `${PRODUCT_NAME} Progress Blog` })).toBeInTheDocument();
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading blog posts…');
    const busy = status.closest('[aria-busy="true"]') as HTMLElement;
    expect(busy).not.toBeNull();
    expect(busy.querySelector('[aria-hidden="true"]')?.children).toHaveLength(3);

    await act(async () => held.release());
    expect(await screen.findByRole('heading', { level: 3, name: FEATURED.title })).toBeInTheDocument();
    expect(screen.queryByText('Loading blog posts…')).not.toBeInTheDocument();
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
  });

  it('shows the first post as the featured story and the others under Latest Updates, in the order sent', async () => {
    api = installFakeApi({ 'GET /api/blog-posts?lng=en': { status: 200, body: [FEATURED, SECOND, THIRD] } });
    await renderList();
    await screen.findByRole('heading', { level: 3, name: FEATURED.title });
    expect(
      within(screen.getByRole('main'))
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual([
      `${PRODUCT_NAME} Progress Blog`,
      'Featured Story',
      FEATURED.title,
      'Latest Updates',
      SECOND.title,
      THIRD.title,
      'Be Part of the Next Chapter',
    ]);

    const featured = screen.getByRole('heading', { level: 3, name: FEATURED.title }).closest('article') as HTMLElement;
    expect(within(featured).getByText('Milestone')).toBeInTheDocument();
    expect(within(featured).getByText(FEATURED.excerpt)).toBeInTheDocument();
    expect(within(featured).getByText('Rebound Team')).toBeInTheDocument();
    expect(within(featured).getByText('18 February 2025')).toHaveAttribute('dateTime', FEATURED.createdAt);
    expect(within(featured).getByText('2 min read')).toBeInTheDocument();
    expect(within(featured).getByRole('link', { name: `Read Full Story: ${FEATURED.title}` })).toHaveAttribute(
      'href',
      '/blog/pilot-results',
    );
    // Without a photo the featured story gets a decorative drawing, hidden from screen readers.
    expect(featured.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    expect(within(featured).queryByRole('img')).not.toBeInTheDocument();

    const card = screen.getByRole('heading', { level: 3, name: SECOND.title }).closest('article') as HTMLElement;
    expect(within(card).getByText('Community')).toBeInTheDocument();
    expect(within(card).getByText('1 min read')).toBeInTheDocument();
    expect(card.querySelector('img')).toHaveAttribute('src', SECOND.imageUrl);
    expect(within(card).getByRole('list', { name: 'Tags' }).textContent).toBe('#diy#open-source#community');
    expect(within(card).getByRole('link', { name: `Read More: ${SECOND.title}` })).toHaveAttribute('href', '/blog/diy-kit');

    const other = screen.getByRole('heading', { level: 3, name: THIRD.title }).closest('article') as HTMLElement;
    // An unknown category is shown as the server wrote it.
    expect(within(other).getByText('events')).toBeInTheDocument();
    expect(other.querySelector('img')).toBeNull();
    expect(screen.queryByText('No additional posts yet')).not.toBeInTheDocument();
  });

  it.each([
    ['one post', [FEATURED]],
    ['no posts', []],
  ])('with %s says there is nothing more yet and links to the early adopters', async (_, posts) => {
    api = installFakeApi({ 'GET /api/blog-posts?lng=en': { status: 200, body: posts } });
    await renderList();
    expect(await screen.findByRole('heading', { level: 3, name: 'No additional posts yet' })).toBeInTheDocument();
    expect(screen.getByText('Check back soon: we write about every pilot, build and partnership as it happens.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Join Our Early Adopters' })).toHaveAttribute('href', '/early-adopters');
    expect(screen.queryAllByRole('heading', { name: 'Featured Story' })).toHaveLength(posts.length);
  });

  it('shows no error when the list fails, only the page without posts', async () => {
    api = installFakeApi({ 'GET /api/blog-posts?lng=en': { status: 500, body: 'database down' } });
    await renderList();
    expect(await screen.findByRole('heading', { level: 3, name: 'No additional posts yet' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(/database down|500/)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Be Part of the Next Chapter' })).toBeInTheDocument();
  });

  it('closes with the programme page and the external sign-up form', async () => {
    api = installFakeApi({ 'GET /api/blog-posts?lng=en': { status: 200, body: [FEATURED] } });
    await renderList();
    const closing = (await screen.findByRole('heading', { level: 2, name: 'Be Part of the Next Chapter' })).closest(
      'section',
    ) as HTMLElement;
    expect(within(closing).getByText(/has 30 places/)).toBeInTheDocument();
    expect(within(closing).getByRole('link', { name: 'About the Early Adopter Programme' })).toHaveAttribute('href', '/early-adopters');
    const signUp = within(closing).getByRole('link', { name: /Sign Up as an Early Adopter/ });
    expect(signUp).toHaveAttribute('href', EXTERNAL_LINKS.forms.earlyAdopterSignup);
    expect(signUp).toHaveAttribute('target', '_blank');
    expect(api.calls).toEqual([{ method: 'GET', path: '/api/blog-posts?lng=en', body: undefined }]);
  });

  it('speaks Persian, with Persian digits in dates and reading times', async () => {
    api = installFakeApi({ 'GET /api/blog-posts?lng=fa': { status: 200, body: [FEATURED] } });
    await renderList('fa');
    expect(screen.getByRole('heading', { level: 1, name: `وبلاگ ${PRODUCT_NAME}: گزارش پیشرفت` })).toBeInTheDocument();
    expect(await screen.findByText('۲ دقیقه مطالعه')).toBeInTheDocument();
    expect(screen.getByText('نقطهٔ عطف')).toBeInTheDocument();
  });

  it("notes on each card shown in another language than the page's which language it is in, and on no other", async () => {
    const dutchVersion = { ...SECOND, title: 'De bouwkit', language: 'nl' as const, languages: ['en' as const, 'nl' as const] };
    api = installFakeApi({ 'GET /api/blog-posts?lng=nl': { status: 200, body: [FEATURED, dutchVersion, THIRD] } });
    await renderRoute('/blog', { language: 'nl' });
    await screen.findByRole('heading', { level: 3, name: 'De bouwkit' });
    const cardOf = (title: string) => screen.getByRole('heading', { level: 3, name: title }).closest('article') as HTMLElement;
    expect(within(cardOf(FEATURED.title)).getByText('Dit bericht is in het Engels.')).toBeInTheDocument();
    expect(within(cardOf(THIRD.title)).getByText('Dit bericht is in het Engels.')).toBeInTheDocument();
    expect(within(cardOf('De bouwkit')).queryByText(/Dit bericht is in het/)).toBeNull();
  });

  it('hydrates from the answers the page arrived with: no call to the API and no API store', async () => {
    api = installFakeApi({});
    const rendered = await renderRoute('/blog', { language: 'fa', serverAnswers: { language: 'fa', blogPosts: [FEATURED, SECOND] } });
    expect(screen.getByRole('heading', { level: 3, name: FEATURED.title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: SECOND.title })).toBeInTheDocument();
    expect(api.calls).toEqual([]);
    expect(rendered.holder.store).toBeUndefined();
  });

  it("asks the API when the page's answers are in another language than the page's", async () => {
    api = installFakeApi({ 'GET /api/blog-posts?lng=nl': { status: 200, body: [THIRD] } });
    const rendered = await renderRoute('/blog', { language: 'nl', serverAnswers: { language: 'fa', blogPosts: [FEATURED] } });
    expect(await screen.findByRole('heading', { level: 3, name: THIRD.title })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 3, name: FEATURED.title })).toBeNull();
    expect(api.calls).toEqual([{ method: 'GET', path: '/api/blog-posts?lng=nl', body: undefined }]);
    expect(rendered.holder.store).toBeDefined();
  });

  it('adds no note in the language the posts are written in', async () => {
    api = installFakeApi({ 'GET /api/blog-posts?lng=en': { status: 200, body: [FEATURED, SECOND] } });
    await renderList();
    await screen.findByRole('heading', { level: 3, name: SECOND.title });
    expect(screen.queryByText(/This post is in/)).toBeNull();
  });
});
