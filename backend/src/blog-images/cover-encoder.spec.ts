import sharp from 'sharp';
import { metadataLeft, phonePhoto, picture, pixelBomb, SVG_IMAGE } from '../test-support/test-images';
import { CoverRefused, coverWidths, encodeCover } from './cover-encoder';

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'accepted',
    (error: unknown) => (error instanceof CoverRefused ? error.reason : `other: ${String(error)}`),
  );

describe('coverWidths', () => {
  it('takes the standard widths below the original and the original up to the largest, never wider', () => {
    expect(coverWidths(4000)).toEqual([480, 960, 1600]);
    expect(coverWidths(1600)).toEqual([480, 960, 1600]);
    expect(coverWidths(1200)).toEqual([480, 960, 1200]);
    expect(coverWidths(960)).toEqual([480, 960]);
    expect(coverWidths(300)).toEqual([300]);
  });
});

describe('encodeCover', () => {
  it('encodes the link-preview JPEG 1200 wide, or as wide as the original when that is narrower', async () => {
    const wide = await encodeCover(await picture('jpeg', 3000, 2000));
    expect(wide.files.map(({ width, format }) => `${width} ${format}`)).toEqual(['480 webp', '960 webp', '1600 webp', '1200 jpeg']);
    const small = await encodeCover(await picture('png', 300, 200));
    expect(small.files.map(({ width, format }) => `${width} ${format}`)).toEqual(['300 webp', '300 jpeg']);
  });

  it('turns a phone photo upright and keeps none of its metadata in any file: no EXIF or GPS, no XMP, no ICC profile', async () => {
    const photo = await phonePhoto(1200, 800);
    expect(await metadataLeft(photo)).toEqual(expect.arrayContaining(['exif', 'xmp', 'icc', 'orientation']));
    const cover = await encodeCover(photo);
    expect(cover.inputFormat).toBe('jpeg');
    // Stored 1200 x 800 with orientation 6: upright it is 800 wide and 1200 high.
    expect(cover.files.map(({ width, height, format }) => [width, height, format])).toEqual([
      [480, 720, 'webp'],
      [800, 1200, 'webp'],
      [800, 1200, 'jpeg'],
    ]);
    for (const file of cover.files) {
      expect(await metadataLeft(file.bytes)).toEqual([]);
      expect((await sharp(file.bytes).metadata()).format).toBe(file.format);
    }
    expect(cover.hash).toMatch(/^[0-9a-f]{32}$/);
  });

  it('addresses the same upload by the same hash and another by another', async () => {
    const first = await encodeCover(await picture('png'));
    expect((await encodeCover(await picture('png'))).hash).toBe(first.hash);
    expect((await encodeCover(await picture('png', 901))).hash).not.toBe(first.hash);
  });

  it('reads the type from the content: PNG, WebP and JPEG pass, SVG, GIF and text do not', async () => {
    expect((await encodeCover(await picture('png'))).inputFormat).toBe('png');
    expect((await encodeCover(await picture('webp'))).inputFormat).toBe('webp');
    expect((await encodeCover(await picture('jpeg'))).inputFormat).toBe('jpeg');
    expect(await refusal(encodeCover(SVG_IMAGE))).toBe('unsupportedType');
    expect(await refusal(encodeCover(await picture('gif')))).toBe('unsupportedType');
    expect(await refusal(encodeCover(Buffer.from('just some text, not an image')))).toBe('unsupportedType');
  });

  it('refuses a truncated file and a decompression bomb without decoding it', async () => {
    const photo = await picture('jpeg', 1600, 1200);
    expect(await refusal(encodeCover(photo.subarray(0, Math.floor(photo.length / 2))))).toBe('unreadable');
    expect(await refusal(encodeCover(pixelBomb()))).toBe('tooManyPixels');
  });
});
