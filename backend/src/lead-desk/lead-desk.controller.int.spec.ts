import type { LeadDetailDto, LeadListItemDto } from '@rebound/shared';
import { LEAD_NOTIFICATION_JOB, LEAD_NOTIFICATION_JOB_OPTIONS, LEAD_NOTIFICATION_QUEUE } from '@rebound/shared/node';
import { formulaCells } from '@rebound/shared/testing';
import { Worker } from 'bullmq';
import { Redis } from 'ioredis';
import request from 'supertest';
import { eventually } from '../test-support/eventually';
import { useSpecApp } from '../test-support/spec-app';
import { queryTestDatabase } from '../test-support/test-database';
import { TEST_REDIS_URL, TEST_SITE_ORIGIN } from '../test-support/test-environment';

interface SeedLead {
  name: string;
  email: string;
  message?: string | null;
  createdAt: string;
  notifiedAt?: string | null;
  failedAt?: string | null;
  attempts?: number;
  lastError?: string | null;
}

/** Leads written straight into the table, with the dates and notification state a test needs. */
async function seed(leads: SeedLead[]): Promise<string[]> {
  const ids: string[] = [];
  for (const lead of leads) {
    const [row] = await queryTestDatabase<{ id: string }>(
      `INSERT INTO interest_leads (name, email, message, created_at, notified_at, notify_failed_at, notify_attempts, notify_last_error)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [
        lead.name,
        lead.email,
        lead.message ?? null,
        lead.createdAt,
        lead.notifiedAt ?? null,
        lead.failedAt ?? null,
        lead.attempts ?? 0,
        lead.lastError ?? null,
      ],
    );
    ids.push(row.id);
  }
  return ids;
}

const names = (leads: LeadListItemDto[]) => leads.map((lead) => lead.name);

describe('the staff desk: /api/interest list, search, detail, send again, delete and export', () => {
  const testApp = useSpecApp({ admin: true, queue: LEAD_NOTIFICATION_QUEUE });

  beforeEach(async () => {
    await queryTestDatabase('TRUNCATE interest_leads');
    await testApp.queue.obliterate({ force: true });
  });

  it.each([
    ['get', '/api/interest'],
    ['get', '/api/interest/export?format=csv'],
    ['get', '/api/interest/6f1c2a34-1111-4a5b-9c0d-123456789abc'],
    ['post', '/api/interest/6f1c2a34-1111-4a5b-9c0d-123456789abc/notification'],
    ['delete', '/api/interest/6f1c2a34-1111-4a5b-9c0d-123456789abc'],
    ['post', '/api/personal-data/access'],
    ['post', '/api/personal-data/erasure'],
  ] as const)('%s %s answers 401 without an admin session', async (method, path) => {
    // With the site's Origin, as the admin pages send it: without one a call that changes something is refused before the sign-in check.
    const response = await request(testApp.server)[method](path).set('Origin', TEST_SITE_ORIGIN).expect(401);
    expect(response.body).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'Sign in to continue' });
  });

  describe('search', () => {
    beforeEach(async () => {
      await seed([
        { name: 'José Ñúñez', email: 'jose@example.es', message: 'Quiero un saco para el gimnasio', createdAt: '2026-11-01T10:00:00Z' },
        { name: 'Jose Nunez', email: 'plain@example.com', createdAt: '2026-11-01T09:00:00Z' },
        { name: 'Chloé Lefèvre', email: 'CHLOE@Example.FR', message: 'École de boxe à Lyon', createdAt: '2026-11-01T08:00:00Z' },
        // Written with the Arabic yeh and kaf (U+064A, U+0643), a tatweel and a zero-width non-joiner.
        { name: 'علي\u0640 كريمي', email: 'ali@example.ir', message: 'می\u200cخواهم یک کیسه بوکس', createdAt: '2026-11-01T07:00:00Z' },
        // Written with the Persian forms (U+06CC, U+06A9).
        { name: 'مریم کاظمی', email: 'maryam@example.ir', message: 'باشگاه ما در شیراز', createdAt: '2026-11-01T06:00:00Z' },
        { name: '100% Tyres_Co', email: 'tyres@example.nl', createdAt: '2026-11-01T05:00:00Z' },
      ]);
    });

    const search = async (q: string) => {
      const response = await testApp.admin.get('/api/interest').query({ q }).expect(200);
      expect(response.headers['x-total-count']).toBe(String(response.body.length));
      return names(response.body);
    };

    it('ignores accents and case, in the name, the e-mail and the message', async () => {
      expect(await search('jose nunez')).toEqual(['José Ñúñez', 'Jose Nunez']);
      expect(await search('ÑÚÑEZ')).toEqual(['José Ñúñez', 'Jose Nunez']);
      expect(await search('ñu')).toEqual(['José Ñúñez', 'Jose Nunez']);
      expect(await search('chloe@example.fr')).toEqual(['Chloé Lefèvre']);
      expect(await search('ecole de BOXE')).toEqual(['Chloé Lefèvre']);
      expect(await search('gimnasio')).toEqual(['José Ñúñez']);
      // A decomposed accent (e + U+0301) finds the composed one.
      expect(await search('Chloe\u0301')).toEqual(['Chloé Lefèvre']);
    });

    it('folds Persian and Arabic letter variants, tatweel and zero-width joiners', async () => {
      // Persian yeh and kaf find a name stored with the Arabic ones, and the other way round.
      expect(await search('علی کریمی')).toEqual(['علي\u0640 كريمي']);
      expect(await search('كاظمي')).toEqual(['مریم کاظمی']);
      expect(await search('میخواهم')).toEqual(['علي\u0640 كريمي']);
      expect(await search('شیراز')).toEqual(['مریم کاظمی']);
      expect(await search('boxing')).toEqual([]);
    });

    it('takes % and _ literally', async () => {
      expect(await search('100%')).toEqual(['100% Tyres_Co']);
      expect(await search('%')).toEqual(['100% Tyres_Co']);
      expect(await search('s_c')).toEqual(['100% Tyres_Co']);
      expect(await search('_')).toEqual(['100% Tyres_Co']);
    });
  });

  describe('filters', () => {
    let ids: Record<string, string>;

    beforeEach(async () => {
      const [sent, failed, waiting, early, late] = await seed([
        { name: 'Sent', email: 'sent@example.com', createdAt: '2026-10-31T22:59:59.999Z', notifiedAt: '2026-10-31T23:00:05Z', attempts: 1 },
        {
          name: 'Failed',
          email: 'failed@example.com',
          createdAt: '2026-10-31T23:00:00Z',
          failedAt: '2026-10-31T23:10:00Z',
          attempts: 8,
          lastError: 'RCPT TO 550',
        },
        { name: 'Waiting', email: 'waiting@example.com', createdAt: '2026-11-15T12:00:00Z', attempts: 2, lastError: 'CONN ECONNREFUSED' },
        { name: 'Early', email: 'early@example.com', createdAt: '2026-10-01T00:00:00Z', notifiedAt: '2026-10-01T00:00:03Z', attempts: 1 },
        {
          name: 'Late',
          email: 'late@example.com',
          createdAt: '2026-12-01T00:00:00Z',
          failedAt: '2026-12-01T00:20:00Z',
          attempts: 8,
          lastError: 'DATA 554',
        },
      ]);
      ids = { sent, failed, waiting, early, late };
    });

    const list = async (query: Record<string, string>) => {
      const response = await testApp.admin.get('/api/interest').query(query).expect(200);
      return { names: names(response.body), total: Number(response.headers['x-total-count']), body: response.body as LeadListItemDto[] };
    };

    it('filters by notification status, derived the same way as each item shows it', async () => {
      expect((await list({ status: 'sent' })).names).toEqual(['Sent', 'Early']);
      expect((await list({ status: 'failed' })).names).toEqual(['Late', 'Failed']);
      expect((await list({ status: 'waiting' })).names).toEqual(['Waiting']);
      const all = await list({});
      expect(Object.fromEntries(all.body.map((lead) => [lead.name, lead.notificationStatus]))).toEqual({
        Late: 'failed',
        Waiting: 'waiting',
        Failed: 'failed',
        Sent: 'sent',
        Early: 'sent',
      });
      expect(all.total).toBe(5);
    });

    it('filters by a date range given as instants with offsets: from inclusive, to exclusive', async () => {
      // 1 November in Amsterdam (UTC+1) starts at 2026-10-31T23:00:00Z: "Failed" is in it, "Sent" (a millisecond earlier) is not.
      const november = await list({ from: '2026-11-01T00:00:00+01:00', to: '2026-12-01T00:00:00+01:00' });
      expect(november.names).toEqual(['Waiting', 'Failed']);
      expect(november.total).toBe(2);
      expect((await list({ from: '2026-12-01T00:00:00Z' })).names).toEqual(['Late']);
      expect((await list({ to: '2026-10-31T23:00:00Z' })).names).toEqual(['Sent', 'Early']);
      // A '+' sent unencoded arrives as a space and still means the offset.
      const raw = await testApp.admin.get('/api/interest?from=2026-11-01T00:00:00+01:00&to=2026-12-01T00:00:00+01:00').expect(200);
      expect(names(raw.body)).toEqual(['Waiting', 'Failed']);
    });

    it('combines search, status and dates', async () => {
      expect((await list({ q: 'example', status: 'failed', from: '2026-11-01T00:00:00Z' })).names).toEqual(['Late']);
      expect((await list({ q: 'late', status: 'sent' })).names).toEqual([]);
      expect((await list({ q: 'late', status: 'sent' })).total).toBe(0);
    });

    it('treats blank parameters as no filter', async () => {
      expect((await list({ q: '  ', status: '', from: '', to: '' })).total).toBe(5);
    });

    it.each([
      ['limit=0', 'limit'],
      ['limit=201', 'limit'],
      ['limit=1.5', 'limit'],
      ['limit=ten', 'limit'],
      ['limit=1&limit=2', 'limit'],
      ['status=bounced', 'status'],
      ['from=2026-11-01', 'from'],
      ['from=2026-02-30T00:00:00Z', 'from'],
      ['from=2026-11-01T00:00:00', 'from'],
      ['to=yesterday', 'to'],
      ['from=2026-11-02T00:00:00Z&to=2026-11-01T00:00:00Z', 'to'],
      [`q=${'x'.repeat(201)}`, 'q'],
      ['q=a%00b', 'q'],
      ['q=a%E2%80%AEb', 'q'],
      ['cursor=nonsense', 'cursor'],
      ['sort=name', 'sort'],
    ])('answers 400 naming the field for %s', async (query, field) => {
      const response = await testApp.admin.get(`/api/interest?${query}`).expect(400);
      expect(response.body).toEqual(expect.objectContaining({ statusCode: 400, error: 'Bad Request' }));
      expect(response.body.errors.map((error: { field: string }) => error.field)).toEqual([field]);
    });

    it('refuses a cursor that was not signed by this server, or was changed', async () => {
      const first = await testApp.admin.get('/api/interest').query({ limit: 2 }).expect(200);
      const cursor = /cursor=([^&>]+)/.exec(first.headers.link)![1];
      const [payload, signature] = decodeURIComponent(cursor).split('.');
      const forgedPayload = Buffer.from(JSON.stringify(['2099-01-01T00:00:00.000000Z', ids.late])).toString('base64url');
      for (const forged of [
        `${forgedPayload}.${signature}`,
        `${payload}.${signature.slice(1)}A`,
        `${payload}.${Buffer.alloc(16).toString('base64url')}`,
      ]) {
        const response = await testApp.admin.get('/api/interest').query({ limit: 2, cursor: forged }).expect(400);
        expect(response.body.errors).toEqual([{ field: 'cursor', code: 'invalid', message: 'cursor is not one this server gave out' }]);
      }
    });

    it('pages with a Link header that keeps the filters, until the last page has none', async () => {
      const seen: string[] = [];
      let next: string | undefined = '/api/interest?limit=2&q=example&from=2026-10-15T00:00:00%2B02:00';
      let pages = 0;
      while (next) {
        const response: request.Response = await testApp.admin.get(next).expect(200);
        pages += 1;
        expect(response.headers['x-total-count']).toBe('4');
        seen.push(...names(response.body));
        const link = response.headers.link as string | undefined;
        next = link ? /^<([^>]+)>; rel="next"$/.exec(link)![1] : undefined;
        if (next) expect(new URL(next, 'http://x').searchParams.get('q')).toBe('example');
      }
      expect(pages).toBe(2);
      expect(seen).toEqual(['Late', 'Waiting', 'Failed', 'Sent']);
    });

    it('shows one lead with its notification details, 404 for an unknown id and 400 for a malformed one', async () => {
      const failed = await testApp.admin.get(`/api/interest/${ids.failed}`).expect(200);
      expect(failed.body).toEqual({
        id: ids.failed,
        name: 'Failed',
        email: 'failed@example.com',
        message: null,
        createdAt: '2026-10-31T23:00:00.000Z',
        notifiedAt: null,
        notificationStatus: 'failed',
        notification: { attempts: 8, lastError: 'RCPT TO 550', failedAt: '2026-10-31T23:10:00.000Z' },
      } satisfies LeadDetailDto);
      const sent = await testApp.admin.get(`/api/interest/${ids.sent.toUpperCase()}`).expect(200);
      expect(sent.body.notification).toEqual({ attempts: 1, lastError: null, failedAt: null });

      const unknown = await testApp.admin.get('/api/interest/6f1c2a34-1111-4a5b-9c0d-123456789abc').expect(404);
      expect(unknown.body).toEqual({ statusCode: 404, error: 'Not Found', message: 'No lead with this id' });
      const malformed = await testApp.admin.get('/api/interest/not-a-uuid').expect(400);
      expect(malformed.body.errors).toEqual([{ field: 'id', code: 'invalid', message: 'id must be a lead id (a UUID)' }]);
    });
  });

  describe('send again', () => {
    it('queues a fresh job for a failed lead, clears its failed state and keeps its attempts', async () => {
      const [failed] = await seed([
        {
          name: 'Failed',
          email: 'f@example.com',
          createdAt: '2026-11-01T00:00:00Z',
          failedAt: '2026-11-01T00:10:00Z',
          attempts: 8,
          lastError: 'RCPT TO 550',
        },
      ]);
      // Its job sits in the failed list, as after the last fast retry (taken and failed as a worker would).
      await testApp.queue.add(
        LEAD_NOTIFICATION_JOB,
        { leadId: failed, locale: 'en' },
        { ...LEAD_NOTIFICATION_JOB_OPTIONS, jobId: failed, attempts: 1 },
      );
      const workerConnection = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: null });
      const manualWorker = new Worker(LEAD_NOTIFICATION_QUEUE, null, { connection: workerConnection });
      const taken = await manualWorker.getNextJob('desk-spec');
      await taken!.moveToFailed(new Error('550 mailbox unavailable'), 'desk-spec');
      await manualWorker.close();
      workerConnection.disconnect();
      expect(await (await testApp.queue.getJob(failed))!.getState()).toBe('failed');

      const response = await testApp.admin.post(`/api/interest/${failed}/notification`).expect(202);
      expect(response.body).toEqual({ queued: true });
      const requeued = await testApp.queue.getJob(failed);
      expect(await requeued!.getState()).toBe('waiting');
      expect(requeued!.attemptsMade).toBe(0);
      expect(requeued!.data).toEqual({ leadId: failed, locale: 'en' });
      expect(
        await queryTestDatabase('SELECT notify_failed_at, notify_attempts, notify_last_error FROM interest_leads WHERE id = $1', [failed]),
      ).toEqual([{ notify_failed_at: null, notify_attempts: 8, notify_last_error: 'RCPT TO 550' }]);
      expect((await testApp.admin.get(`/api/interest/${failed}`).expect(200)).body.notificationStatus).toBe('waiting');

      // Again while the job waits: nothing is queued twice.
      await testApp.admin.post(`/api/interest/${failed}/notification`).expect(202);
      expect(await testApp.queue.getJobCounts('waiting', 'failed')).toEqual({ waiting: 1, failed: 0 });
    });

    it('queues a lead whose job is gone, answers 409 for a sent lead and 404 for an unknown one', async () => {
      const [lost, sent] = await seed([
        { name: 'Lost', email: 'l@example.com', createdAt: '2026-11-01T00:00:00Z' },
        { name: 'Sent', email: 's@example.com', createdAt: '2026-11-01T00:00:00Z', notifiedAt: '2026-11-01T00:00:02Z' },
      ]);
      await testApp.admin.post(`/api/interest/${lost}/notification`).expect(202);
      expect(await (await testApp.queue.getJob(lost))!.getState()).toBe('waiting');

      const conflict = await testApp.admin.post(`/api/interest/${sent}/notification`).expect(409);
      expect(conflict.body).toEqual({ statusCode: 409, error: 'Conflict', message: 'The staff mail for this lead has already been sent' });
      expect(await testApp.queue.getJob(sent)).toBeUndefined();
      await testApp.admin.post('/api/interest/6f1c2a34-1111-4a5b-9c0d-123456789abc/notification').expect(404);
    });
  });

  describe('delete', () => {
    it('removes the lead from PostgreSQL and its job from the queue, and audits only that it happened', async () => {
      const [doomed, kept] = await seed([
        { name: 'Doomed Visitor', email: 'doomed@example.com', message: 'secret plans', createdAt: '2026-11-01T00:00:00Z' },
        { name: 'Kept', email: 'kept@example.com', createdAt: '2026-11-01T00:00:00Z' },
      ]);
      for (const id of [doomed, kept])
        await testApp.queue.add(LEAD_NOTIFICATION_JOB, { leadId: id, locale: 'en' }, { ...LEAD_NOTIFICATION_JOB_OPTIONS, jobId: id });

      await testApp.admin.delete(`/api/interest/${doomed}`).expect(204);
      expect(await queryTestDatabase('SELECT id FROM interest_leads')).toEqual([{ id: kept }]);
      expect(await testApp.queue.getJob(doomed)).toBeUndefined();
      expect(await testApp.queue.getJob(kept)).toBeDefined();
      await testApp.admin.delete(`/api/interest/${doomed}`).expect(404);
      await testApp.admin.get(`/api/interest/${doomed}`).expect(404);

      const [audit] = await queryTestDatabase(`SELECT * FROM admin_audit_events WHERE event = 'lead-deleted' ORDER BY id DESC LIMIT 1`);
      expect(audit).toEqual(expect.objectContaining({ event: 'lead-deleted', record_count: 1, target_id: doomed }));
      expect(JSON.stringify(audit)).not.toMatch(/Doomed|doomed@|secret plans/);
    });
  });

  describe('export', () => {
    const hostileName = '=HYPERLINK("http://evil.example","x")';

    beforeEach(async () => {
      await seed([
        { name: hostileName, email: 'evil@example.com', message: '+1 shout\r\n"quoted", and more', createdAt: '2026-11-03T00:00:00Z' },
        {
          name: 'مهسا احمدی',
          email: 'mahsa@example.ir',
          message: '@team -2 ساک بوکس',
          createdAt: '2026-11-02T00:00:00Z',
          notifiedAt: '2026-11-02T00:00:04Z',
        },
        { name: 'Zoë Ñúñez', email: 'zoe@example.es', message: null, createdAt: '2026-11-01T00:00:00Z', failedAt: '2026-11-01T00:10:00Z' },
      ]);
    });

    it('writes CSV with a BOM, a header row, RFC 4180 quoting and every formula made inert', async () => {
      const response = await testApp.admin
        .get('/api/interest/export?format=csv')
        .buffer(true)
        .parse((res, done) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => done(null, Buffer.concat(chunks)));
        });
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="rebound-leads-${new Date().toISOString().slice(0, 10)}.csv"`,
      );
      expect(response.headers['cache-control']).toBe('no-store');
      const bytes = response.body as Buffer;
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = bytes.subarray(3).toString('utf8');
      const lines = text.split('\r\n');
      expect(lines[0]).toBe('"id","name","email","message","created_at","notified_at","notification_status"');
      expect(text).toContain(
        `,"'=HYPERLINK(""http://evil.example"",""x"")","evil@example.com","'+1 shout\r\n""quoted"", and more","2026-11-03T00:00:00.000Z","","waiting"\r\n`,
      );
      expect(text).toContain(
        ',"مهسا احمدی","mahsa@example.ir","\'@team -2 ساک بوکس","2026-11-02T00:00:00.000Z","2026-11-02T00:00:04.000Z","sent"\r\n',
      );
      expect(text).toContain(',"Zoë Ñúñez","zoe@example.es","","2026-11-01T00:00:00.000Z","","failed"\r\n');
      // Nothing a spreadsheet would run, whichever list separator it splits at.
      expect(formulaCells(text)).toEqual([]);
    });

    it('exports the current search only, and JSON as LeadDetailDto objects', async () => {
      const response = await testApp.admin.get('/api/interest/export').query({ format: 'json', q: 'nunez', status: 'failed' }).expect(200);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.headers['content-disposition']).toMatch(/^attachment; filename="rebound-leads-\d{4}-\d{2}-\d{2}\.json"$/);
      const leads = response.body as LeadDetailDto[];
      expect(leads.map((lead) => [lead.name, lead.notificationStatus, lead.notification.failedAt])).toEqual([
        ['Zoë Ñúñez', 'failed', '2026-11-01T00:10:00.000Z'],
      ]);
      const none = await testApp.admin.get('/api/interest/export').query({ format: 'json', q: 'nobody at all' }).expect(200);
      expect(none.body).toEqual([]);
    });

    it('streams more leads than one batch, newest first, each once', async () => {
      await queryTestDatabase(`INSERT INTO interest_leads (name, email, created_at)
        SELECT 'Bulk ' || i, 'bulk' || i || '@example.com', timestamptz '2026-01-01T00:00:00Z' + make_interval(secs => i / 2) FROM generate_series(1, 1234) AS i`);
      const response = await testApp.admin.get('/api/interest/export').query({ format: 'json', q: 'bulk' }).expect(200);
      const leads = response.body as LeadDetailDto[];
      expect(leads).toHaveLength(1234);
      expect(new Set(leads.map((lead) => lead.id)).size).toBe(1234);
      expect(leads[0].name).toBe('Bulk 1234');
      expect(leads[1233].name).toBe('Bulk 1');
      const csv = await testApp.admin.get('/api/interest/export').query({ format: 'csv', q: 'bulk' }).expect(200);
      expect(csv.text.trimEnd().split('\r\n')).toHaveLength(1 + 1234);
    });

    it('answers 400 without a format or with an unknown one, and audits each export with its count', async () => {
      expect((await testApp.admin.get('/api/interest/export').expect(400)).body.errors).toEqual([
        { field: 'format', code: 'required', message: 'format is required: csv or json' },
      ]);
      expect((await testApp.admin.get('/api/interest/export?format=xlsx').expect(400)).body.errors).toEqual([
        { field: 'format', code: 'invalid', message: 'format must be one of csv, json' },
      ]);
      const [{ before }] = await queryTestDatabase<{ before: number }>(
        'SELECT coalesce(max(id), 0)::int AS before FROM admin_audit_events',
      );
      await testApp.admin.get('/api/interest/export?format=csv&q=zo%C3%AB').expect(200);
      // The export is audited once it has been sent (its count is known only then): wait for its row;
      // the previous test's exports (1,234 leads) may still be landing.
      const exports = await eventually(async () => {
        const rows = await queryTestDatabase(
          `SELECT event, record_count FROM admin_audit_events WHERE id > $1 AND event = 'leads-exported' AND record_count = 1`,
          [before],
        );
        return rows.length > 0 ? rows : undefined;
      }, 10_000);
      expect(exports).toEqual([{ event: 'leads-exported', record_count: 1 }]);
    });
  });
});
