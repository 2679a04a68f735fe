import type { PersonalDataResponse } from '@rebound/shared';
import { LEAD_NOTIFICATION_QUEUE } from '@rebound/shared/node';
import request from 'supertest';
import { uniqueClientAddress } from '../test-support/network';
import { useSpecApp } from '../test-support/spec-app';
import { queryTestDatabase } from '../test-support/test-database';
import { PersonalDataRegistry } from './personal-data.registry';

describe('POST /api/personal-data/access and /erasure (a visitor access or erasure request)', () => {
  const testApp = useSpecApp({ admin: true, queue: LEAD_NOTIFICATION_QUEUE });

  /** Two leads of Mahsa (one typed in capitals), one of someone else, each with its queued job, through the real form. */
  async function submitLeads(): Promise<{ mahsa: string[]; other: string }> {
    const submit = async (body: object) =>
      (await request(testApp.server).post('/api/interest').set('X-Forwarded-For', uniqueClientAddress()).send(body).expect(201)).body
        .id as string;
    const first = await submit({ name: 'مهسا احمدی', email: 'Mahsa@Example.ir', message: 'ساک بوکس برای باشگاه' });
    const second = await submit({ name: 'Mahsa A.', email: 'mahsa@example.ir' });
    const other = await submit({ name: 'Someone Else', email: 'mahsa.other@example.ir' });
    return { mahsa: [first, second], other };
  }

  it('hands over every lead of an address, matched case-insensitively, as a JSON download', async () => {
    const { mahsa } = await submitLeads();
    const response = await testApp.admin.post('/api/personal-data/access').send({ email: '  MAHSA@example.IR ' }).expect(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="rebound-personal-data.json"');
    const body = response.body as PersonalDataResponse;
    expect(body.email).toBe('MAHSA@example.IR');
    expect(body.leads.map((lead) => lead.id).sort()).toEqual([...mahsa].sort());
    expect(body.leads.find((lead) => lead.id === mahsa[0])).toEqual(
      expect.objectContaining({
        name: 'مهسا احمدی',
        email: 'Mahsa@Example.ir',
        message: 'ساک بوکس برای باشگاه',
        notificationStatus: 'waiting',
      }),
    );
    const [audit] = await queryTestDatabase(`SELECT event, record_count FROM admin_audit_events ORDER BY id DESC LIMIT 1`);
    expect(audit).toEqual({ event: 'personal-data-read', record_count: 2 });
    expect(JSON.stringify(await queryTestDatabase('SELECT * FROM admin_audit_events'))).not.toMatch(/mahsa/i);
  });

  it('erases every lead of an address from the table and the queue, and nobody else', async () => {
    await queryTestDatabase('TRUNCATE interest_leads');
    await testApp.queue.obliterate({ force: true });
    const { mahsa, other } = await submitLeads();
    for (const id of [...mahsa, other]) expect(await testApp.queue.getJob(id)).toBeDefined();

    const response = await testApp.admin.post('/api/personal-data/erasure').send({ email: 'mahsa@EXAMPLE.ir' }).expect(200);
    expect(response.body).toEqual({ deleted: { leads: 2, newsletter: 0 } });
    expect(await queryTestDatabase('SELECT id FROM interest_leads')).toEqual([{ id: other }]);
    for (const id of mahsa) expect(await testApp.queue.getJob(id)).toBeUndefined();
    expect(await testApp.queue.getJob(other)).toBeDefined();

    expect((await testApp.admin.post('/api/personal-data/access').send({ email: 'mahsa@example.ir' }).expect(200)).body.leads).toEqual([]);
    expect((await testApp.admin.post('/api/personal-data/erasure').send({ email: 'mahsa@example.ir' }).expect(200)).body).toEqual({
      deleted: { leads: 0, newsletter: 0 },
    });
    // The count, never the address; no single record to name.
    const [audit] = await queryTestDatabase(
      `SELECT event, record_count, target_id FROM admin_audit_events WHERE event = 'personal-data-erased' ORDER BY id LIMIT 1`,
    );
    expect(audit).toEqual({ event: 'personal-data-erased', record_count: 2, target_id: null });
    expect(JSON.stringify(await queryTestDatabase('SELECT * FROM admin_audit_events'))).not.toMatch(/mahsa/i);
  });

  it('covers every registered store: a new one is one provider', async () => {
    const registry = testApp.app.get(PersonalDataRegistry);
    const erased: string[] = [];
    registry.register({
      key: 'testStore',
      find: async (email) => [{ email, since: '2026' }],
      erase: async (email) => {
        erased.push(email);
        return 3;
      },
    });
    expect(registry.keys()).toEqual(['leads', 'newsletter', 'testStore']);
    const found = await testApp.admin.post('/api/personal-data/access').send({ email: 'nobody@example.com' }).expect(200);
    expect(found.body).toEqual({
      email: 'nobody@example.com',
      leads: [],
      newsletter: [],
      testStore: [{ email: 'nobody@example.com', since: '2026' }],
    });
    const deleted = await testApp.admin.post('/api/personal-data/erasure').send({ email: 'nobody@example.com' }).expect(200);
    expect(deleted.body).toEqual({ deleted: { leads: 0, newsletter: 0, testStore: 3 } });
    expect(erased).toEqual(['nobody@example.com']);
    expect(() => registry.register({ key: 'leads', find: async () => [], erase: async () => 0 })).toThrow('already registered');
  });

  it.each<unknown>([
    '',
    'not-an-address',
    'a@b',
    'x@evil.example?bcc=y@evil.example',
    'a\u0000@b.co',
    null,
    42,
    ['a@b.co'],
    { email: 'a@b.co' },
  ])('answers 400 for the address %j and deletes nothing', async (email) => {
    await queryTestDatabase(`INSERT INTO interest_leads (name, email) VALUES ('Kept', 'kept@example.com')`);
    const before = await queryTestDatabase('SELECT count(*) FROM interest_leads');
    for (const call of ['access', 'erasure']) {
      const response = await testApp.admin.post(`/api/personal-data/${call}`).send({ email }).expect(400);
      expect(response.body.errors.map((error: { field: string }) => error.field)).toEqual(['email']);
    }
    await testApp.admin.post('/api/personal-data/erasure').expect(400);
    await testApp.admin.post('/api/personal-data/erasure').send({ email: 'kept@example.com', all: true }).expect(400);
    expect(await queryTestDatabase('SELECT count(*) FROM interest_leads')).toEqual(before);
  });

  it('no longer takes the address in the URL: the old query calls are gone (404) and delete nothing', async () => {
    await queryTestDatabase(`INSERT INTO interest_leads (name, email) VALUES ('Kept', 'kept@example.com')`);
    const before = await queryTestDatabase('SELECT count(*) FROM interest_leads');
    await testApp.admin.get('/api/personal-data').query({ email: 'kept@example.com' }).expect(404);
    await testApp.admin.delete('/api/personal-data').query({ email: 'kept@example.com' }).expect(404);
    await testApp.admin.get('/api/personal-data/access').query({ email: 'kept@example.com' }).expect(404);
    expect(await queryTestDatabase('SELECT count(*) FROM interest_leads')).toEqual(before);
  });
});
