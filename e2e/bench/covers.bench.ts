import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { BlogCoverUpload } from '@rebound/shared';
import sharp from 'sharp';
import { expect, test } from '../support/fixtures';
import { repoRoot } from '../support/stack-info';

const reportDir = path.join(repoRoot, '.run', 'bench');
const UPLOADS = 5;

/**
 * A 12-megapixel phone photo (4000 x 3000): a colour gradient under coarse grain, so it compresses more
 * like a photo than a flat colour would; `seed` changes the grain, so each upload is new bytes.
 */
async function twelveMegapixelPhoto(seed: number): Promise<Buffer> {
  const width = 4000;
  const height = 3000;
  const gradient = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x2="1" y2="1">` +
      `<stop offset="0" stop-color="#0f6b63"/><stop offset="1" stop-color="#f4ede2"/></linearGradient></defs>` +
      `<rect width="100%" height="100%" fill="url(#g)"/></svg>`,
  );
  // Grain drawn at a quarter of the size and enlarged: detail that, like a photo's, survives the cover's downscaling.
  const grain = await sharp({
    create: {
      width: width / 4,
      height: height / 4,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128 + seed, sigma: 40 },
    },
  })
    .resize(width, height, { kernel: 'cubic' })
    .png()
    .toBuffer();
  return sharp(gradient)
    .composite([{ input: grain, blend: 'overlay' }])
    .jpeg({ quality: 90 })
    .withExif({ IFD0: { Make: 'BenchPhone' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 15/1 0/1' } })
    .toBuffer();
}

test('a 12-megapixel cover: upload, re-encode in three WebP widths and a JPEG, and store, through nginx', async ({
  request,
  stack,
  resetThrottling,
}) => {
  await resetThrottling();
  const origin = new URL(stack.baseUrl).origin;
  const headers = { Origin: origin };
  expect(
    (await request.post('/api/auth/login', { data: { email: stack.adminEmail, password: stack.adminPassword }, headers })).status(),
  ).toBe(204);
  const slug = `cover-bench-${Date.now()}`;
  expect((await request.post('/api/admin/blog-posts', { data: { title: 'Cover bench', slug }, headers })).status()).toBe(201);

  const samples: number[] = [];
  let photoBytes = 0;
  let storedBytes = 0;
  for (let run = 0; run < UPLOADS; run += 1) {
    const photo = await twelveMegapixelPhoto(run);
    photoBytes = photo.length;
    const started = performance.now();
    const response = await request.post(`/api/admin/blog-posts/${slug}/cover`, {
      headers,
      multipart: { file: { name: 'IMG.jpg', mimeType: 'image/jpeg', buffer: photo } },
    });
    samples.push(performance.now() - started);
    expect(response.status()).toBe(201);
    const cover = (await response.json()) as BlogCoverUpload;
    storedBytes = 0;
    const files = [...cover.image.srcset.split(', ').map((entry) => entry.split(' ')[0]), cover.image.share];
    for (const file of files) storedBytes += (await (await request.get(file)).body()).length;
  }
  const sorted = [...samples].sort((a, b) => a - b);
  const report = {
    uploads: UPLOADS,
    photo: { width: 4000, height: 3000, bytes: photoBytes },
    storedBytesPerCover: storedBytes,
    medianMs: Math.round(sorted[Math.floor(sorted.length / 2)]),
    minMs: Math.round(sorted[0]),
    maxMs: Math.round(sorted[sorted.length - 1]),
  };
  console.log(JSON.stringify(report));
  mkdirSync(reportDir, { recursive: true });
  writeFileSync(path.join(reportDir, 'covers.json'), `${JSON.stringify(report, null, 2)}\n`);
  expect((await request.delete(`/api/admin/blog-posts/${slug}`, { headers })).status()).toBe(204);
});
