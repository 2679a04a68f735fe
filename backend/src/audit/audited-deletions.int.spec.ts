import { LEAD_NOTIFICATION_QUEUE } from '@rebound/shared/node';
import { useSpecApp } from '../test-support/spec-app';
import { queryTestDatabase } from '../test-support/test-database';

const insertLead = async (email: string, name = 'Audit Visitor'): Promise<string> =>
  (await queryTestDatabase<{ id: string }>('INSERT INTO interest_leads (name, email) VALUES ($1, $2) RETURNING id', [name, email]))[0].id;

const insertSubscriber = async (email: string): Promise<string> =>
  (
    await queryTestDatabase<{ id: string }>(`INSERT INTO newsletter_subscriptions (email, language) VALUES ($1, 'en') RETURNING id`, [
      email,
    ])
  )[0].id;

const auditRows = () =>
  queryTestDatabase<{ event: string; target_id: string | null; record_count: number | null }>(
    'SELECT event, target_id, record_count FROM admin_audit_events ORDER BY id',
  );

/** The deletions' audit rows, refused by PostgreSQL itself: a real failing INSERT, not a stand-in for the service. */
const REFUSE_DELETION_ROWS = `ALTER TABLE admin_audit_events ADD CONSTRAINT spec_refuses_deletion_rows
  CHECK (event NOT IN ('lead-deleted', 'subscriber-deleted', 'personal-data-erased')) NOT VALID`;

describe('the audit log names its target, and a deletion is audited in its own transaction', () => {
  const testApp = useSpecApp({ admin: true, queue: LEAD_NOTIFICATION_QUEUE });

  beforeEach(async () => {
    await queryTestDatabase('ALTER TABLE admin_audit_events DROP CONSTRAINT IF EXISTS spec_refuses_deletion_rows');
    await queryTestDatabase(
      'TRUNCATE interest_leads, newsletter_subscriptions, newsletter_tokens, newsletter_send_recipients, admin_audit_events',
    );
  });

  it('stores which lead or subscriber was read, sent again or deleted; no target for lists and address requests', async () => {
    const lead = await insertLead('target@example.com');
    const subscriber = await insertSubscriber('reader@example.com');
    await testApp.admin.get('/api/interest').expect(200);
    await testApp.admin.get(`/api/interest/${lead}`).expect(200);
    await testApp.admin.post(`/api/interest/${lead}/notification`).expect(202);
    await testApp.admin.delete(`/api/interest/${lead}`).expect(204);
    await testApp.admin.delete(`/api/newsletter/subscribers/${subscriber.toUpperCase()}`).expect(204);
    await testApp.admin.post('/api/personal-data/erasure').send({ email: 'target@example.com' }).expect(200);

    expect(await auditRows()).toEqual([
      { event: 'leads-read', target_id: null, record_count: 1 },
      { event: 'lead-read', target_id: lead, record_count: 1 },
      { event: 'lead-notification-requeued', target_id: lead, record_count: 1 },
      { event: 'lead-deleted', target_id: lead, record_count: 1 },
      { event: 'subscriber-deleted', target_id: subscriber, record_count: 1 },
      // An address request names no record, and never stores the address: its count only.
      { event: 'personal-data-erased', target_id: null, record_count: 0 },
    ]);
    expect(JSON.stringify(await queryTestDatabase('SELECT * FROM admin_audit_events'))).not.toMatch(/example\.com|Audit Visitor/);
  });

  it("keeps the lead, the subscriber and an erased address's records when their audit row cannot be written, and says so with a 503", async () => {
    const lead = await insertLead('kept@example.com', 'Kept Visitor');
    const subscriber = await insertSubscriber('kept.reader@example.com');
    const erasedLead = await insertLead('erase.me@example.com');
    await insertSubscriber('erase.me@example.com');
    await queryTestDatabase(REFUSE_DELETION_ROWS);

    const notAudited = {
      statusCode: 503,
      error: 'Service Unavailable',
      message: 'The change could not be written to the audit log, so nothing was changed. Please try again shortly.',
    };
    expect((await testApp.admin.delete(`/api/interest/${lead}`).expect(503)).body).toEqual(notAudited);
    expect((await testApp.admin.delete(`/api/newsletter/subscribers/${subscriber}`).expect(503)).body).toEqual(notAudited);
    expect((await testApp.admin.post('/api/personal-data/erasure').send({ email: 'erase.me@example.com' }).expect(503)).body).toEqual(
      notAudited,
    );

    // Rolled back: every row is still there, and no audit row claims otherwise.
    expect((await queryTestDatabase<{ id: string }>('SELECT id FROM interest_leads ORDER BY id')).map((row) => row.id)).toEqual(
      [lead, erasedLead].sort(),
    );
    expect(await queryTestDatabase('SELECT email FROM newsletter_subscriptions ORDER BY email')).toEqual([
      { email: 'erase.me@example.com' },
      { email: 'kept.reader@example.com' },
    ]);
    expect(await auditRows()).toEqual([]);

    // Once the audit log takes rows again, the same deletion goes through, audited.
    await queryTestDatabase('ALTER TABLE admin_audit_events DROP CONSTRAINT spec_refuses_deletion_rows');
    await testApp.admin.delete(`/api/interest/${lead}`).expect(204);
    expect(await queryTestDatabase('SELECT id FROM interest_leads WHERE id = $1', [lead])).toEqual([]);
    expect(await auditRows()).toEqual([{ event: 'lead-deleted', target_id: lead, record_count: 1 }]);
  });
});
