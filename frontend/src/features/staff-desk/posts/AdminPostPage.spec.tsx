import type { AdminBlogPost } from '@rebound/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeRequest } from '../../../test-support/fake-api';
import { renderRoute } from '../../../test-support/render';
import { OWNER_ME } from '../../../test-support/staff-session';
import { setUpStaffPageSpec } from '../staff-page-spec-setup';

const post = (changes: Partial<AdminBlogPost> = {}): AdminBlogPost => ({
  id: 'first-prototype',
  title: 'Our First Prototype',
  excerpt: 'Built in Weert.',
  content: 'Intro line',
  author: 'Rebound Team',
  category: 'technology',
  tags: ['prototype'],
  imageUrl: null,
  createdAt: '2026-11-01T09:00:00.000Z',
  updatedAt: '2026-11-02T09:00:00.000Z',
  state: 'draft',
  publishAt: '2026-11-01T09:00:00.000Z',
  language: 'en',
  revision: 3,
  translations: [],
  ...changes,
});

const PATH = '/api/admin/blog-posts/first-prototype';
const installApi = setUpStaffPageSpec();

const routes = (put: (request: FakeRequest) => { status: number; body: unknown }) => ({
  'GET /api/auth/me': { status: 200, body: OWNER_ME },
  [`GET ${PATH}`]: { status: 200, body: post() },
  [`GET ${PATH}/versions?lng=en`]: { status: 200, body: [] },
  [`PUT ${PATH}`]: put,
});

describe('AdminPostPage', () => {
  afterEach(() => localStorage.clear());

  it('previews the body with the public article and saves it after a pause, keeping a copy until then', async () => {
    const api = installApi(routes((request) => ({ status: 200, body: post({ ...(request.body as object), revision: 4 }) })));
    await renderRoute('/admin/posts/first-prototype');
    const body = await screen.findByRole('textbox', { name: 'Body' });
    fireEvent.change(body, { target: { value: '## Hardware\n- **Controller**: ESP32\n*tilted*' } });

    const preview = screen.getByTestId('studio-preview');
    expect(within(preview).getByRole('heading', { level: 3, name: 'Hardware' })).toBeInTheDocument();
    expect(within(preview).getByRole('heading', { level: 1, name: 'Our First Prototype' })).toBeInTheDocument();
    expect(await screen.findByText('Line 3: italic text is not supported; use **bold**.')).toBeInTheDocument();
    expect(localStorage.getItem('rebound.studio.draft.first-prototype.en')).toContain('ESP32');

    expect(await screen.findByText('All changes saved')).toBeInTheDocument();
    const put = api.calls.find((call) => call.method === 'PUT');
    expect(put?.body).toMatchObject({ revision: 3, content: '## Hardware\n- **Controller**: ESP32\n*tilted*', slug: 'first-prototype' });
    expect(localStorage.getItem('rebound.studio.draft.first-prototype.en')).toBeNull();
  });

  it('shows both versions on a 409 and saves mine on their revision when asked', async () => {
    const theirs = post({ content: 'Their words', revision: 7 });
    let attempt = 0;
    const api = installApi(
      routes((request) => {
        attempt += 1;
        if (attempt === 1)
          return { status: 409, body: { statusCode: 409, error: 'Conflict', message: 'Revision conflict', current: theirs } };
        return { status: 200, body: post({ ...(request.body as object), revision: 8 }) };
      }),
    );
    const user = userEvent.setup();
    await renderRoute('/admin/posts/first-prototype');
    fireEvent.change(await screen.findByRole('textbox', { name: 'Body' }), { target: { value: 'My words' } });

    const dialog = await screen.findByRole('alertdialog', { name: 'Someone else changed this post' });
    expect(within(dialog).getByText('Their words')).toBeInTheDocument();
    expect(within(dialog).getByText('My words')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Keep mine' }));

    expect(await screen.findByText('All changes saved')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'PUT').map((call) => (call.body as { revision: number }).revision)).toEqual([3, 7]);
  });

  it('restores unsaved text kept in the browser, with a notice', async () => {
    localStorage.setItem(
      'rebound.studio.draft.first-prototype.en',
      JSON.stringify({
        fields: { ...post(), slug: 'first-prototype', content: 'Typed offline' },
        baseRevision: 3,
        storedAt: '2026-11-26T10:00:00.000Z',
      }),
    );
    installApi(routes((request) => ({ status: 200, body: post({ ...(request.body as object), revision: 4 }) })));
    await renderRoute('/admin/posts/first-prototype');
    expect(await screen.findByRole('textbox', { name: 'Body' })).toHaveValue('Typed offline');
    expect(screen.getByText(/were restored from this browser/)).toBeInTheDocument();
  });
});
