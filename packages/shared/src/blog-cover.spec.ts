import { blogCoverImage, blogCoverPath, parseBlogCoverPath } from './blog-cover';

const HASH = '0123456789abcdef0123456789abcdef';

describe('cover addresses', () => {
  it('writes and reads /media/<hash>-<width>.webp', () => {
    expect(blogCoverPath(HASH, 960)).toBe(`/media/${HASH}-960.webp`);
    expect(parseBlogCoverPath(`/media/${HASH}-960.webp`)).toEqual({ hash: HASH, width: 960 });
  });

  it('reads nothing else as a cover address', () => {
    for (const path of [
      `/media/${HASH}-960.jpg`,
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
  it("gives every size in srcset, the middle one as src and the largest one's dimensions", () => {
    expect(
      blogCoverImage(HASH, [
        { width: 1600, height: 900 },
        { width: 480, height: 270 },
        { width: 960, height: 540 },
      ]),
    ).toEqual({
      src: `/media/${HASH}-960.webp`,
      srcset: `/media/${HASH}-480.webp 480w, /media/${HASH}-960.webp 960w, /media/${HASH}-1600.webp 1600w`,
      width: 1600,
      height: 900,
    });
  });

  it('takes a single size as it is, and no size as no image', () => {
    expect(blogCoverImage(HASH, [{ width: 300, height: 200 }])).toEqual({
      src: `/media/${HASH}-300.webp`,
      srcset: `/media/${HASH}-300.webp 300w`,
      width: 300,
      height: 200,
    });
    expect(blogCoverImage(HASH, [])).toBeNull();
  });
});
