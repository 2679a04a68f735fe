import type { AdminBlogPost, BlogCoverUpload, PublicBlogPostDto } from '@rebound/shared';
import request from 'supertest';
import { useSpecApp } from '../test-support/spec-app';
import { queryTestDatabase } from '../test-support/test-database';
import { metadataLeft, phonePhoto, picture, pixelBomb, SVG_IMAGE } from '../test-support/test-images';

const BASE = '/api/admin/blog-posts';

describe('POST /api/admin/blog-posts/:id/cover and GET /api/media/:file', () => {
  const spec = useSpecApp({ admin: true });
  const origin = () => new URL(spec.environment.PUBLIC_URL).origin;
  const create = async (title: string) => (await spec.admin.post(BASE).send({ title }).expect(201)).body as AdminBlogPost;
  const upload = (id: string, bytes: Buffer, filename: string, contentType: string) =>
    spec.admin.post(`${BASE}/${id}/cover`).attach('file', bytes, { filename, contentType });
  const served = async (path: string) => {
    const response = await request(spec.server).get(path.replace('/media/', '/api/media/')).buffer(true).parse(binaryParser).expect(200);
    return { response, bytes: response.body as Buffer };
  };

  it('re-encodes a phone photo upright in every width, and no served file carries its EXIF, GPS, XMP or ICC profile', async () => {
    const post = await create('Cover from a phone');
    const photo = await phonePhoto(2400, 1600);
    expect(await metadataLeft(photo)).toEqual(expect.arrayContaining(['exif', 'xmp', 'icc', 'orientation', 'WGS-84-REBOUND-GPS-MARKER']));
    const answer = (await upload(post.id, photo, 'IMG_0001.jpg', 'image/jpeg').expect(201)).body as BlogCoverUpload;
    const hash = /^\/media\/([0-9a-f]{32})-960\.webp$/.exec(answer.imageUrl)?.[1];
    expect(hash).toBeDefined();
    // Upright: 1600 x 2400 (orientation 6), so 1600 wide at most.
    expect(answer.image).toEqual({
      src: answer.imageUrl,
      srcset: `/media/${hash}-480.webp 480w, /media/${hash}-960.webp 960w, /media/${hash}-1600.webp 1600w`,
      width: 1600,
      height: 2400,
      share: `/media/${hash}-1200.jpg`,
    });
    const files = [...[480, 960, 1600].map((width) => [`/media/${hash}-${width}.webp`, 'image/webp']), [answer.image.share, 'image/jpeg']];
    for (const [path, contentType] of files) {
      const { response, bytes } = await served(path);
      expect(response.headers).toMatchObject({ 'content-type': contentType, 'cache-control': 'public, max-age=31536000, immutable' });
      expect(response.headers['set-cookie']).toBeUndefined();
      expect([path, await metadataLeft(bytes)]).toEqual([path, []]);
    }
    const stored = await queryTestDatabase<{ width: number; height: number; format: string }>(
      'SELECT width, height, format FROM blog_images WHERE post_id = $1 ORDER BY format DESC, width',
      [post.id],
    );
    expect(stored).toEqual([
      { width: 480, height: 720, format: 'webp' },
      { width: 960, height: 1440, format: 'webp' },
      { width: 1600, height: 2400, format: 'webp' },
      { width: 1200, height: 1800, format: 'jpeg' },
    ]);
  });

  it('judges the type by content only: a PNG named .jpg sent as image/jpeg and a JPEG named .png pass; WebP passes', async () => {
    const post = await create('Types by content');
    await upload(post.id, await picture('png'), 'photo.jpg', 'image/jpeg').expect(201);
    await upload(post.id, await picture('jpeg'), 'photo.png', 'image/png').expect(201);
    await upload(post.id, await picture('webp'), 'photo.webp', 'application/octet-stream').expect(201);
  });

  it('refuses SVG, GIF and other files with 415, a truncated file and a pixel bomb with 422, a 12 MiB file with 413', async () => {
    const post = await create('Refused files');
    const refused = async (bytes: Buffer, filename: string, contentType: string, status: number, code: string) => {
      const response = await upload(post.id, bytes, filename, contentType);
      expect([filename, response.status, response.body.errors?.[0]?.code]).toEqual([filename, status, code]);
    };
    await refused(SVG_IMAGE, 'cover.svg', 'image/svg+xml', 415, 'imageType');
    await refused(SVG_IMAGE, 'cover.png', 'image/png', 415, 'imageType');
    await refused(await picture('gif'), 'cover.gif', 'image/gif', 415, 'imageType');
    await refused(Buffer.from('%PDF-1.7 not an image'), 'cover.jpg', 'image/jpeg', 415, 'imageType');
    const jpeg = await picture('jpeg', 1600, 1200);
    await refused(jpeg.subarray(0, Math.floor(jpeg.length / 2)), 'half.jpg', 'image/jpeg', 422, 'imageUnreadable');
    await refused(pixelBomb(20_000, 20_000), 'bomb.png', 'image/png', 422, 'imagePixels');
    const huge = await upload(post.id, Buffer.alloc(12 * 1024 * 1024, 1), 'huge.jpg', 'image/jpeg');
    expect(huge.status).toBe(413);
    // A file in another field, and no file at all: 400.
    expect((await spec.admin.post(`${BASE}/${post.id}/cover`).attach('image', await picture('png'), 'a.png')).status).toBe(400);
    expect((await spec.admin.post(`${BASE}/${post.id}/cover`).field('note', 'x')).status).toBe(400);
    expect((await spec.admin.post(`${BASE}/${post.id}/cover`).send({ file: 'x' })).status).toBe(400);
    expect(await queryTestDatabase('SELECT 1 FROM blog_images WHERE post_id = $1', [post.id])).toEqual([]);
  });

  it('answers 401 without a session, 403 from another site, 404 for an unknown post, and audits each upload with the post', async () => {
    const post = await create('Guarded cover');
    const png = await picture('png');
    await request(spec.server).post(`${BASE}/${post.id}/cover`).set('Origin', origin()).attach('file', png, 'a.png').expect(401);
    await spec.admin.post(`${BASE}/${post.id}/cover`).set('Sec-Fetch-Site', 'cross-site').attach('file', png, 'a.png').expect(403);
    await spec.admin.post(`${BASE}/${post.id}/cover`).set('Origin', 'https://evil.example').attach('file', png, 'a.png').expect(403);
    await upload('no-such-post', png, 'a.png', 'image/png').expect(404);
    await queryTestDatabase('DELETE FROM admin_audit_events');
    await upload(post.id, png, 'a.png', 'image/png').expect(201);
    expect(await queryTestDatabase('SELECT event, target_id, record_count FROM admin_audit_events')).toEqual([
      { event: 'blog-cover-uploaded', target_id: post.id, record_count: 3 },
    ]);
  });

  it('gives the public post its cover as image {src, srcset, width, height} once saved as imageUrl, and follows the post', async () => {
    const post = await create('Public cover');
    const answer = (await upload(post.id, await picture('jpeg', 1000, 500), 'c.jpg', 'image/jpeg').expect(201)).body as BlogCoverUpload;
    const { translations: _t, state: _s, publishAt: _p, language: _l, id, createdAt: _c, updatedAt: _u, ...fields } = post;
    await spec.admin
      .put(`${BASE}/${id}`)
      .send({ ...fields, slug: 'public-cover-renamed', imageUrl: answer.imageUrl })
      .expect(200);
    await spec.admin.post(`${BASE}/public-cover-renamed/publish`).send({}).expect(200);
    const shown = (await request(spec.server).get('/api/blog-posts/public-cover-renamed').expect(200)).body as PublicBlogPostDto;
    expect(shown.imageUrl).toBe(answer.imageUrl);
    expect(shown.image).toEqual(answer.image);
    expect(answer.image).toMatchObject({ width: 1000, height: 500 });
    const listed = (await request(spec.server).get('/api/blog-posts').expect(200)).body as PublicBlogPostDto[];
    expect(listed.find((candidate) => candidate.id === 'public-cover-renamed')?.image).toEqual(answer.image);
    // A seeded post without a cover, and a cover given as an address elsewhere: no image.
    expect(listed.filter((candidate) => candidate.id !== 'public-cover-renamed').every((candidate) => candidate.image === null)).toBe(true);
    await spec.admin.delete(`${BASE}/public-cover-renamed`).expect(204);
    await request(spec.server).get(answer.imageUrl.replace('/media/', '/api/media/')).expect(404);
  });

  it('keeps the cover the post names and the last three uploads, and drops the others', async () => {
    const post = await create('Many covers');
    const uploads: BlogCoverUpload[] = [];
    for (const width of [500, 510, 520, 530, 540, 550]) {
      uploads.push((await upload(post.id, await picture('png', width, 300), 'c.png', 'image/png').expect(201)).body as BlogCoverUpload);
      // The first upload is saved as the post's cover; the later ones are tries the editor never saved.
      if (uploads.length === 1)
        await queryTestDatabase('UPDATE blog_posts SET image_url = $2 WHERE id = $1', [post.id, uploads[0].imageUrl]);
    }
    const hashes = await queryTestDatabase<{ hash: string }>('SELECT DISTINCT hash FROM blog_images WHERE post_id = $1', [post.id]);
    const hashOf = (cover: BlogCoverUpload) => cover.imageUrl.slice(7, 39);
    expect(hashes.map((row) => row.hash).sort()).toEqual([uploads[0], ...uploads.slice(3)].map(hashOf).sort());
  });

  it('answers a malformed multipart body with 400, never 5xx', async () => {
    const post = await create('Broken multipart');
    const png = await picture('png');
    const send = (contentType: string, body: Buffer | string) =>
      spec.admin.post(`${BASE}/${post.id}/cover`).set('Content-Type', contentType).send(body);
    const twoFiles = await spec.admin.post(`${BASE}/${post.id}/cover`).attach('file', png, 'a.png').attach('file', png, 'b.png');
    const cases = [
      ['two files', twoFiles.status],
      ['no boundary', (await send('multipart/form-data', 'x')).status],
      [
        'cut off',
        (
          await send(
            'multipart/form-data; boundary=XYZ',
            '--XYZ\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc',
          )
        ).status,
      ],
      ['empty', (await send('multipart/form-data; boundary=XYZ', '--XYZ--\r\n')).status],
    ];
    expect(cases).toEqual(cases.map(([name]) => [name, 400]));
    expect(await queryTestDatabase('SELECT 1 FROM blog_images WHERE post_id = $1', [post.id])).toEqual([]);
  });

  it('answers 404 for an unknown or malformed media address', async () => {
    for (const path of [
      '/api/media/0123456789abcdef0123456789abcdef-960.webp',
      '/api/media/0123456789abcdef0123456789abcdef-960.jpg',
      '/api/media/nothing.webp',
      '/api/media/..%2Fetc%2Fpasswd',
    ])
      expect([path, (await request(spec.server).get(path)).status]).toEqual([path, 404]);
  });
});

/** supertest leaves unknown types unparsed; collect the image's bytes. */
function binaryParser(response: request.Response, callback: (error: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => callback(null, Buffer.concat(chunks)));
}
