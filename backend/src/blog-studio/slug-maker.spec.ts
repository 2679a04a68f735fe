import { BLOG_SLUG_PATTERN } from '@rebound/shared';
import { baseSlug, fitSlug, isSlug, randomSlug, slugCandidate, slugFromTitle } from './slug-maker';

describe('slug maker', () => {
  it('lower-cases, drops accents and joins words with -', () => {
    expect(slugFromTitle('Première Boxe à Weert: 3 Écoles!')).toBe('premiere-boxe-a-weert-3-ecoles');
    expect(slugFromTitle('Straße, Ærø & Łódź — Œuvre')).toBe('strasse-aero-lodz-oeuvre');
    expect(slugFromTitle('  São Paulo  ')).toBe('sao-paulo');
    expect(slugFromTitle('ﬁne ＡＢＣ ①')).toBe('fine-abc-1');
  });

  it('gives nothing for a title without Latin letters or digits, so a random post-xxxxxx is used', () => {
    expect(slugFromTitle('کیسه بوکس هوشمند')).toBe('');
    const made = baseSlug('کیسه بوکس هوشمند');
    expect(made).toMatch(/^post-[a-z0-9]{6}$/);
    expect(randomSlug()).not.toBe(randomSlug());
  });

  it('keeps the Latin part of a mixed title', () => {
    expect(slugFromTitle('ESP32 در مدرسه')).toBe('esp32');
  });

  it('stays within 80 characters, cut at a word where it can', () => {
    const long = slugFromTitle('word '.repeat(40));
    expect(long.length).toBeLessThanOrEqual(80);
    expect(long).toMatch(BLOG_SLUG_PATTERN);
    expect(long.endsWith('word')).toBe(true);
    expect(fitSlug('a'.repeat(100), 80)).toBe('a'.repeat(80));
  });

  it('numbers taken slugs -2, -3 and keeps the whole within the limit', () => {
    expect(slugCandidate('first-post', 1)).toBe('first-post');
    expect(slugCandidate('first-post', 2)).toBe('first-post-2');
    expect(slugCandidate('first-post', 13)).toBe('first-post-13');
    const long = 'a'.repeat(80);
    expect(slugCandidate(long, 2)).toBe(`${'a'.repeat(78)}-2`);
  });

  it('prefers the slug given over the title', () => {
    expect(baseSlug('Some title', 'my-slug')).toBe('my-slug');
  });

  it('tells slugs from other text', () => {
    expect(isSlug('a-b-3')).toBe(true);
    for (const bad of ['', 'A', 'a--b', '-a', 'a-', 'a b', 'é', 'a'.repeat(81), 'a\u0000']) expect(isSlug(bad)).toBe(false);
  });
});
