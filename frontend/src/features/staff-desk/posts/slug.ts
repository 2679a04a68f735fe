/** The longest slug the API takes. */
export const SLUG_MAX_LENGTH = 80;

/** The API's slug rule: lower-case ASCII words joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The slug the studio suggests for a title, by the API's rule (accents transliterated, `-` between words,
 * at most 80 characters, cut between words). Empty for a title with no Latin letters or digits (Persian):
 * the field then keeps the slug it has.
 */
export function slugFromTitle(title: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .replace(/æ/gi, 'ae')
    .replace(/ø/gi, 'o')
    .replace(/œ/gi, 'oe')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let slug = '';
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > SLUG_MAX_LENGTH) return slug || word.slice(0, SLUG_MAX_LENGTH);
    slug = next;
  }
  return slug;
}
