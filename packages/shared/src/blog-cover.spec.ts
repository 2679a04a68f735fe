import { blogCoverImage, blogCoverPath, parseBlogCoverPath } from './blog-cover';

const HASH = '0123456789abcdef0123456789abcdef';

describe('cover addresses', () => {
  it('writes and reads /media/<hash>-<width>.webp', () => {
    expect(blogCoverPath(HASH, 960)).toBe(`/media/${HASH}-960.webp`);
    expect(parseBlogCoverPath(`/media/${HASH}-960.webp`)).toEqual({ hash: HASH, width: 960, format: 'webp' });
    expect(blogCoverPath(HASH, 1200, 'jpeg')).toBe(`/media/${HASH}-1200.jpg`);
    expect(parseBlogCoverPath(`/media/${HASH}-1200.jpg`)).toEqual({ hash: HASH, width: 1200, format: 'jpeg' });
  });

  it('reads nothing else as a cover address', () => {
    for (const path of [
      `/media/${HASH}-960.jpeg`,
      `/media/${HASH}-960.png`,
      `/media/${HASH.toUpperCase()}-960.webp`,
      `/media/${HASH}0-960.webp`,
      `/media/${HASH}-0960.webp`,
      `/media/${HASH}-960.webp?x=1`,
      `https://example.org/media/${HASH}-960.webp`,
      `/media/../${HASH}-960.webp`,
      '/media/x-960.webp',
    ])
      expect([path, parseBlogCoverPath(path)]).toEqual([path, undefined]);
  });
});

describe('blogCoverImage', () => {
  it("gives every WebP size in srcset, the middle one as src, the largest one's dimensions and the JPEG to share", () => {
    expect(
      blogCoverImage(HASH, [
        { width: 1600, height: 900, format: 'webp' },
        { width: 1200, height: 675, format: 'jpeg' },
        { width: 480, height: 270, format: 'webp' },
        { width: 960, height: 540, format: 'webp' },
      ]),
    ).toEqual({
      src: `/media/${HASH}-960.webp`,
      srcset: `/media/${HASH}-480.webp 480w, /media/${HASH}-960.webp 960w, /media/${HASH}-1600.webp 1600w`,
      width: 1600,
      height: 900,
      share: `/media/${HASH}-1200.jpg`,
    });
  });

  it('takes a single size as it is (shared as it is without a JPEG), two sizes with the larger as src, and no WebP as no image', () => {
    expect(blogCoverImage(HASH, [{ width: 300, height: 200, format: 'webp' }])).toEqual({
      src: `/media/${HASH}-300.webp`,
      srcset: `/media/${HASH}-300.webp 300w`,
      width: 300,
      height: 200,
      share: `/media/${HASH}-300.webp`,
    });
    expect(
      blogCoverImage(HASH, [
        { width: 480, height: 320, format: 'webp' },
        { width: 800, height: 533, format: 'webp' },
      ])?.src,
    ).toBe(`/media/${HASH}-800.webp`);
    expect(blogCoverImage(HASH, [])).toBeNull();
    expect(blogCoverImage(HASH, [{ width: 300, height: 200, format: 'jpeg' }])).toBeNull();
  });
});
