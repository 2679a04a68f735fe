import type { AdminBlogPost, PublicBlogPostDto } from '@rebound/shared';
import request from 'supertest';
import { eventually } from '../test-support/eventually';
import { useSpecApp } from '../test-support/spec-app';
import { queryTestDatabase } from '../test-support/test-database';

const BASE = '/api/admin/blog-posts';

describe('blog studio: publishing, old slugs and what the public sees', () => {
  const spec = useSpecApp({ admin: true });

  const create = async (body: Record<string, unknown>) => (await spec.admin.post(BASE).send(body).expect(201)).body as AdminBlogPost;
  const publicIds = async (query = '') =>
    ((await request(spec.server).get(`/api/blog-posts${query}`).expect(200)).body as PublicBlogPostDto[]).map((post) => post.id);
  const publish = async (id: string, at?: string) =>
    (
      await spec.admin
        .post(`${BASE}/${id}/publish`)
        .send(at === undefined ? {} : { at })
        .expect(200)
    ).body as AdminBlogPost;

  it('keeps a plain-SQL insert of the old columns published at once', async () => {
    await queryTestDatabase(
      `INSERT INTO blog_posts (id, title, excerpt, content, author, category, tags) VALUES ('sql-note', 'By SQL', 'x', 'y', 'Ops', 'news', ARRAY['a'])`,
    );
    const post = (await request(spec.server).get('/api/blog-posts/sql-note').expect(200)).body as PublicBlogPostDto;
    expect(post).toMatchObject({ id: 'sql-note', language: 'en', originalLanguage: 'en', languages: ['en'] });
    expect((await publicIds())[0]).toBe('sql-note');
    const staff = (await spec.admin.get(`${BASE}/sql-note`).expect(200)).body as AdminBlogPost;
    expect(staff).toMatchObject({ state: 'published', revision: 1 });

    // An insert that dates the post in the past is published under that date.
    await queryTestDatabase(
      `INSERT INTO blog_posts (id, title, excerpt, content, author, category, created_at) VALUES ('sql-old', 'Old', 'x', 'y', 'Ops', 'news', '2020-01-01T10:00:00Z')`,
    );
    const old = (await request(spec.server).get('/api/blog-posts/sql-old').expect(200)).body as PublicBlogPostDto;
    expect(old.createdAt).toBe('2020-01-01T10:00:00.000Z');
  });

  it('keeps drafts out of every public answer, publishes now, and unpublishes', async () => {
    const draft = await create({ title: 'Not yet', content: 'secret draft' });
    expect(await publicIds()).not.toContain(draft.id);
    await request(spec.server).get(`/api/blog-posts/${draft.id}`).expect(404);

    const published = await publish(draft.id);
    expect(published.state).toBe('published');
    expect((await publicIds())[0]).toBe(draft.id);
    const read = (await request(spec.server).get(`/api/blog-posts/${draft.id}`).expect(200)).body as PublicBlogPostDto;
    expect(read.createdAt).toBe(published.publishAt);

    const unpublished = (await spec.admin.post(`${BASE}/${draft.id}/unpublish`).expect(200)).body as AdminBlogPost;
    expect(unpublished.state).toBe('unpublished');
    expect(await publicIds()).not.toContain(draft.id);
    await request(spec.server).get(`/api/blog-posts/${draft.id}`).expect(404);
  });

  it('schedules a post: not public before its time, public after it without a restart', async () => {
    const post = await create({ title: 'Scheduled post' });
    const at = new Date(Date.now() + 3_600_000).toISOString();
    const scheduled = await publish(post.id, at);
    expect(scheduled).toMatchObject({ state: 'scheduled', publishAt: at });
    expect(await publicIds()).not.toContain(post.id);
    await request(spec.server).get(`/api/blog-posts/${post.id}`).expect(404);
    const listed = (await spec.admin.get(`${BASE}?state=scheduled`).expect(200)).body as Array<{ id: string }>;
    expect(listed.map((item) => item.id)).toEqual([post.id]);

    // Its time comes (moved into the past, as the clock would): public on the next read.
    await queryTestDatabase(`UPDATE blog_posts SET publish_at = now() - interval '1 second' WHERE id = $1`, [post.id]);
    await request(spec.server).get(`/api/blog-posts/${post.id}`).expect(200);
    expect(((await spec.admin.get(`${BASE}/${post.id}`).expect(200)).body as AdminBlogPost).state).toBe('published');
  });

  it('publishes one second ahead and the post appears by itself', async () => {
    const post = await create({ title: 'Soon' });
    await publish(post.id, new Date(Date.now() + 1_000).toISOString());
    await request(spec.server).get(`/api/blog-posts/${post.id}`).expect(404);
    await eventually(async () => ((await publicIds()).includes(post.id) ? true : undefined), 10_000);
  });

  it('treats a time in the past as now', async () => {
    const post = await create({ title: 'Past' });
    const before = Date.now();
    const published = await publish(post.id, '2020-01-01T00:00:00Z');
    expect(Date.parse(published.publishAt)).toBeGreaterThanOrEqual(before - 1_000);
    expect(published.state).toBe('published');
  });

  it('answers an old slug of a published post with 301 to the new one, query kept', async () => {
    const post = await create({ title: 'Moving post' });
    const published = await publish(post.id);
    const body = { ...published, slug: 'moved-post', translations: undefined, state: undefined, publishAt: undefined, language: undefined };
    const { id: _id, createdAt: _c, updatedAt: _u, ...rest } = body;
    await spec.admin
      .put(`${BASE}/${post.id}`)
      .send(JSON.parse(JSON.stringify(rest)))
      .expect(200);

    const moved = await request(spec.server).get(`/api/blog-posts/${post.id}?lng=nl`).expect(301);
    expect(moved.headers.location).toBe('/api/blog-posts/moved-post?lng=nl');
    expect(moved.body).toEqual({ movedTo: 'moved-post' });
    await request(spec.server).get('/api/blog-posts/moved-post').expect(200);
    expect(await publicIds()).not.toContain(post.id);

    // Once the post is unpublished its old slug leads nowhere either.
    await spec.admin.post(`${BASE}/moved-post/unpublish`).expect(200);
    await request(spec.server).get(`/api/blog-posts/${post.id}`).expect(404);
  });

  it('serves a translation by ?lng=, the original otherwise, and marks a translation outdated after the original changes', async () => {
    const post = await publish((await create({ title: 'Hello', content: 'English body', excerpt: 'en' })).id);
    const withNl = (
      await spec.admin
        .put(`${BASE}/${post.id}/translations/nl`)
        .send({ revision: 0, title: 'Hallo', excerpt: 'nl', content: 'Nederlandse tekst' })
        .expect(200)
    ).body as AdminBlogPost;
    expect(withNl.translations).toEqual([
      expect.objectContaining({ language: 'nl', title: 'Hallo', revision: 1, sourceRevision: post.revision, outdated: false }),
    ]);

    const dutch = (await request(spec.server).get(`/api/blog-posts/${post.id}?lng=nl`).expect(200)).body as PublicBlogPostDto;
    expect(dutch).toMatchObject({
      title: 'Hallo',
      content: 'Nederlandse tekst',
      language: 'nl',
      originalLanguage: 'en',
      languages: ['en', 'nl'],
    });
    const persian = (await request(spec.server).get(`/api/blog-posts/${post.id}?lng=fa`).expect(200)).body as PublicBlogPostDto;
    expect(persian).toMatchObject({ title: 'Hello', language: 'en', languages: ['en', 'nl'] });
    const list = (await request(spec.server).get('/api/blog-posts?lng=nl').expect(200)).body as PublicBlogPostDto[];
    expect(list.find((item) => item.id === post.id)?.title).toBe('Hallo');
    await request(spec.server).get('/api/blog-posts?lng=xx').expect(400);

    // The translation in the original's own language is refused; a stale translation revision is 409.
    await spec.admin.put(`${BASE}/${post.id}/translations/en`).send({ revision: 0, title: 'x', excerpt: '', content: '' }).expect(400);
    await spec.admin.put(`${BASE}/${post.id}/translations/nl`).send({ revision: 0, title: 'x', excerpt: '', content: '' }).expect(409);
    await spec.admin.put(`${BASE}/${post.id}/translations/xx`).send({ revision: 0, title: 'x', excerpt: '', content: '' }).expect(400);

    const { translations: _t, state: _s, publishAt: _p, language: _l, id, createdAt: _c, updatedAt: _u, ...fields } = withNl;
    const changed = (
      await spec.admin
        .put(`${BASE}/${id}`)
        .send({ ...fields, slug: id, content: 'Changed' })
        .expect(200)
    ).body as AdminBlogPost;
    expect(changed.translations[0]).toMatchObject({ language: 'nl', outdated: true, sourceRevision: post.revision });

    await spec.admin.delete(`${BASE}/${id}/translations/nl`).expect(204);
    await spec.admin.delete(`${BASE}/${id}/translations/nl`).expect(404);
    const back = (await request(spec.server).get(`/api/blog-posts/${id}?lng=nl`).expect(200)).body as PublicBlogPostDto;
    expect(back).toMatchObject({ language: 'en', languages: ['en'] });
  });

  it('keeps the last 20 versions per language, newest first, and restores one as a new save', async () => {
    let post = await create({ title: 'Versioned', content: 'word '.repeat(3).trim() });
    for (let save = 2; save <= 23; save++) {
      const { translations: _t, state: _s, publishAt: _p, language: _l, id, createdAt: _c, updatedAt: _u, ...fields } = post;
      post = (
        await spec.admin
          .put(`${BASE}/${id}`)
          .send({ ...fields, slug: id, content: `revision ${save}` })
          .expect(200)
      ).body as AdminBlogPost;
    }
    const versions = (await spec.admin.get(`${BASE}/${post.id}/versions?lng=en`).expect(200)).body as Array<{
      id: string;
      revision: number;
      wordCount: number;
      language: string;
    }>;
    expect(versions).toHaveLength(20);
    expect(versions.map((version) => version.revision)).toEqual(Array.from({ length: 20 }, (_, index) => 23 - index));
    expect(versions[0]).toMatchObject({ language: 'en', wordCount: 2 });

    const oldest = versions[19];
    await spec.admin
      .post(`${BASE}/${post.id}/versions/${oldest.id}/restore`)
      .send({ revision: post.revision - 1 })
      .expect(409);
    const restored = (
      await spec.admin.post(`${BASE}/${post.id}/versions/${oldest.id}/restore`).send({ revision: post.revision }).expect(200)
    ).body as AdminBlogPost;
    expect(restored).toMatchObject({ revision: 24, content: 'revision 4' });
    await spec.admin.post(`${BASE}/${post.id}/versions/99999999/restore`).send({ revision: 24 }).expect(404);
    await spec.admin.post(`${BASE}/${post.id}/versions/not-a-number/restore`).send({ revision: 24 }).expect(404);
  });
});
