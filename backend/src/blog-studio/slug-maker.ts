import { randomBytes } from 'node:crypto';
import { BLOG_POST_LIMITS, BLOG_SLUG_PATTERN } from '@rebound/shared';

// Latin letters that Unicode does not decompose into a base letter and a mark.
const LETTERS_WITHOUT_DECOMPOSITION: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  ł: 'l',
  þ: 'th',
  ı: 'i',
};

/** The slug a title gives: lower-case ASCII, accents dropped, `-` between words, at most BLOG_POST_LIMITS.slug characters; '' when nothing Latin is left. */
export function slugFromTitle(title: string): string {
  const ascii = title
    .toLowerCase()
    .replace(/[ßæœøđðłþı]/g, (letter) => LETTERS_WITHOUT_DECOMPOSITION[letter] ?? '')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '');
  const joined = ascii.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  return fitSlug(joined, BLOG_POST_LIMITS.slug);
}

/** A slug cut to `maxLength`, at a `-` where one is near, never ending in `-`. */
export function fitSlug(slug: string, maxLength: number): string {
  if (slug.length <= maxLength) return slug;
  const cut = slug.slice(0, maxLength);
  const lastDash = cut.lastIndexOf('-');
  return (lastDash >= maxLength / 2 ? cut.slice(0, lastDash) : cut).replace(/-+$/, '');
}

/** For a title without Latin letters or digits (a Persian one, say): `post-` and six random characters. */
export function randomSlug(): string {
  return `post-${randomBytes(6)
    .toString('base64url')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '0')
    .slice(0, 6)}`;
}

/** The slug a new post starts from: the one given, else the title's, else a random one. */
export function baseSlug(title: string, given?: string): string {
  if (given !== undefined) return given;
  const fromTitle = slugFromTitle(title);
  return fromTitle === '' ? randomSlug() : fromTitle;
}

/**
 * The n-th candidate for a slug that may be taken: the slug itself, then `-2`, `-3`... with the base
 * shortened so the whole stays within the length limit.
 */
export function slugCandidate(base: string, attempt: number): string {
  if (attempt <= 1) return base;
  const suffix = `-${attempt}`;
  return `${fitSlug(base, BLOG_POST_LIMITS.slug - suffix.length)}${suffix}`;
}

export function isSlug(value: string): boolean {
  return value.length <= BLOG_POST_LIMITS.slug && BLOG_SLUG_PATTERN.test(value);
}
