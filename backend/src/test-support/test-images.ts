import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** A distinctive text written into test photos' GPS block: found in a file, it proves the location travelled with it. */
export const GPS_MARKER = 'WGS-84-REBOUND-GPS-MARKER';

/** A phone photo as it leaves the camera: JPEG, stored sideways with EXIF orientation 6, GPS position, camera make, XMP and a Display P3 profile. */
export async function phonePhoto(width = 1200, height = 800): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3a6b5c' } })
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'RandomPhone', Model: 'X1' },
      IFD3: {
        GPSMapDatum: GPS_MARKER,
        GPSLatitudeRef: 'N',
        GPSLatitude: '51/1 15/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '5/1 42/1 0/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .withIccProfile('p3')
    .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></x:xmpmeta>')
    .toBuffer();
}

/** A plain picture in one of the accepted formats. */
export function picture(format: 'png' | 'webp' | 'jpeg' | 'gif', width = 900, height = 600): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#b93d0c' } })
    .toFormat(format)
    .toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A decompression bomb: a PNG of a few hundred bytes whose header says width x height pixels. */
export function pixelBomb(width = 20_000, height = 20_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // 8 bits per sample, greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc((width + 1) * 4))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** An SVG that would run script if a browser opened it as a page. */
export const SVG_IMAGE = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><script>alert(1)</script><rect width="800" height="600"/></svg>',
);

/** What a served WebP file carries besides pixels: any EXIF, XMP or ICC chunk, the marker, an orientation. */
export async function metadataLeft(file: Buffer): Promise<string[]> {
  const metadata = await sharp(file).metadata();
  const text = file.toString('latin1');
  return [
    ...(metadata.exif ? ['exif'] : []),
    ...(metadata.xmp ? ['xmp'] : []),
    ...(metadata.iptc ? ['iptc'] : []),
    ...(metadata.icc ? ['icc'] : []),
    ...(metadata.orientation !== undefined && metadata.orientation !== 1 ? ['orientation'] : []),
    ...['EXIF', 'XMP ', 'ICCP', GPS_MARKER, 'RandomPhone'].filter((marker) => text.includes(marker)),
  ];
}
