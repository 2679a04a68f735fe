import type { LeadListItemDto } from '@rebound/shared';
import request from 'supertest';
import { useSpecApp } from '../test-support/spec-app';
import { queryTestDatabase } from '../test-support/test-database';
import { leadCountQuery, leadPageQuery } from './lead-filter.sql';

const LEAD_COUNT = 100_000;

/** The plan PostgreSQL picks for a query, as text. */
async function plan(sql: string, parameters: unknown[]): Promise<string> {
  const rows = await queryTestDatabase<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql}`, parameters);
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}

describe('paging over 100,000 leads', () => {
  // Closing may take a minute on a busy machine.
  const testApp = useSpecApp({ admin: true, hookTimeoutMs: 60_000 });

  beforeAll(async () => {
    // Three leads share each instant, so the id has to break ties; one in 1,000 is Persian, one in 500 Spanish.
    await queryTestDatabase(`
      INSERT INTO interest_leads (name, email, message, created_at, notified_at)
      SELECT CASE WHEN i % 1000 = 7 THEN 'مهسا کریمی ' || i WHEN i % 500 = 3 THEN 'José Ñúñez ' || i ELSE 'Visitor ' || i END,
             'visitor' || i || '@example.com',
             CASE WHEN i % 3 = 0 THEN NULL ELSE 'I would like a bag for my gym, number ' || i END,
             timestamptz '2026-01-01T00:00:00Z' + make_interval(secs => i / 3),
             CASE WHEN i % 4 = 0 THEN NULL ELSE timestamptz '2026-01-01T00:00:00Z' + make_interval(secs => i / 3 + 5) END
        FROM generate_series(1, ${LEAD_COUNT}) AS i`);
    await queryTestDatabase('ANALYZE interest_leads');
  }, 120_000);

  it('walks every lead exactly once, newest first, by the Link header', async () => {
    const seen = new Set<string>();
    let previous: LeadListItemDto | undefined;
    let next: string | undefined = '/api/interest?limit=200';
    let pages = 0;
    while (next) {
      const response: request.Response = await testApp.admin.get(next).expect(200);
      pages += 1;
      expect(response.headers['x-total-count']).toBe(String(LEAD_COUNT));
      for (const lead of response.body as LeadListItemDto[]) {
        expect(seen.has(lead.id)).toBe(false);
        seen.add(lead.id);
        if (previous) {
          // Newest first; within one instant, ids descend.
          const order = previous.createdAt === lead.createdAt ? previous.id > lead.id : previous.createdAt > lead.createdAt;
          if (!order) throw new Error(`out of order: ${previous.createdAt} ${previous.id} then ${lead.createdAt} ${lead.id}`);
        }
        previous = lead;
      }
      next = /^<([^>]+)>; rel="next"$/.exec((response.headers.link as string | undefined) ?? '')?.[1];
    }
    expect(pages).toBe(LEAD_COUNT / 200);
    expect(seen.size).toBe(LEAD_COUNT);
  }, 180_000);

  it('answers the first page with 50 leads and the total by default', async () => {
    const response = await testApp.admin.get('/api/interest').expect(200);
    expect(response.body).toHaveLength(50);
    // Leads share instants and ids are random, so the expected page comes from PostgreSQL's own sort.
    const newest = await queryTestDatabase<{ id: string }>('SELECT id FROM interest_leads ORDER BY created_at DESC, id DESC LIMIT 50');
    expect((response.body as LeadListItemDto[]).map((lead) => lead.id)).toEqual(newest.map((row) => row.id));
    expect(['Visitor 99999', 'Visitor 100000']).toContain(response.body[0].name);
    expect(response.headers['x-total-count']).toBe('100000');
    expect(response.headers.link).toMatch(/^<\/api\/interest\?cursor=[\w-]+\.[\w-]+>; rel="next"$/);
  });

  it('searches, with accents and Persian variants folded, across all of them', async () => {
    const spanish = await testApp.admin.get('/api/interest').query({ q: 'jose nunez', limit: 200 }).expect(200);
    expect(spanish.headers['x-total-count']).toBe(String(LEAD_COUNT / 500));
    expect(spanish.body.every((lead: LeadListItemDto) => lead.name.startsWith('José Ñúñez '))).toBe(true);
    // Written with the Arabic kaf and yeh, found in names stored with the Persian ones.
    const persian = await testApp.admin.get('/api/interest').query({ q: 'كريمي' }).expect(200);
    expect(persian.headers['x-total-count']).toBe(String(LEAD_COUNT / 1000));
    const waiting = await testApp.admin.get('/api/interest').query({ status: 'waiting', q: 'gym, number 99' }).expect(200);
    expect(Number(waiting.headers['x-total-count'])).toBeGreaterThan(0);
    expect(waiting.body.every((lead: LeadListItemDto) => lead.notificationStatus === 'waiting')).toBe(true);
  });

  it('reads the first page from the keyset index (no sort of the table) and searches through the trigram index', async () => {
    const first = leadPageQuery({}, 51);
    const firstPlan = await plan(first.sql, first.parameters);
    expect(firstPlan).toContain('interest_leads_created_at_id_idx');
    expect(firstPlan).not.toMatch(/Sort|Seq Scan/);

    const searched = leadPageQuery({ q: 'مهسا' }, 51);
    expect(await plan(searched.sql, searched.parameters)).toContain('interest_leads_search_idx');
    const counted = leadCountQuery({ q: 'jose nunez' });
    expect(await plan(counted.sql, counted.parameters)).toContain('interest_leads_search_idx');
  });
});
