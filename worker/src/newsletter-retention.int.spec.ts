import { NEWSLETTER_EXPIRED_AUDIT_EVENT } from '@rebound/shared';
import type { DataSource } from 'typeorm';
import { deleteExpiredSubscriptions, deleteExpiredTokens } from './newsletter-retention';
import { prepareTestDatabase } from './test-support/test-database';

interface Subscription {
  email: string;
  status?: 'pending' | 'confirmed';
  /** Days ago the visitor first asked. */
  requested?: number;
  /** Days ago the last mail was asked for (null: never). */
  mailRequested?: number | null;
  /** Days from now the last mail's link expires (negative: expired; null: no mail sent). */
  expiresIn?: number | null;
  /** A requested mail the worker has not sent yet. */
  mailPending?: boolean;
}

describe('newsletter retention: pending subscriptions past their confirmation (real Postgres)', () => {
  let dataSource: DataSource;

  beforeAll(async () => {
    dataSource = await prepareTestDatabase();
  });

  beforeEach(() =>
    dataSource.query('TRUNCATE newsletter_subscriptions, newsletter_tokens, newsletter_send_recipients, admin_audit_events'),
  );

  afterAll(() => dataSource.destroy());

  async function insert(subscription: Subscription): Promise<void> {
    const { email, status = 'pending', requested = 0, mailRequested = requested, expiresIn = null, mailPending = false } = subscription;
    await dataSource.query(
      `INSERT INTO newsletter_subscriptions (email, language, status, requested_at, confirmed_at, last_mail_requested_at, confirm_expires_at, confirm_mail_pending)
       VALUES ($1, 'en', $2, now() - make_interval(hours => $3), CASE WHEN $2 = 'confirmed' THEN now() END,
               now() - make_interval(hours => $4), now() + make_interval(hours => $5), $6)`,
      [
        email,
        status,
        requested * 24,
        mailRequested === null ? null : mailRequested * 24,
        expiresIn === null ? null : expiresIn * 24,
        mailPending,
      ],
    );
  }

  const remaining = async () =>
    ((await dataSource.query('SELECT email FROM newsletter_subscriptions ORDER BY email')) as Array<{ email: string }>).map(
      (row) => row.email,
    );

  it('deletes pending subscriptions whose link expired or whose mail never went out in time, and nothing else', async () => {
    // Gone: the link expired and no new mail was asked for.
    await insert({ email: 'a-expired@example.com', requested: 8, expiresIn: -0.5 });
    // Gone: asked nine days ago, the mail never sent (mail server down all along).
    await insert({ email: 'b-never-mailed@example.com', requested: 9, expiresIn: null, mailPending: true });
    // Kept: the link still works for half a day.
    await insert({ email: 'c-still-valid@example.com', requested: 7, expiresIn: 0.5 });
    // Kept: the old link expired, but the visitor asked again an hour ago and that mail is on its way.
    await insert({ email: 'd-asked-again@example.com', requested: 20, mailRequested: 1 / 24, expiresIn: -10, mailPending: true });
    // Kept: never sent, but within the link's lifetime plus the margin (7 + 1 days).
    await insert({ email: 'e-unsent-recent@example.com', requested: 7.5, expiresIn: null, mailPending: true });
    // Kept: confirmed, whatever its link did.
    await insert({ email: 'f-confirmed@example.com', status: 'confirmed', requested: 400, expiresIn: -390 });

    expect(await deleteExpiredSubscriptions(dataSource, 1)).toBe(2);
    expect(await remaining()).toEqual([
      'c-still-valid@example.com',
      'd-asked-again@example.com',
      'e-unsent-recent@example.com',
      'f-confirmed@example.com',
    ]);

    // One audit row per batch (a batch of one here), with the count and nothing that names anyone.
    const audit = await dataSource.query(
      'SELECT event, record_count, session_ref, client_address, user_agent FROM admin_audit_events ORDER BY id',
    );
    expect(audit).toEqual([
      { event: NEWSLETTER_EXPIRED_AUDIT_EVENT, record_count: 1, session_ref: null, client_address: null, user_agent: null },
      { event: NEWSLETTER_EXPIRED_AUDIT_EVENT, record_count: 1, session_ref: null, client_address: null, user_agent: null },
    ]);

    // Nothing left to delete: no run, no audit row.
    expect(await deleteExpiredSubscriptions(dataSource)).toBe(0);
    expect(await dataSource.query('SELECT count(*)::int AS count FROM admin_audit_events')).toEqual([{ count: 2 }]);
  });

  it('deletes a large backlog in batches, one audit row per batch with its count', async () => {
    await dataSource.query(
      `INSERT INTO newsletter_subscriptions (email, language, requested_at, last_mail_requested_at, confirm_expires_at)
       SELECT 'old' || n || '@example.com', 'nl', now() - interval '30 days', now() - interval '30 days', now() - interval '23 days'
         FROM generate_series(1, 25) AS n`,
    );
    expect(await deleteExpiredSubscriptions(dataSource, 10)).toBe(25);
    expect(await remaining()).toEqual([]);
    const audit: Array<{ record_count: number }> = await dataSource.query('SELECT record_count FROM admin_audit_events ORDER BY id');
    expect(audit.map((row) => row.record_count)).toEqual([10, 10, 5]);
  });

  it('deletes expired confirmation tokens only; unsubscribe tokens stay while their subscription does', async () => {
    await insert({ email: 'confirmed@example.com', status: 'confirmed', requested: 30, expiresIn: -23 });
    const [{ id }] = await dataSource.query('SELECT id FROM newsletter_subscriptions');
    await dataSource.query(
      `INSERT INTO newsletter_tokens (token_hash, subscription_id, purpose, expires_at) VALUES
         ('old-confirm', $1, 'confirm', now() - interval '23 days'), ('new-confirm', $1, 'confirm', now() + interval '1 day'),
         ('old-unsubscribe', $1, 'unsubscribe', NULL), ('new-unsubscribe', $1, 'unsubscribe', NULL)`,
      [id],
    );
    expect(await deleteExpiredTokens(dataSource)).toBe(1);
    const left: Array<{ token_hash: string }> = await dataSource.query('SELECT token_hash FROM newsletter_tokens ORDER BY token_hash');
    expect(left.map((row) => row.token_hash)).toEqual(['new-confirm', 'new-unsubscribe', 'old-unsubscribe']);
  });
});
