import request from 'supertest';
import { useSpecApp } from '../test-support/spec-app';
import { createStaffAccount, signedInAgent } from '../test-support/staff-accounts';
import { queryTestDatabase } from '../test-support/test-database';
import { TEST_SITE_ORIGIN } from '../test-support/test-environment';

describe('the audit log for the owner: GET /api/admin/audit and its export', () => {
  const spec = useSpecApp({ admin: true });

  it('names who did what; filters by person, event and time; pages by id; exports the same rows as CSV', async () => {
    const desk = await createStaffAccount(spec.app, 'desk', 'Dana Desk');
    const editor = await createStaffAccount(spec.app, 'editor', 'Eddie Editor');
    const deskAgent = await signedInAgent(spec.server, desk.email);
    await deskAgent.get('/api/interest').expect(200);
    await deskAgent.get('/api/newsletter/subscribers').expect(200);
    await signedInAgent(spec.server, editor.email);
    // The name at the time stays with the row after a rename.
    await deskAgent.patch('/api/auth/me').send({ displayName: 'Dana Renamed' }).expect(200);

    const byDesk = await spec.admin.get(`/api/admin/audit?account=${desk.id}`).expect(200);
    expect(byDesk.body.entries.map((entry: { event: string }) => entry.event)).toEqual([
      'own-account-changed',
      'subscribers-read',
      'leads-read',
      'sign-in',
    ]);
    expect(byDesk.body.entries.map((entry: { accountName: string }) => entry.accountName)).toEqual([
      'Dana Renamed',
      'Dana Desk',
      'Dana Desk',
      'Dana Desk',
    ]);
    expect(byDesk.body.entries[3]).toMatchObject({
      accountId: desk.id,
      sessionRef: expect.stringMatching(/^[0-9a-f]{12}$/),
      clientAddress: expect.any(String),
    });

    const signIns = await spec.admin.get('/api/admin/audit?event=sign-in').expect(200);
    expect(signIns.body.entries.map((entry: { accountName: string }) => entry.accountName)).toEqual(['Eddie Editor', 'Dana Desk', 'owner']);

    const firstPage = await spec.admin.get('/api/admin/audit?event=sign-in&limit=2').expect(200);
    expect(firstPage.body.entries).toHaveLength(2);
    const secondPage = await spec.admin.get(`/api/admin/audit?event=sign-in&limit=2&before=${firstPage.body.nextBefore}`).expect(200);
    expect(secondPage.body).toEqual({ entries: [expect.objectContaining({ accountName: 'owner' })], nextBefore: null });

    const future = await spec.admin.get(`/api/admin/audit?from=${encodeURIComponent('2999-01-01T00:00:00Z')}`).expect(200);
    expect(future.body.entries).toEqual([]);

    const csv = await spec.admin
      .get(`/api/admin/audit/export?account=${desk.id}`)
      .buffer(true)
      .parse((response, done) => {
        let text = '';
        response.on('data', (chunk: Buffer) => {
          text += chunk.toString('utf8');
        });
        response.on('end', () => done(null, text));
      });
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = (csv.body as string)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('"occurred_at","event","account_id","account_name","session","address","user_agent","records","target"');
    expect(lines).toHaveLength(5);
    expect(lines[4]).toContain(`"sign-in","${desk.id}","Dana Desk"`);

    const exported = await queryTestDatabase<{ record_count: number }>(
      "SELECT record_count FROM admin_audit_events WHERE event = 'audit-exported'",
    );
    expect(exported).toEqual([{ record_count: 4 }]);
  });

  it('is the owner’s only: a desk member gets 403', async () => {
    const desk = await createStaffAccount(spec.app, 'desk');
    const agent = await signedInAgent(spec.server, desk.email);
    await agent.get('/api/admin/audit').expect(403);
    await request(spec.server).get('/api/admin/audit').set('Origin', TEST_SITE_ORIGIN).expect(401);
  });
});
