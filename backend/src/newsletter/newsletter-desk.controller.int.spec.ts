import type { NewsletterSubscriberDto, PersonalDataResponse } from '@rebound/shared';
import { formulaCells } from '@rebound/shared/testing';
import request from 'supertest';
import { eventually } from '../test-support/eventually';
import { useSpecApp } from '../test-support/spec-app';
import { queryTestDatabase } from '../test-support/test-database';
import { TEST_SITE_ORIGIN } from '../test-support/test-environment';
import { subscriberExportFileName } from './newsletter-desk.controller';

interface SeedSubscriber {
  email: string;
  language?: string;
  status?: 'pending' | 'confirmed';
  requestedAt: string;
  confirmedAt?: string | null;
}

async function seed(subscribers: SeedSubscriber[]): Promise<string[]> {
  const ids: string[] = [];
  for (const subscriber of subscribers) {
    const [row] = await queryTestDatabase<{ id: string }>(
      `INSERT INTO newsletter_subscriptions (email, language, status, requested_at, confirmed_at) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [
        subscriber.email,
        subscriber.language ?? 'en',
        subscriber.status ?? 'pending',
        subscriber.requestedAt,
        subscriber.confirmedAt ?? null,
      ],
    );
    ids.push(row.id);
  }
  return ids;
}

const emails = (subscribers: NewsletterSubscriberDto[]) => subscribers.map((subscriber) => subscriber.email);

describe('the staff view of the newsletter list: /api/newsletter/subscribers', () => {
  const testApp = useSpecApp({ admin: true });

  beforeEach(async () => {
    await queryTestDatabase('TRUNCATE newsletter_subscriptions, newsletter_tokens, newsletter_send_recipients, admin_audit_events');
  });

  it.each([
    ['get', '/api/newsletter/subscribers'],
    ['get', '/api/newsletter/subscribers/export'],
    ['delete', '/api/newsletter/subscribers/6f1c2a34-1111-4a5b-9c0d-123456789abc'],
  ] as const)('%s %s answers 401 without an admin session', async (method, path) => {
    // With the site's Origin, as the admin pages send it: without one a call that changes something is refused before the sign-in check.
    const response = await request(testApp.server)[method](path).set('Origin', TEST_SITE_ORIGIN).expect(401);
    expect(response.body).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'Sign in to continue' });
  });

  describe('the list', () => {
    let ids: string[];
    beforeEach(async () => {
      ids = await seed([
        {
          email: 'ana@example.pt',
          language: 'pt',
          status: 'confirmed',
          requestedAt: '2026-11-01T10:00:00Z',
          confirmedAt: '2026-11-01T10:05:00Z',
        },
        { email: 'bram@example.nl', language: 'nl', requestedAt: '2026-11-02T10:00:00Z' },
        {
          email: 'chloe@example.fr',
          language: 'fr',
          status: 'confirmed',
          requestedAt: '2026-11-03T10:00:00Z',
          confirmedAt: '2026-11-04T08:00:00Z',
        },
        // Two requests in the same instant: the id breaks the tie.
        { email: 'dara@example.ir', language: 'fa', requestedAt: '2026-11-04T10:00:00Z' },
        {
          email: 'eva@example.es',
          language: 'es',
          status: 'confirmed',
          requestedAt: '2026-11-04T10:00:00Z',
          confirmedAt: '2026-11-04T11:00:00Z',
        },
      ]);
    });

    it('answers newest request first with every field, the total and no next page when all fit', async () => {
      const response = await testApp.admin.get('/api/newsletter/subscribers').expect(200);
      expect(response.headers['x-total-count']).toBe('5');
      expect(response.headers.link).toBeUndefined();
      const [sameInstantFirst, sameInstantSecond] = [ids[3], ids[4]].sort().reverse();
      expect((response.body as NewsletterSubscriberDto[]).map((subscriber) => subscriber.id)).toEqual([
        sameInstantFirst,
        sameInstantSecond,
        ids[2],
        ids[1],
        ids[0],
      ]);
      expect(response.body).toContainEqual({
        id: ids[2],
        email: 'chloe@example.fr',
        language: 'fr',
        status: 'confirmed',
        requestedAt: '2026-11-03T10:00:00.000Z',
        confirmedAt: '2026-11-04T08:00:00.000Z',
      } satisfies NewsletterSubscriberDto);
      expect(response.headers['cache-control']).toBe('no-store');
    });

    it('filters by status, with the total of the filter', async () => {
      const confirmed = await testApp.admin.get('/api/newsletter/subscribers?status=confirmed').expect(200);
      expect(emails(confirmed.body)).toEqual(['eva@example.es', 'chloe@example.fr', 'ana@example.pt']);
      expect(confirmed.headers['x-total-count']).toBe('3');
      const pending = await testApp.admin.get('/api/newsletter/subscribers?status=pending').expect(200);
      expect(emails(pending.body)).toEqual(['dara@example.ir', 'bram@example.nl']);
      expect(pending.headers['x-total-count']).toBe('2');
      expect((await testApp.admin.get('/api/newsletter/subscribers?status=').expect(200)).headers['x-total-count']).toBe('5');
    });

    it('pages by the Link header, keeping the filter, each subscriber once, until the last page has none', async () => {
      const seen: string[] = [];
      let next: string | undefined = '/api/newsletter/subscribers?status=confirmed&limit=2';
      let pages = 0;
      while (next) {
        const response: request.Response = await testApp.admin.get(next).expect(200);
        pages += 1;
        expect(response.headers['x-total-count']).toBe('3');
        seen.push(...emails(response.body));
        const link = response.headers.link as string | undefined;
        next = link ? /^<([^>]+)>; rel="next"$/.exec(link)![1] : undefined;
        if (next) expect(new URL(next, 'http://x').searchParams.get('status')).toBe('confirmed');
      }
      expect(pages).toBe(2);
      expect(seen).toEqual(['eva@example.es', 'chloe@example.fr', 'ana@example.pt']);
    });

    it('refuses a cursor it did not sign, or one that was changed', async () => {
      const first = await testApp.admin.get('/api/newsletter/subscribers').query({ limit: 2 }).expect(200);
      const cursor = decodeURIComponent(/cursor=([^&>]+)/.exec(first.headers.link)![1]);
      const [payload, signature] = cursor.split('.');
      const forgedPayload = Buffer.from(JSON.stringify(['2099-01-01T00:00:00.000000Z', ids[0]])).toString('base64url');
      for (const forged of [
        `${forgedPayload}.${signature}`,
        `${payload}.${signature.slice(1)}A`,
        `${payload}.${Buffer.alloc(16).toString('base64url')}`,
        'nonsense',
      ]) {
        const response = await testApp.admin.get('/api/newsletter/subscribers').query({ cursor: forged }).expect(400);
        expect(response.body.errors).toEqual([{ field: 'cursor', code: 'invalid', message: 'cursor is not one this server gave out' }]);
      }
      await testApp.admin.get('/api/newsletter/subscribers').query({ limit: 2, cursor }).expect(200);
    });

    it.each([
      ['limit=0', 'limit'],
      ['limit=201', 'limit'],
      ['limit=ten', 'limit'],
      ['status=unsubscribed', 'status'],
      ['q=ana', 'q'],
    ])('answers 400 naming the field for %s', async (query, field) => {
      const response = await testApp.admin.get(`/api/newsletter/subscribers?${query}`).expect(400);
      expect(response.body.errors.map((error: { field: string }) => error.field)).toEqual([field]);
    });

    it('audits each read with the count, never an address', async () => {
      await testApp.admin.get('/api/newsletter/subscribers?status=pending').expect(200);
      expect(await queryTestDatabase('SELECT event, record_count FROM admin_audit_events')).toEqual([
        { event: 'subscribers-read', record_count: 2 },
      ]);
    });
  });

  describe('the CSV export', () => {
    it('is a UTF-8 CSV with a BOM, CRLF, the agreed header, one exact row per subscriber, and formula cells made inert', async () => {
      const [chloe] = await seed([
        {
          email: 'chloé@example.fr',
          language: 'fr',
          status: 'confirmed',
          requestedAt: '2026-11-03T10:00:00Z',
          confirmedAt: '2026-11-04T08:00:00.123Z',
        },
        { email: '=HYPERLINK("http://evil.example")@example.com', language: 'en', requestedAt: '2026-11-02T10:00:00Z' },
        { email: '+31@example.nl', language: 'nl', requestedAt: '2026-11-01T10:00:00Z' },
        { email: 'bad@example.nl', language: '@SUM(1);=2', requestedAt: '2026-10-01T10:00:00Z' },
      ]);
      const response = await testApp.admin
        .get('/api/newsletter/subscribers/export')
        .buffer(true)
        .parse((res, done) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => done(null, Buffer.concat(chunks)));
        })
        .expect(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toBe(`attachment; filename="${subscriberExportFileName()}"`);
      expect(response.headers['content-disposition']).toMatch(/^attachment; filename="rebound-subscribers-\d{4}-\d{2}-\d{2}\.csv"$/);
      expect(response.headers['cache-control']).toBe('no-store');
      const body = response.body as Buffer;
      expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = body.subarray(3).toString('utf8').split('\r\n');
      expect(lines).toEqual([
        '"id","email","language","status","requested_at","confirmed_at"',
        `"${chloe}","chloé@example.fr","fr","confirmed","2026-11-03T10:00:00.000Z","2026-11-04T08:00:00.123Z"`,
        expect.stringMatching(
          /^"[0-9a-f-]{36}","'=HYPERLINK\(""http:\/\/evil\.example""\)@example\.com","en","pending","2026-11-02T10:00:00\.000Z",""$/,
        ),
        expect.stringMatching(/^"[0-9a-f-]{36}","'\+31@example\.nl","nl","pending","2026-11-01T10:00:00\.000Z",""$/),
        expect.stringMatching(/^"[0-9a-f-]{36}","bad@example\.nl","'@SUM\(1\);'=2","pending","2026-10-01T10:00:00\.000Z",""$/),
        '',
      ]);
      expect(formulaCells(body.subarray(3).toString('utf8'))).toEqual([]);
      // Audited once the file has been sent (its count is known only then): wait for the row.
      const audit = await eventually(async () => {
        const rows = await queryTestDatabase('SELECT event, record_count FROM admin_audit_events');
        return rows.length > 0 ? rows : undefined;
      }, 10_000);
      expect(audit).toEqual([{ event: 'subscribers-exported', record_count: 4 }]);
    });

    it('exports one status only, and an empty list as the header alone', async () => {
      await seed([
        { email: 'pending@example.com', requestedAt: '2026-11-02T10:00:00Z' },
        { email: 'confirmed@example.com', status: 'confirmed', requestedAt: '2026-11-01T10:00:00Z', confirmedAt: '2026-11-01T11:00:00Z' },
      ]);
      const confirmed = await testApp.admin.get('/api/newsletter/subscribers/export?status=confirmed').expect(200);
      expect(
        confirmed.text
          .split('\r\n')
          .slice(1, -1)
          .map((line) => line.split(',')[1]),
      ).toEqual(['"confirmed@example.com"']);
      await queryTestDatabase('TRUNCATE newsletter_subscriptions, newsletter_tokens, newsletter_send_recipients');
      const empty = await testApp.admin.get('/api/newsletter/subscribers/export').expect(200);
      expect(empty.text).toBe('\ufeff"id","email","language","status","requested_at","confirmed_at"\r\n');
      await testApp.admin.get('/api/newsletter/subscribers/export?status=bounced').expect(400);
    });
  });

  describe('delete', () => {
    it('answers 204 and removes only that subscriber, 404 when there is none, 400 for a malformed id; audited without the address', async () => {
      const [gone, kept] = await seed([
        { email: 'gone@example.com', requestedAt: '2026-11-02T10:00:00Z' },
        { email: 'kept@example.com', requestedAt: '2026-11-01T10:00:00Z' },
      ]);
      await testApp.admin.delete(`/api/newsletter/subscribers/${gone.toUpperCase()}`).expect(204);
      expect(await queryTestDatabase('SELECT id FROM newsletter_subscriptions')).toEqual([{ id: kept }]);
      const again = await testApp.admin.delete(`/api/newsletter/subscribers/${gone}`).expect(404);
      expect(again.body).toEqual({ statusCode: 404, error: 'Not Found', message: 'No subscriber with this id' });
      const malformed = await testApp.admin.delete('/api/newsletter/subscribers/not-a-uuid').expect(400);
      expect(malformed.body.errors).toEqual([{ field: 'id', code: 'invalid', message: 'id must be a subscriber id (a UUID)' }]);
      // Which subscriber went (its id), never the address.
      expect(await queryTestDatabase('SELECT event, record_count, target_id FROM admin_audit_events')).toEqual([
        { event: 'subscriber-deleted', record_count: 1, target_id: gone },
      ]);
      expect(JSON.stringify(await queryTestDatabase('SELECT * FROM admin_audit_events'))).not.toMatch(/example\.com/);
    });
  });

  describe('personal data', () => {
    it('hands over and erases the subscription of an address, matched case-insensitively, beside the leads', async () => {
      const [mahsa] = await seed([
        {
          email: 'Mahsa@Example.ir',
          language: 'fa',
          status: 'confirmed',
          requestedAt: '2026-11-02T10:00:00Z',
          confirmedAt: '2026-11-02T10:30:00Z',
        },
        { email: 'other@example.ir', requestedAt: '2026-11-01T10:00:00Z' },
      ]);
      const found = await testApp.admin.post('/api/personal-data/access').send({ email: 'mahsa@example.IR' }).expect(200);
      expect((found.body as PersonalDataResponse).newsletter).toEqual([
        {
          id: mahsa,
          email: 'Mahsa@Example.ir',
          language: 'fa',
          status: 'confirmed',
          requestedAt: '2026-11-02T10:00:00.000Z',
          confirmedAt: '2026-11-02T10:30:00.000Z',
        },
      ]);
      expect(found.body.leads).toEqual([]);
      const erased = await testApp.admin.post('/api/personal-data/erasure').send({ email: 'MAHSA@example.ir' }).expect(200);
      expect(erased.body).toEqual({ deleted: { leads: 0, newsletter: 1 } });
      expect(await queryTestDatabase('SELECT email FROM newsletter_subscriptions')).toEqual([{ email: 'other@example.ir' }]);
      expect(
        (await testApp.admin.post('/api/personal-data/access').send({ email: 'mahsa@example.ir' }).expect(200)).body.newsletter,
      ).toEqual([]);
      expect(await queryTestDatabase('SELECT event, record_count FROM admin_audit_events ORDER BY id')).toEqual([
        { event: 'personal-data-read', record_count: 1 },
        { event: 'personal-data-erased', record_count: 1 },
        { event: 'personal-data-read', record_count: 0 },
      ]);
      expect(JSON.stringify(await queryTestDatabase('SELECT * FROM admin_audit_events'))).not.toMatch(/mahsa/i);
    });
  });
});
