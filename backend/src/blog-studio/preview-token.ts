import { createHmac, timingSafeEqual } from 'node:crypto';
import { BLOG_POST_LIMITS } from '@rebound/shared';
import { isSlug } from './slug-maker';

const DAY_SECONDS = 24 * 60 * 60;

export interface PreviewGrant {
  postId: string;
  /** Unix seconds. */
  expiresAt: number;
}

/**
 * Stateless preview links: `<postId>.<expiresAtUnixSeconds>.<signature>`, the signature being
 * HMAC-SHA256 with the session secret over `<postId>.<expiresAtUnixSeconds>`, base64url. Nothing is
 * stored; changing SESSION_SECRET cancels every link, and a link ends by itself after its days.
 */
export class PreviewTokenSigner {
  constructor(
    private readonly secret: string,
    private readonly now: () => number = () => Date.now(),
  ) {}

  sign(postId: string, validDays: number = BLOG_POST_LIMITS.previewDays): { token: string; expiresAt: Date } {
    const expiresAt = Math.floor(this.now() / 1000) + validDays * DAY_SECONDS;
    const payload = `${postId}.${expiresAt}`;
    return { token: `${payload}.${this.signature(payload).toString('base64url')}`, expiresAt: new Date(expiresAt * 1000) };
  }

  /** The post a token names while it is valid; undefined for a malformed, tampered or expired one. */
  verify(token: string): PreviewGrant | undefined {
    const parts = token.split('.');
    if (parts.length !== 3) return undefined;
    const [postId, expiry, signature] = parts;
    if (!isSlug(postId) || !/^\d{1,12}$/.test(expiry)) return undefined;
    const given = Buffer.from(signature, 'base64url');
    const expected = this.signature(`${postId}.${expiry}`);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    const expiresAt = Number(expiry);
    if (expiresAt * 1000 <= this.now()) return undefined;
    return { postId, expiresAt };
  }

  private signature(payload: string): Buffer {
    return createHmac('sha256', this.secret).update(payload).digest();
  }
}
