import { createHash } from 'node:crypto';
import { BLOG_COVER_INPUT_FORMATS, BLOG_COVER_LIMITS, type BlogCoverFormat, type BlogCoverInputFormat } from '@rebound/shared';
import sharp from 'sharp';
import { OneAtATime } from './one-at-a-time';

/** Why an upload cannot be a cover; the controller answers each with its own status. */
export type CoverRefusal = 'unsupportedType' | 'tooManyPixels' | 'unreadable';

export class CoverRefused extends Error {
  constructor(
    readonly reason: CoverRefusal,
    message: string,
  ) {
    super(message);
  }
}

/** One encoded file of a cover. */
export interface EncodedCoverFile {
  width: number;
  height: number;
  format: BlogCoverFormat;
  bytes: Buffer;
}

export interface EncodedCover {
  /** SHA-256 over every file's bytes, hex, first 32 characters: the files' address. */
  hash: string;
  /** The WebP sizes, narrowest first, then the JPEG for link previews. */
  files: EncodedCoverFile[];
  /** What the upload was, by its content. */
  inputFormat: BlogCoverInputFormat;
}

const WEBP_QUALITY = 80;
const JPEG_QUALITY = 82;

// sharp refuses to decode past this many pixels (a 100 KB PNG can unpack to gigabytes), and stops at
// the first decoding error (a truncated or damaged file) instead of encoding what it could read.
const DECODE_OPTIONS = { limitInputPixels: BLOG_COVER_LIMITS.maxPixels, failOn: 'error' } as const;

const isAccepted = (format: string | undefined): format is BlogCoverInputFormat =>
  (BLOG_COVER_INPUT_FORMATS as readonly string[]).includes(format ?? '');

/** The widths to encode an image of this width in: the standard ones below it, and itself up to the largest, never wider. */
export function coverWidths(originalWidth: number): number[] {
  const largest: number = BLOG_COVER_LIMITS.widths[BLOG_COVER_LIMITS.widths.length - 1];
  const below = BLOG_COVER_LIMITS.widths.filter((width) => width < originalWidth);
  return [...new Set([...below, Math.min(originalWidth, largest)])];
}

/** The upload's format and its upright size, read from its content (never from its name or Content-Type). */
async function inspect(bytes: Buffer): Promise<{ format: BlogCoverInputFormat; width: number }> {
  let metadata: sharp.Metadata;
  try {
    // metadata() reads the header only and decodes nothing; the pixel limit is checked below, to say so.
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new CoverRefused('unsupportedType', 'The file is not a JPEG, PNG or WebP image');
  }
  if (!isAccepted(metadata.format)) throw new CoverRefused('unsupportedType', 'The file is not a JPEG, PNG or WebP image');
  const { width, height } = metadata;
  if (!width || !height) throw new CoverRefused('unreadable', 'The image could not be read');
  if (width * height > BLOG_COVER_LIMITS.maxPixels) {
    throw new CoverRefused('tooManyPixels', `The image has more than ${BLOG_COVER_LIMITS.maxPixels / 1_000_000} megapixels`);
  }
  // EXIF orientations 5-8 turn the picture a quarter: its upright width is its stored height.
  return { format: metadata.format, width: (metadata.orientation ?? 1) >= 5 ? height : width };
}

// One cover at a time per backend: a 40-megapixel PNG decodes to 120 MB, three times over, and staff
// upload covers one by one; a second upload waits for the first instead of doubling the memory.
const encoder = new OneAtATime();

/**
 * Re-encodes an upload as WebP in every cover width, and once as JPEG for link previews: turned upright by its EXIF orientation, colours
 * converted to sRGB, and every piece of metadata left behind (EXIF with GPS, XMP, IPTC, the ICC
 * profile): sharp writes none unless asked to keep it, and nothing here asks.
 */
export function encodeCover(bytes: Buffer): Promise<EncodedCover> {
  return encoder.run(() => encode(bytes));
}

async function encode(bytes: Buffer): Promise<EncodedCover> {
  const { format, width: originalWidth } = await inspect(bytes);
  const files: EncodedCoverFile[] = [];
  const encodings: Array<[number, BlogCoverFormat]> = [
    ...coverWidths(originalWidth).map((width): [number, BlogCoverFormat] => [width, 'webp']),
    [Math.min(originalWidth, BLOG_COVER_LIMITS.shareWidth), 'jpeg'],
  ];
  try {
    for (const [width, format] of encodings) {
      const upright = sharp(bytes, DECODE_OPTIONS).autoOrient().resize({ width, withoutEnlargement: true }).toColourspace('srgb');
      const encoded = format === 'webp' ? upright.webp({ quality: WEBP_QUALITY }) : upright.jpeg({ quality: JPEG_QUALITY });
      const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
      files.push({ width: info.width, height: info.height, format, bytes: data });
    }
  } catch {
    throw new CoverRefused('unreadable', 'The image is damaged or incomplete and could not be read');
  }
  const hash = createHash('sha256');
  for (const file of files) hash.update(file.bytes);
  return { hash: hash.digest('hex').slice(0, 32), files, inputFormat: format };
}
