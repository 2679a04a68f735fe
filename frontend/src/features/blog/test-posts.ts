import type { PublicBlogPostDto } from '@rebound/shared';

/** Words of filler so a post has a known reading time. */
export const words = (count: number) => Array.from({ length: count }, (_, index) => `word${index}`).join(' ');

/** A blog post as the API sends it, for component tests. */
export function testPost(overrides: Partial<PublicBlogPostDto> = {}): PublicBlogPostDto {
  return {
    id: 'first-prototype-weert',
    title: 'Our First Prototype',
    excerpt: 'The first working smart bag, built in Weert.',
    content: '# From waste tyres\n\nBuilt in **Weert**.\n\n- **Controller**: ESP32\n- **Sensor**: QMI8658',
    author: 'Rebound Team',
    category: 'technology',
    tags: ['prototype', 'hardware', 'esp32', 'weert', 'tyres'],
    imageUrl: null,
    createdAt: '2025-02-18T09:00:00.000Z',
    updatedAt: null,
    language: 'en',
    originalLanguage: 'en',
    languages: ['en'],
    ...overrides,
  };
}
