import { SLUG_MAX_LENGTH, SLUG_PATTERN, slugFromTitle } from './slug';

describe('slugFromTitle', () => {
  it('writes lower-case ASCII words with hyphens, accents transliterated', () => {
    expect(slugFromTitle('Café in Weert: ça marche!')).toBe('cafe-in-weert-ca-marche');
    expect(slugFromTitle('  Straße & Ærø  ')).toBe('strasse-aero');
  });

  it('stays within 80 characters, cut between words', () => {
    const slug = slugFromTitle('word '.repeat(40));
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(slug).toMatch(SLUG_PATTERN);
    expect(slug.endsWith('-')).toBe(false);
  });

  it('gives nothing for a title without Latin letters or digits', () => {
    expect(slugFromTitle('پیشرفت ما')).toBe('');
  });
});
