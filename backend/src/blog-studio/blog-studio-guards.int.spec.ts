import type { AdminBlogPost, AdminBlogPostListItem, BlogPreviewLink, PublicBlogPostDto } from '@rebound/shared';
import request from 'supertest';
import { AdminSecrets } from '../auth/admin-secrets';
import { useSpecApp } from '../test-support/spec-app';
import { queryTestDatabase } from '../test-support/test-database';
import { PreviewTokenSigner } from './preview-token';

const BASE = '/api/admin/blog-posts';

describe('blog studio: sessions, same-origin, audit, paging, preview links and hostile input', () => {
  const spec = useSpecApp({ admin: true });
  const origin = () => new URL(spec.environment.PUBLIC_URL).origin;
  const create = async (body: Record<string, unknown>) => (await spec.admin.post(BASE).send(body).expect(201)).body as AdminBlogPost;

  it('answers every staff call 401 without a session, and every change 403 from another site', async () => {
    const post = await create({ title: 'Guarded' });
    const calls: Array<[string, string]> = [
      ['get', BASE],
      ['post', BASE],
      ['get', `${BASE}/${post.id}`],
      ['put', `${BASE}/${post.id}`],
      ['put', `${BASE}/${post.id}/translations/nl`],
      ['delete', `${BASE}/${post.id}/translations/nl`],
      ['post', `${BASE}/${post.id}/publish`],
      ['post', `${BASE}/${post.id}/unpublish`],
      ['delete', `${BASE}/${post.id}`],
      ['get', `${BASE}/${post.id}/versions`],
      ['post', `${BASE}/${post.id}/versions/1/restore`],
      ['post', `${BASE}/${post.id}/preview-link`],
    ];
    const anonymous = request(spec.server);
    for (const [method, path] of calls) {
      const call = (anonymous[method as 'get'] as (url: string) => request.Test)(path).set('Origin', origin());
      expect([method, path, (await call.send({})).status]).toEqual([method, path, 401]);
    }
    for (const [method, path] of calls.filter(([method]) => method !== 'get')) {
      const call = (spec.admin[method as 'post'] as (url: string) => request.Test)(path).set('Sec-Fetch-Site', 'cross-site');
      expect([method, path, (await call.send({})).status]).toEqual([method, path, 403]);
      const foreign = (spec.admin[method as 'post'] as (url: string) => request.Test)(path).set('Origin', 'https://evil.example');
      expect([method, path, (await foreign.send({})).status]).toEqual([method, path, 403]);
    }
    // Nothing was changed by the refused calls.
    expect(((await spec.admin.get(`${BASE}/${post.id}`).expect(200)).body as AdminBlogPost).state).toBe('draft');
  });

  it('writes an audit row naming the post for every change', async () => {
    await queryTestDatabase('DELETE FROM admin_audit_events');
    const post = await create({ title: 'Audited' });
    const { translations: _t, state: _s, publishAt: _p, language: _l, id, createdAt: _c, updatedAt: _u, ...fields } = post;
    await spec.admin
      .put(`${BASE}/${id}`)
      .send({ ...fields, slug: 'audited-2' })
      .expect(200);
    await spec.admin.put(`${BASE}/audited-2/translations/fr`).send({ revision: 0, title: 'Audité', excerpt: '', content: '' }).expect(200);
    await spec.admin.delete(`${BASE}/audited-2/translations/fr`).expect(204);
    await spec.admin.post(`${BASE}/audited-2/publish`).send({}).expect(200);
    await spec.admin.post(`${BASE}/audited-2/unpublish`).expect(200);
    const [version] = (await spec.admin.get(`${BASE}/audited-2/versions?lng=en`).expect(200)).body as Array<{ id: string }>;
    await spec.admin.post(`${BASE}/audited-2/versions/${version.id}/restore`).send({ revision: 2 }).expect(200);
    await spec.admin.post(`${BASE}/audited-2/preview-link`).expect(201);
    await spec.admin.delete(`${BASE}/audited-2`).expect(204);
    const rows = await queryTestDatabase<{ event: string; target_id: string }>(
      'SELECT event, target_id, record_count FROM admin_audit_events ORDER BY id',
    );
    expect(rows).toEqual(
      [
        ['blog-post-created', 'audited'],
        ['blog-post-saved', 'audited-2'],
        ['blog-translation-saved', 'audited-2'],
        ['blog-translation-deleted', 'audited-2'],
        ['blog-post-published', 'audited-2'],
        ['blog-post-unpublished', 'audited-2'],
        ['blog-version-restored', 'audited-2'],
        ['blog-preview-link-created', 'audited-2'],
        ['blog-post-deleted', 'audited-2'],
      ].map(([event, target_id]) => ({ event, target_id, record_count: 1 })),
    );
    await spec.admin.get(`${BASE}/audited-2`).expect(404);
  });

  it('lists newest first in keyset pages with the total and a next link, filtered by state and an accent-insensitive search', async () => {
    for (const title of ['Éclair one', 'Eclair two', 'Other three']) await create({ title, tags: ['pâtisserie'] });
    const first = await spec.admin.get(`${BASE}?limit=2`).expect(200);
    const total = Number(first.headers['x-total-count']);
    expect(total).toBeGreaterThanOrEqual(8);
    const items = first.body as AdminBlogPostListItem[];
    expect(items.map((item) => item.title)).toEqual(['Other three', 'Eclair two']);
    expect(Object.keys(items[0]).sort()).toEqual(
      ['author', 'category', 'id', 'language', 'languages', 'publishAt', 'revision', 'state', 'title', 'updatedAt'].sort(),
    );
    const seen = [...items];
    let link = first.headers.link as string | undefined;
    while (link) {
      const next = await spec.admin.get(/<([^>]+)>; rel="next"/.exec(link)?.[1] ?? '').expect(200);
      seen.push(...(next.body as AdminBlogPostListItem[]));
      link = next.headers.link as string | undefined;
    }
    expect(new Set(seen.map((item) => item.id)).size).toBe(total);

    const found = (await spec.admin.get(`${BASE}?q=ECLAIR`).expect(200)).body as AdminBlogPostListItem[];
    expect(found.map((item) => item.title)).toEqual(['Eclair two', 'Éclair one']);
    expect(((await spec.admin.get(`${BASE}?q=patisserie`).expect(200)).body as unknown[]).length).toBe(3);
    const published = (await spec.admin.get(`${BASE}?state=published`).expect(200)).body as AdminBlogPostListItem[];
    expect(published.length).toBeGreaterThanOrEqual(5);
    expect(published.every((item) => item.state === 'published')).toBe(true);
    await spec.admin.get(`${BASE}?state=bogus`).expect(400);
    await spec.admin.get(`${BASE}?cursor=forged.cursor`).expect(400);
  });

  it('shows any post by a valid preview link, never cached or indexed; 404 for tampered, expired and other posts', async () => {
    const post = await create({ title: 'Draft to preview', content: 'draft body' });
    await spec.admin
      .put(`${BASE}/${post.id}/translations/nl`)
      .send({ revision: 0, title: 'Concept', excerpt: '', content: '' })
      .expect(200);
    const link = (await spec.admin.post(`${BASE}/${post.id}/preview-link`).expect(201)).body as BlogPreviewLink;
    expect(link.url.startsWith(`${origin()}/blog/preview/`)).toBe(true);
    expect(Date.parse(link.expiresAt) - Date.now()).toBeGreaterThan(7 * 86_400_000 - 60_000);
    const token = link.url.split('/').pop() as string;

    const shown = await request(spec.server).get(`/api/blog-posts/preview/${token}?lng=nl`).expect(200);
    expect(shown.headers['cache-control']).toBe('no-store');
    expect(shown.headers['x-robots-tag']).toBe('noindex');
    expect(shown.body as PublicBlogPostDto).toMatchObject({ id: post.id, title: 'Concept', language: 'nl', originalLanguage: 'en' });

    const [id, expiry, signature] = token.split('.');
    const other = await create({ title: 'Other draft' });
    const secret = spec.app.get(AdminSecrets).sessionSecret;
    const expired = new PreviewTokenSigner(secret, () => Date.now() - 8 * 86_400_000).sign(post.id).token;
    for (const bad of [`${id}.${expiry}.${signature.slice(0, -2)}AA`, `${other.id}.${expiry}.${signature}`, expired, 'x', '%00', 'a.b.c']) {
      const answer = await request(spec.server).get(`/api/blog-posts/preview/${encodeURIComponent(bad)}`);
      expect([bad, answer.status]).toEqual([bad, 404]);
    }
  });

  it('answers hostile input with 4xx, never 5xx, and stores nothing of it', async () => {
    const post = await create({ title: 'Target' });
    const good = { revision: 1, title: 't', slug: post.id, excerpt: '', content: '', author: '', category: '', tags: [], imageUrl: null };
    const bodies: Array<Record<string, unknown>> = [
      { title: 'nul \u0000 byte' },
      { title: 'bidi \u202e override' },
      { title: ['not', 'text'] },
      { title: 42 },
      { title: 'x', unknown: 1 },
      { title: 'x', tags: 'one' },
      { title: 'x', tags: Array.from({ length: 21 }, (_, index) => `t${index}`) },
      { title: 'x', tags: ['a'.repeat(41)] },
      { title: 'x', tags: [{ nested: { deeper: [1] } }] },
      { title: 'x', imageUrl: 'javascript:alert(1)' },
      { title: 'x', imageUrl: '//evil.example/x.png' },
      { title: 'x', language: 'de' },
      { title: 'x'.repeat(201) },
      { title: 'x', content: 'y'.repeat(100_001) },
      { title: 'x', excerpt: 'y'.repeat(501) },
      { title: 'x', content: 'ok \u0000' },
      { title: '\u200b\u200b' },
    ];
    for (const body of bodies) {
      const answer = await spec.admin.post(BASE).send(body);
      expect([JSON.stringify(body).slice(0, 60), answer.status]).toEqual([JSON.stringify(body).slice(0, 60), 400]);
    }
    const saves: Array<Record<string, unknown>> = [
      { ...good, revision: 'one' },
      { ...good, revision: -1 },
      { ...good, revision: 1e12 },
      { ...good, slug: 'Bad Slug' },
      { ...good, imageUrl: undefined },
      { ...good, content: undefined },
    ];
    for (const body of saves) expect((await spec.admin.put(`${BASE}/${post.id}`).send(body)).status).toBe(400);
    expect((await spec.admin.post(`${BASE}/${post.id}/publish`).send({ at: 'tomorrow' })).status).toBe(400);
    expect((await spec.admin.post(`${BASE}/${post.id}/publish`).send({ at: '2026-02-30T10:00:00Z' })).status).toBe(400);

    const deep = `{"title":"x","tags":${'['.repeat(5_000)}${']'.repeat(5_000)}}`;
    expect((await spec.admin.post(BASE).set('Content-Type', 'application/json').send(deep)).status).toBe(400);
    const huge = JSON.stringify({ title: 'x', content: 'y'.repeat(1_100_000) });
    expect((await spec.admin.post(BASE).set('Content-Type', 'application/json').send(huge)).status).toBe(413);
    expect((await spec.admin.post(BASE).set('Content-Type', 'text/plain').send('title=x')).status).toBe(415);
    expect((await spec.admin.post(BASE).set('Content-Type', 'application/json').send('{"title":')).status).toBe(400);
    expect((await spec.admin.get(`${BASE}/${encodeURIComponent('a\u0000b')}`)).status).toBe(404);
    expect((await request(spec.server).get(`/api/blog-posts/${encodeURIComponent('a\u0000b')}`)).status).toBe(404);
    expect((await spec.admin.get(`${BASE}?q=${encodeURIComponent('\u0000')}`)).status).toBe(400);

    // The largest post the studio takes is saved whole.
    const longest = { ...good, content: 'ب'.repeat(100_000), title: 'ب'.repeat(200) };
    const saved = (await spec.admin.put(`${BASE}/${post.id}`).send(longest).expect(200)).body as AdminBlogPost;
    expect(saved.content).toHaveLength(100_000);
    const [{ count }] = await queryTestDatabase<{ count: string }>("SELECT count(*) FROM blog_posts WHERE title = 'x'");
    expect(count).toBe('0');
  });
});
