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
  /** A JPEG copy for link previews (og:image): not every site that shows one reads WebP. */
  share: string;
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
  /** Width of the JPEG copy for link previews (never wider than the original either). */
  shareWidth: 1200,
  /** The multipart field that carries the file. */
  field: 'file',
} as const;

/** What an upload may be, by its content: JPEG, PNG or WebP (never SVG, GIF, HEIC or anything else). */
export const BLOG_COVER_INPUT_FORMATS = ['jpeg', 'png', 'webp'] as const;
export type BlogCoverInputFormat = (typeof BLOG_COVER_INPUT_FORMATS)[number];

/** Formats a cover is stored in: WebP for the pages, one JPEG for link previews. */
export type BlogCoverFormat = 'webp' | 'jpeg';

const EXTENSIONS: Record<BlogCoverFormat, string> = { webp: 'webp', jpeg: 'jpg' };

/** The address of one file of a cover: `/media/<hash>-<width>.webp` (or `.jpg` for the link-preview copy). */
export function blogCoverPath(hash: string, width: number, format: BlogCoverFormat = 'webp'): string {
  return `/media/${hash}-${width}.${EXTENSIONS[format]}`;
}

/** Reads a cover address back into its parts, or undefined for anything else (another site, a typo). */
export function parseBlogCoverPath(path: string): { hash: string; width: number; format: BlogCoverFormat } | undefined {
  const match = /^\/media\/([0-9a-f]{32})-([1-9][0-9]{0,4})\.(webp|jpg)$/.exec(path);
  if (!match) return undefined;
  return { hash: match[1], width: Number(match[2]), format: match[3] === 'jpg' ? 'jpeg' : 'webp' };
}

/** One stored file of a cover, as the public queries list them. */
export interface BlogCoverSize {
  width: number;
  height: number;
  format: BlogCoverFormat;
}

/**
 * The public `image` of a cover from its stored files (any order): every WebP size in srcset, the
 * middle one (of two, the larger) as src, the largest one's dimensions, and the JPEG copy to share.
 */
export function blogCoverImage(hash: string, files: ReadonlyArray<BlogCoverSize>): BlogCoverImage | null {
  const sizes = files.filter((file) => file.format === 'webp').sort((a, b) => a.width - b.width);
  if (sizes.length === 0) return null;
  const largest = sizes[sizes.length - 1];
  const src = blogCoverPath(hash, sizes[Math.floor(sizes.length / 2)].width);
  const jpeg = files.find((file) => file.format === 'jpeg');
  return {
    src,
    srcset: sizes.map((size) => `${blogCoverPath(hash, size.width)} ${size.width}w`).join(', '),
    width: largest.width,
    height: largest.height,
    share: jpeg ? blogCoverPath(hash, jpeg.width, 'jpeg') : src,
  };
}
