import { PreviewTokenSigner } from './preview-token';

const SECRET = 'a-secret-of-some-length-for-the-tests';
const NOW = Date.UTC(2026, 10, 1);

describe('preview token signer', () => {
  const signer = new PreviewTokenSigner(SECRET, () => NOW);

  it('signs post id and expiry; the token verifies to its post for 7 days', () => {
    const { token, expiresAt } = signer.sign('first-post');
    expect(expiresAt.getTime()).toBe(NOW + 7 * 24 * 3600 * 1000);
    expect(token).toMatch(/^first-post\.\d+\.[A-Za-z0-9_-]{43}$/);
    expect(signer.verify(token)).toEqual({ postId: 'first-post', expiresAt: expiresAt.getTime() / 1000 });
  });

  it('refuses a token after its expiry', () => {
    const { token } = signer.sign('first-post');
    const later = new PreviewTokenSigner(SECRET, () => NOW + 7 * 24 * 3600 * 1000 + 1);
    expect(later.verify(token)).toBeUndefined();
  });

  it('refuses a token for another post, a longer life, another secret or a changed signature', () => {
    const { token } = signer.sign('first-post');
    const [, expiry, signature] = token.split('.');
    expect(signer.verify(`other-post.${expiry}.${signature}`)).toBeUndefined();
    expect(signer.verify(`first-post.${Number(expiry) + 3600}.${signature}`)).toBeUndefined();
    expect(new PreviewTokenSigner('another-secret', () => NOW).verify(token)).toBeUndefined();
    const flipped = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    expect(signer.verify(`first-post.${expiry}.${flipped}`)).toBeUndefined();
  });

  it('refuses malformed tokens without throwing', () => {
    for (const bad of ['', '.', 'a.b', 'a.b.c.d', 'first-post.abc.sig', 'FIRST.1.x', '\u0000.1.x', `${'a'.repeat(500)}.1.x`]) {
      expect(signer.verify(bad)).toBeUndefined();
    }
  });
});
