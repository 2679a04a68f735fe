import type { AdminBlogPost, ApiErrorBody, BlogPostConflictBody } from '@rebound/shared';
import { useSpecApp } from '../test-support/spec-app';
import { queryTestDatabase } from '../test-support/test-database';

const BASE = '/api/admin/blog-posts';

/** Every field of a save, from the post as the editor holds it. */
const saveBody = (post: AdminBlogPost, changes: Record<string, unknown> = {}) => ({
  revision: post.revision,
  title: post.title,
  slug: post.id,
  excerpt: post.excerpt,
  content: post.content,
  author: post.author,
  category: post.category,
  tags: post.tags,
  imageUrl: post.imageUrl,
  ...changes,
});

describe('blog studio: create, read and save posts', () => {
  const spec = useSpecApp({ admin: true });

  const create = async (body: Record<string, unknown>) => (await spec.admin.post(BASE).send(body).expect(201)).body as AdminBlogPost;

  it('creates a draft with a slug made from the title: accents transliterated, collisions numbered', async () => {
    const first = await create({ title: 'Première Boxe à Weert!', content: 'Hello **world**', tags: ['  a ', 'b', 'a'] });
    expect(first).toMatchObject({
      id: 'premiere-boxe-a-weert',
      state: 'draft',
      revision: 1,
      language: 'en',
      title: 'Première Boxe à Weert!',
      excerpt: '',
      content: 'Hello **world**',
      tags: ['a', 'b'],
      imageUrl: null,
      translations: [],
    });
    expect((await create({ title: 'Premiere boxe a Weert' })).id).toBe('premiere-boxe-a-weert-2');
    expect((await create({ title: 'PREMIÈRE BOXE À WEERT' })).id).toBe('premiere-boxe-a-weert-3');
    expect((await create({ title: 'Anything', slug: 'premiere-boxe-a-weert' })).id).toBe('premiere-boxe-a-weert-4');
    // A slug of a seeded (published) post is taken as well.
    expect((await create({ title: 'First prototype', slug: 'first-prototype-weert' })).id).toBe('first-prototype-weert-2');
  });

  it('makes the signed-in person the author of a new post that names none; a named author stays', async () => {
    expect((await create({ title: 'Who wrote this' })).author).toBe('owner');
    expect((await create({ title: 'Someone else wrote this', author: 'Ana' })).author).toBe('Ana');
  });

  it('gives a Persian-only title a post-<random> slug, and keeps the language asked for', async () => {
    const post = await create({ title: 'کیسه بوکس هوشمند در مدرسه', language: 'fa', content: 'متن' });
    expect(post.id).toMatch(/^post-[a-z0-9]{6}$/);
    expect(post.language).toBe('fa');
    const read = (await spec.admin.get(`${BASE}/${post.id}`).expect(200)).body as AdminBlogPost;
    expect(read).toEqual(post);
  });

  it('refuses a slug that is not one, with 400 naming the field', async () => {
    for (const slug of ['Upper', 'a--b', 'ends-', 'é', 'a'.repeat(81)]) {
      const body = (await spec.admin.post(BASE).send({ title: 'x', slug }).expect(400)).body as ApiErrorBody;
      expect(body.errors?.[0]?.field).toBe('slug');
    }
  });

  it('saves with the revision read and bumps it; a stale revision gets 409 with the post as it is now', async () => {
    const post = await create({ title: 'Saving twice' });
    const saved = (
      await spec.admin
        .put(`${BASE}/${post.id}`)
        .send(saveBody(post, { content: 'v2', author: 'Ana' }))
        .expect(200)
    ).body as AdminBlogPost;
    expect(saved).toMatchObject({ revision: 2, content: 'v2', author: 'Ana', state: 'draft' });
    expect(saved.updatedAt).not.toBeNull();

    const stale = (
      await spec.admin
        .put(`${BASE}/${post.id}`)
        .send(saveBody(post, { content: 'lost?' }))
        .expect(409)
    ).body as BlogPostConflictBody;
    expect(stale.statusCode).toBe(409);
    expect(stale.current).toEqual(saved);
    expect(((await spec.admin.get(`${BASE}/${post.id}`).expect(200)).body as AdminBlogPost).content).toBe('v2');
  });

  it('lets exactly one of two concurrent saves of the same revision win', async () => {
    const post = await create({ title: 'Two editors' });
    const [a, b] = await Promise.all([
      spec.admin.put(`${BASE}/${post.id}`).send(saveBody(post, { content: 'from A' })),
      spec.admin.put(`${BASE}/${post.id}`).send(saveBody(post, { content: 'from B' })),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const winner = (a.status === 200 ? a : b).body as AdminBlogPost;
    const loser = (a.status === 409 ? a : b).body as BlogPostConflictBody;
    expect(loser.current.content).toBe(winner.content);
    expect(loser.current.revision).toBe(2);
  });

  it('renames a draft without leaving a redirect; a taken slug is 409 slug_taken', async () => {
    const post = await create({ title: 'Old name' });
    const renamed = (
      await spec.admin
        .put(`${BASE}/${post.id}`)
        .send(saveBody(post, { slug: 'new-name' }))
        .expect(200)
    ).body as AdminBlogPost;
    expect(renamed.id).toBe('new-name');
    await spec.admin.get(`${BASE}/old-name`).expect(404);
    expect(await queryTestDatabase('SELECT * FROM blog_post_redirects WHERE post_id = $1', ['new-name'])).toEqual([]);
    const taken = (
      await spec.admin
        .put(`${BASE}/new-name`)
        .send(saveBody(renamed, { slug: 'first-prototype-weert' }))
        .expect(409)
    ).body as ApiErrorBody;
    expect(taken.errors).toEqual([expect.objectContaining({ field: 'slug', code: 'slug_taken' })]);
  });

  it('answers 404 for a post that does not exist, on every call', async () => {
    await spec.admin.get(`${BASE}/no-such-post`).expect(404);
    const body = {
      revision: 1,
      title: 't',
      slug: 'no-such-post',
      excerpt: '',
      content: '',
      author: '',
      category: '',
      tags: [],
      imageUrl: null,
    };
    await spec.admin.put(`${BASE}/no-such-post`).send(body).expect(404);
    await spec.admin.post(`${BASE}/no-such-post/publish`).send({}).expect(404);
    await spec.admin.post(`${BASE}/no-such-post/unpublish`).expect(404);
    await spec.admin.delete(`${BASE}/no-such-post`).expect(404);
    await spec.admin.post(`${BASE}/no-such-post/preview-link`).expect(404);
  });
});
