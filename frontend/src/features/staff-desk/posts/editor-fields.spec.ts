import type { AdminBlogPost } from '@rebound/shared';
import { parseTags, previewPostOf, translationFieldsOf } from './editor-fields';

const post: AdminBlogPost = {
  id: 'first-prototype',
  title: 'First',
  excerpt: 'Excerpt',
  content: '# Body',
  author: 'Team',
  category: 'technology',
  tags: ['a'],
  imageUrl: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: null,
  state: 'draft',
  publishAt: '2026-02-01T00:00:00.000Z',
  language: 'en',
  revision: 4,
  translations: [
    {
      language: 'nl',
      title: 'Eerste',
      excerpt: 'Kort',
      content: 'Tekst',
      revision: 2,
      sourceRevision: 3,
      outdated: true,
      updatedAt: '2026-02-02T00:00:00.000Z',
    },
  ],
};

describe('editor fields', () => {
  it('previews a translation with the original’s author, tags and cover', () => {
    const preview = previewPostOf(post, translationFieldsOf(post, 'nl'));
    expect(preview).toMatchObject({ id: 'first-prototype', title: 'Eerste', content: 'Tekst', author: 'Team', tags: ['a'] });
    expect(preview.createdAt).toBe(post.publishAt);
  });

  it('starts a missing translation empty', () => {
    expect(translationFieldsOf(post, 'fa')).toEqual({ title: '', excerpt: '', content: '' });
  });

  it('reads typed tags', () => {
    expect(parseTags(' a, b ,,a, c d ')).toEqual(['a', 'b', 'c d']);
  });
});
