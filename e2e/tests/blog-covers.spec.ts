import { randomInt } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import type { AdminBlogPost, BlogCoverUpload, PublicBlogPostDto } from '@rebound/shared';
import { parse } from 'node-html-parser';
import sharp from 'sharp';
import { waitForApp } from '../support/app-ready';
import { expect, test } from '../support/fixtures';

const BASE = '/api/admin/blog-posts';
const GPS_MARKER = 'WGS-84-E2E-GPS-MARKER';

/** A phone photo: sideways (EXIF orientation 6) with its GPS position, in a colour of its own so every run uploads new bytes. */
async function phonePhoto(): Promise<Buffer> {
  return sharp({
    create: { width: 2000, height: 1500, channels: 3, background: { r: randomInt(256), g: randomInt(256), b: randomInt(256) } },
  })
    .jpeg()
    .withExif({ IFD0: { Make: 'RandomPhone' }, IFD3: { GPSMapDatum: GPS_MARKER, GPSLatitudeRef: 'N', GPSLatitude: '51/1 15/1 0/1' } })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

async function signIn(request: APIRequestContext, origin: string, email: string, password: string): Promise<void> {
  const response = await request.post('/api/auth/login', { data: { email, password }, headers: { Origin: origin } });
  expect(response.status()).toBe(204);
}

/** The page's cumulative layout shift so far (every shift the browser recorded since it started loading). */
function layoutShift(page: Page): Promise<number> {
  return page.evaluate(() => {
    const observer = new PerformanceObserver(() => undefined);
    observer.observe({ type: 'layout-shift', buffered: true });
    return observer.takeRecords().reduce((sum, entry) => sum + (entry as PerformanceEntry & { value: number }).value, 0);
  });
}

test.describe('blog covers through nginx', () => {
  test("a phone photo uploaded through the studio API is served from nginx's cache without a trace of where it was taken, the post page shows it with srcset and shares its JPEG", async ({
    page,
    request,
    stack,
    resetThrottling,
  }) => {
    await resetThrottling();
    const origin = new URL(stack.baseUrl).origin;
    const headers = { Origin: origin };
    await signIn(request, origin, stack.adminEmail, stack.adminPassword);
    const slug = `cover-e2e-${randomInt(1_000_000)}`;
    const created = (await (await request.post(BASE, { data: { title: 'A cover from a phone', slug }, headers })).json()) as AdminBlogPost;

    const photo = await phonePhoto();
    expect(photo.toString('latin1')).toContain(GPS_MARKER);
    const uploaded = await request.post(`${BASE}/${slug}/cover`, {
      headers,
      multipart: { file: { name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: photo } },
    });
    expect(uploaded.status()).toBe(201);
    const cover = (await uploaded.json()) as BlogCoverUpload;
    // Upright (orientation 6): 1500 wide, 2000 high.
    expect(cover.image).toMatchObject({ width: 1500, height: 2000 });
    const files = cover.image.srcset.split(', ').map((entry) => entry.split(' ')[0]);
    expect(files).toHaveLength(3);
    expect(cover.image.share).toMatch(/^\/media\/[0-9a-f]{32}-1200\.jpg$/);

    for (const file of [...files, cover.image.share]) {
      const format = file.endsWith('.jpg') ? 'jpeg' : 'webp';
      const first = await request.get(file);
      expect(first.status()).toBe(200);
      const firstHeaders = first.headers();
      expect(firstHeaders).toMatchObject({
        'content-type': `image/${format}`,
        'cache-control': 'public, max-age=31536000, immutable',
        'x-content-type-options': 'nosniff',
        'x-cache-status': 'MISS',
      });
      expect(firstHeaders['set-cookie']).toBeUndefined();
      expect(firstHeaders['cross-origin-resource-policy']).toBeUndefined();
      const bytes = await first.body();
      const metadata = await sharp(bytes).metadata();
      expect([file, metadata.format, metadata.exif, metadata.xmp, metadata.icc]).toEqual([file, format, undefined, undefined, undefined]);
      expect(bytes.toString('latin1')).not.toContain(GPS_MARKER);
      expect(bytes.toString('latin1')).not.toContain('RandomPhone');
      // The second request never reaches a backend.
      const second = await request.get(file);
      expect(second.headers()['x-cache-status']).toBe('HIT');
      expect((await second.body()).equals(bytes)).toBe(true);
    }
    expect((await request.get(files[0].replace(/[0-9a-f]{32}/, '0'.repeat(32)))).status()).toBe(404);
    for (const path of [
      '/media/not-a-cover.webp',
      `${files[0]}/x`,
      `${files[0]}.png`,

      '/media/',
      `${files[0].toUpperCase()}`,
    ])
      expect([path, (await request.get(path)).status()]).toEqual([path, 404]);

    const { translations: _t, state: _s, publishAt: _p, language: _l, id: _i, createdAt: _c, updatedAt: _u, ...fields } = created;
    expect((await request.put(`${BASE}/${slug}`, { headers, data: { ...fields, slug, imageUrl: cover.imageUrl } })).status()).toBe(200);
    expect((await request.post(`${BASE}/${slug}/publish`, { headers, data: {} })).status()).toBe(200);
    const published = (await (await request.get(`/api/blog-posts/${slug}`)).json()) as PublicBlogPostDto;
    expect(published.image).toEqual(cover.image);

    // The render server's HTML already holds the picture in every size (React writes the attribute as srcSet; HTML ignores case).
    const html = await (await request.get(`/en/blog/${slug}`)).text();
    const served = parse(html).querySelector('main img');
    expect(served?.getAttribute('srcset')).toBe(cover.image.srcset);
    expect([served?.getAttribute('width'), served?.getAttribute('height')]).toEqual(['1500', '2000']);
    // Link previews get the JPEG copy.
    expect(parse(html).querySelector('meta[property="og:image"]')?.getAttribute('content')).toBe(`${stack.publicUrl}${cover.image.share}`);

    // The list: the newest post is the featured story, its cover in every size (once nginx's 5 s micro-cache of the list has passed).
    const featuredSizes = async () => {
      const list = parse(await (await request.get('/en/blog')).text());
      return list
        .querySelectorAll('main img')
        .find((element) => element.getAttribute('srcset') === cover.image.srcset)
        ?.getAttribute('sizes');
    };
    await expect.poll(featuredSizes, { timeout: 15_000 }).toBeTruthy();

    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`/en/blog/${slug}`);
    const image = page.getByRole('img', { name: 'A cover from a phone' });
    await expect(image).toHaveAttribute('srcset', cover.image.srcset);
    await expect(image).toHaveAttribute('width', '1500');
    await expect(image).toHaveAttribute('height', '2000');
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
    expect(await image.evaluate((element: HTMLImageElement) => element.currentSrc)).toMatch(/\/media\/[0-9a-f]{32}-(480|960|1500)\.webp$/);
    expect(await layoutShift(page)).toBe(0);
    // Hydration took the server's picture as it was (React reports a mismatch on the console).
    await waitForApp(page);
    expect(errors).toEqual([]);

    // The list in the browser: the featured story's cover loads in one of its sizes, and nothing moves.
    await page.goto('/en/blog');
    const featured = page.getByRole('region', { name: 'Featured Story' }).locator('img');
    await expect(featured).toHaveAttribute('srcset', cover.image.srcset);
    await expect.poll(() => featured.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
    await waitForApp(page);
    expect(await layoutShift(page)).toBe(0);
    expect(errors).toEqual([]);
    expect((await request.delete(`${BASE}/${slug}`, { headers })).status()).toBe(204);
    // Leave no trace for the next spec file: the micro-cached list and API read forget the post within 5 s.
    await expect.poll(async () => (await request.get('/en/blog')).text(), { timeout: 15_000 }).not.toContain(slug);
    await expect.poll(async () => (await request.get('/api/blog-posts')).text(), { timeout: 15_000 }).not.toContain(slug);
  });

  test('refuses a cover over 10 MiB in nginx, one just over in the backend, and an SVG by its content', async ({
    request,
    stack,
    resetThrottling,
  }) => {
    await resetThrottling();
    const origin = new URL(stack.baseUrl).origin;
    const headers = { Origin: origin };
    await signIn(request, origin, stack.adminEmail, stack.adminPassword);
    const slug = `cover-limits-${randomInt(1_000_000)}`;
    expect((await request.post(BASE, { data: { title: 'Cover limits', slug }, headers })).status()).toBe(201);
    const send = (buffer: Buffer, name: string, mimeType: string) =>
      request.post(`${BASE}/${slug}/cover`, { headers, multipart: { file: { name, mimeType, buffer } } });

    const huge = await send(Buffer.alloc(12 * 1024 * 1024, 7), 'huge.jpg', 'image/jpeg');
    expect(huge.status()).toBe(413);
    expect(huge.headers()['content-type']).toContain('text/html');
    const justOver = await send(Buffer.alloc(10 * 1024 * 1024 + 1, 7), 'over.jpg', 'image/jpeg');
    expect(justOver.status()).toBe(413);
    expect(justOver.headers()['content-type']).toContain('application/json');
    const svg = await send(
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'cover.png',
      'image/png',
    );
    expect(svg.status()).toBe(415);
    expect((await request.delete(`${BASE}/${slug}`, { headers })).status()).toBe(204);
  });
});
