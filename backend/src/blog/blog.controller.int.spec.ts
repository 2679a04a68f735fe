import type { PublicBlogPostDto as BlogPostDto } from '@rebound/shared';
import request from 'supertest';
import { startTestApp, type TestApp } from '../test-support/test-app';
import { queryTestDatabase, recreateTestDatabase } from '../test-support/test-database';
import { flushTestRedis } from '../test-support/test-redis';

const KNOWN_CATEGORIES = ['milestone', 'technology', 'community', 'partnership', 'development'];

describe('GET /api/blog-posts and /api/blog-posts/:id', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    await recreateTestDatabase();
    await flushTestRedis();
    testApp = await startTestApp();
  });

  afterAll(async () => {
    await testApp.app.close();
  });

  it('lists the seeded progress posts newest first, in the BlogPostDto shape', async () => {
    const response = await request(testApp.server).get('/api/blog-posts').expect(200);
    const posts = response.body as BlogPostDto[];
    expect(posts.length).toBeGreaterThanOrEqual(5);
    const createdAts = posts.map((post) => post.createdAt);
    expect(createdAts).toEqual([...createdAts].sort().reverse());
    expect(new Set(createdAts.map((createdAt) => createdAt.slice(0, 10))).size).toBe(posts.length);
    for (const post of posts) {
      expect(Object.keys(post).sort()).toEqual([
        'author',
        'category',
        'content',
        'createdAt',
        'excerpt',
        'id',
        'image',
        'imageUrl',
        'language',
        'languages',
        'originalLanguage',
        'tags',
        'title',
        'updatedAt',
      ]);
      expect(post.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(post.createdAt.startsWith('2025-')).toBe(true);
      expect(KNOWN_CATEGORIES).toContain(post.category);
      expect(post.tags.length).toBeGreaterThanOrEqual(2);
      expect(post.tags.length).toBeLessThanOrEqual(5);
      expect(post.author).toBe('Rebound Team');
      expect(post).toMatchObject({ language: 'en', originalLanguage: 'en', languages: ['en'], image: null });
      expect(post.title.length).toBeGreaterThan(10);
      expect(post.excerpt.length).toBeGreaterThan(40);
    }
    expect(posts.filter((post) => post.updatedAt !== null && post.updatedAt !== post.createdAt)).toHaveLength(1);
  });

  it('writes the bodies in the post line markup', async () => {
    const posts = (await request(testApp.server).get('/api/blog-posts').expect(200)).body as BlogPostDto[];
    const lines = posts.flatMap((post) => post.content.split('\n'));
    expect(lines.some((line) => line.startsWith('# '))).toBe(true);
    expect(lines.some((line) => line.startsWith('## '))).toBe(true);
    expect(lines.some((line) => line.startsWith('### '))).toBe(true);
    expect(lines.some((line) => /^- \*\*[^*]+\*\*: \S/.test(line))).toBe(true);
    expect(lines.some((line) => line.startsWith('- ') && !line.startsWith('- **'))).toBe(true);
    expect(lines.some((line) => /^\*\*[^*]+\*\*$/.test(line))).toBe(true);
    expect(lines.some((line) => /[^*]\*\*[^*]+\*\*[^*]/.test(line) && !line.startsWith('- '))).toBe(true);
    expect(lines.some((line) => /youtube\.com\/(shorts\/|watch\?v=)\S+ \S/.test(line))).toBe(true);
    expect(lines).toContain('');
    expect(new Set(posts.map((post) => post.category))).toEqual(new Set(KNOWN_CATEGORIES));
  });

  it('answers one post by id, and 404 as an ApiErrorBody when there is none', async () => {
    const post = (await request(testApp.server).get('/api/blog-posts/first-prototype-weert').expect(200)).body as BlogPostDto;
    expect(post.title).toContain('First Prototype');
    expect(post.content).toContain('QMI8658');
    expect(post.content).toContain('1.28 inch round LCD');

    const missing = await request(testApp.server).get('/api/blog-posts/no-such-post').expect(404);
    expect(missing.body).toEqual({ statusCode: 404, error: 'Not Found', message: "No blog post with id 'no-such-post'" });
  });

  it('shows a post an operator inserts with plain SQL at once, without a restart', async () => {
    await queryTestDatabase(
      `INSERT INTO blog_posts (id, title, excerpt, content, author, category, tags)
       VALUES ('operator-note', 'A note from operations', 'Inserted with SQL.', 'Hello **world**', 'Rebound Team', 'news', ARRAY['ops','sql'])`,
    );
    const posts = (await request(testApp.server).get('/api/blog-posts').expect(200)).body as BlogPostDto[];
    expect(posts[0]).toMatchObject({ id: 'operator-note', category: 'news', tags: ['ops', 'sql'], imageUrl: null, updatedAt: null });
    await request(testApp.server).get('/api/blog-posts/operator-note').expect(200);
  });
});
