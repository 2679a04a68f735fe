/**
 * Cover images of blog posts (docs/api.md, "Cover images"): the upload's limits, the sizes they are
 * encoded in, and their content-addressed addresses, shared by the backend, the render server and the
 * studio's pages.
 */

/** An uploaded cover as the public API gives it: ready for `<img src srcset width height>`. */
export interface BlogCoverImage {
  /** The middle size (also the post's `imageUrl`). */
  src: string;
  /** Every size, `"/media/<hash>-480.webp 480w, ..."`. */
  srcset: string;
  /** Of the largest size: with height it gives the browser the aspect ratio before a byte arrives. */
  width: number;
  height: number;
}

/** POST /api/admin/blog-posts/:id/cover 201 answer: the address to save as the post's imageUrl, and every size. */
export interface BlogCoverUpload {
  imageUrl: string;
  image: BlogCoverImage;
}

export const BLOG_COVER_LIMITS = {
  /** Largest upload (10 MiB); nginx and the backend both answer 413 past it. */
  maxBytes: 10 * 1024 * 1024,
  /** Largest image in pixels (width x height) sharp decodes: a small file that unpacks to gigabytes is refused. */
  maxPixels: 40_000_000,
  /** Widths the cover is encoded in, never wider than the original. */
  widths: [480, 960, 1600],
  /** The multipart field that carries the file. */
  field: 'file',
} as const;

/** What an upload may be, by its content: JPEG, PNG or WebP (never SVG, GIF, HEIC or anything else). */
export const BLOG_COVER_INPUT_FORMATS = ['jpeg', 'png', 'webp'] as const;
export type BlogCoverInputFormat = (typeof BLOG_COVER_INPUT_FORMATS)[number];

/** The address of one file of a cover: `/media/<hash>-<width>.webp` (every browser the site supports reads WebP). */
export function blogCoverPath(hash: string, width: number): string {
  return `/media/${hash}-${width}.webp`;
}

/** A content hash as stored: 32 lower-case hex characters. */
export const BLOG_COVER_HASH_PATTERN = /^[0-9a-f]{32}$/;

/** Reads a cover address back into its parts, or undefined for anything else (another site, a typo). */
export function parseBlogCoverPath(path: string): { hash: string; width: number } | undefined {
  const match = /^\/media\/([0-9a-f]{32})-([1-9][0-9]{0,4})\.webp$/.exec(path);
  if (!match) return undefined;
  return { hash: match[1], width: Number(match[2]) };
}

/** The public `image` of a cover from its WebP sizes (any order): the middle one (of two, the larger) as src, the largest's dimensions. */
export function blogCoverImage(hash: string, sizes: ReadonlyArray<{ width: number; height: number }>): BlogCoverImage | null {
  if (sizes.length === 0) return null;
  const ordered = [...sizes].sort((a, b) => a.width - b.width);
  const largest = ordered[ordered.length - 1];
  return {
    src: blogCoverPath(hash, ordered[Math.floor(ordered.length / 2)].width),
    srcset: ordered.map((size) => `${blogCoverPath(hash, size.width)} ${size.width}w`).join(', '),
    width: largest.width,
    height: largest.height,
  };
}
