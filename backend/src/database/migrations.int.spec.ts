import { MIGRATIONS } from '@rebound/shared/node';
import { startTestApp } from '../test-support/test-app';
import { queryTestDatabase, recreateTestDatabase } from '../test-support/test-database';
import { flushTestRedis } from '../test-support/test-redis';

/** A table's columns as information_schema describes them, in their order. */
const columnsOf = (table: string) =>
  queryTestDatabase(
    `SELECT column_name, data_type, is_nullable, column_default FROM information_schema.columns WHERE table_name = $1 ORDER BY ordinal_position`,
    [table],
  );

/** The CREATE INDEX statements of a table's indexes, by index name. */
const indexesOf = async (table: string) =>
  (await queryTestDatabase<{ indexdef: string }>('SELECT indexdef FROM pg_indexes WHERE tablename = $1 ORDER BY indexname', [table])).map(
    (index) => index.indexdef,
  );

describe('migrations at start-up', () => {
  beforeAll(async () => {
    await recreateTestDatabase();
    await flushTestRedis();
  });

  it('run once: a second start-up leaves the schema and exactly the seeded posts', async () => {
    const first = await startTestApp();
    await first.app.close();
    const [{ count: seeded }] = await queryTestDatabase<{ count: string }>('SELECT count(*) FROM blog_posts');
    expect(Number(seeded)).toBeGreaterThanOrEqual(5);

    const second = await startTestApp();
    await second.app.close();
    expect(await queryTestDatabase('SELECT count(*) FROM blog_posts')).toEqual([{ count: seeded }]);
    const applied = await queryTestDatabase<{ name: string }>('SELECT name FROM migrations ORDER BY id');
    expect(applied.map((row) => row.name)).toEqual(MIGRATIONS.map((migration) => migration.name));
  });

  it('creates interest_leads with its columns and indexes', async () => {
    expect(await columnsOf('interest_leads')).toEqual([
      { column_name: 'id', data_type: 'uuid', is_nullable: 'NO', column_default: 'gen_random_uuid()' },
      { column_name: 'name', data_type: 'text', is_nullable: 'NO', column_default: null },
      { column_name: 'email', data_type: 'text', is_nullable: 'NO', column_default: null },
      { column_name: 'message', data_type: 'text', is_nullable: 'YES', column_default: null },
      { column_name: 'created_at', data_type: 'timestamp with time zone', is_nullable: 'NO', column_default: 'now()' },
      { column_name: 'notified_at', data_type: 'timestamp with time zone', is_nullable: 'YES', column_default: null },
      { column_name: 'idempotency_key', data_type: 'text', is_nullable: 'YES', column_default: null },
      { column_name: 'notify_attempts', data_type: 'integer', is_nullable: 'NO', column_default: '0' },
      { column_name: 'notify_last_error', data_type: 'text', is_nullable: 'YES', column_default: null },
      { column_name: 'notify_failed_at', data_type: 'timestamp with time zone', is_nullable: 'YES', column_default: null },
    ]);
    expect(await indexesOf('interest_leads')).toEqual([
      'CREATE INDEX interest_leads_created_at_id_idx ON public.interest_leads USING btree (created_at DESC, id DESC)',
      'CREATE INDEX interest_leads_email_lower_idx ON public.interest_leads USING btree (lower(email))',
      'CREATE UNIQUE INDEX interest_leads_idempotency_key_idx ON public.interest_leads USING btree (idempotency_key)',
      'CREATE UNIQUE INDEX interest_leads_pkey ON public.interest_leads USING btree (id)',
      "CREATE INDEX interest_leads_search_idx ON public.interest_leads USING gin (lead_search_fold(((((name || ' '::text) || email) || ' '::text) || COALESCE(message, ''::text))) gin_trgm_ops)",
      'CREATE INDEX interest_leads_unnotified_idx ON public.interest_leads USING btree (created_at) WHERE (notified_at IS NULL)',
    ]);
  });

  it('creates newsletter_subscriptions with its columns and indexes', async () => {
    expect(await columnsOf('newsletter_subscriptions')).toEqual([
      { column_name: 'id', data_type: 'uuid', is_nullable: 'NO', column_default: 'gen_random_uuid()' },
      { column_name: 'email', data_type: 'text', is_nullable: 'NO', column_default: null },
      { column_name: 'language', data_type: 'text', is_nullable: 'NO', column_default: null },
      { column_name: 'status', data_type: 'text', is_nullable: 'NO', column_default: "'pending'::text" },
      { column_name: 'requested_at', data_type: 'timestamp with time zone', is_nullable: 'NO', column_default: 'now()' },
      { column_name: 'confirmed_at', data_type: 'timestamp with time zone', is_nullable: 'YES', column_default: null },
      { column_name: 'confirm_expires_at', data_type: 'timestamp with time zone', is_nullable: 'YES', column_default: null },
      { column_name: 'last_mail_requested_at', data_type: 'timestamp with time zone', is_nullable: 'YES', column_default: null },
      { column_name: 'confirm_mail_pending', data_type: 'boolean', is_nullable: 'NO', column_default: 'false' },
      { column_name: 'confirm_mails_requested', data_type: 'integer', is_nullable: 'NO', column_default: '1' },
    ]);
    expect(await indexesOf('newsletter_subscriptions')).toEqual([
      'CREATE UNIQUE INDEX newsletter_subscriptions_email_lower_idx ON public.newsletter_subscriptions USING btree (lower(email))',
      'CREATE INDEX newsletter_subscriptions_mail_pending_idx ON public.newsletter_subscriptions USING btree (last_mail_requested_at) WHERE confirm_mail_pending',
      'CREATE UNIQUE INDEX newsletter_subscriptions_pkey ON public.newsletter_subscriptions USING btree (id)',
      'CREATE INDEX newsletter_subscriptions_requested_at_id_idx ON public.newsletter_subscriptions USING btree (requested_at DESC, id DESC)',
    ]);
  });

  it("keeps every newsletter mail's tokens in newsletter_tokens (hashes only), deleted with their subscription", async () => {
    expect(await columnsOf('newsletter_tokens')).toEqual([
      { column_name: 'token_hash', data_type: 'text', is_nullable: 'NO', column_default: null },
      { column_name: 'subscription_id', data_type: 'uuid', is_nullable: 'NO', column_default: null },
      { column_name: 'purpose', data_type: 'text', is_nullable: 'NO', column_default: null },
      { column_name: 'expires_at', data_type: 'timestamp with time zone', is_nullable: 'YES', column_default: null },
    ]);
    expect(await indexesOf('newsletter_tokens')).toEqual([
      'CREATE UNIQUE INDEX newsletter_tokens_pkey ON public.newsletter_tokens USING btree (token_hash)',
      'CREATE INDEX newsletter_tokens_subscription_idx ON public.newsletter_tokens USING btree (subscription_id)',
    ]);
    const constraints = await queryTestDatabase<{ definition: string }>(
      `SELECT pg_get_constraintdef(oid) AS definition FROM pg_constraint WHERE conrelid = 'newsletter_tokens'::regclass AND contype IN ('f', 'c') ORDER BY conname`,
    );
    expect(constraints.map((constraint) => constraint.definition)).toEqual([
      "CHECK ((purpose = ANY (ARRAY['confirm'::text, 'unsubscribe'::text])))",
      'FOREIGN KEY (subscription_id) REFERENCES newsletter_subscriptions(id) ON DELETE CASCADE',
    ]);
  });

  it("names the audit log's count record_count, the lead, subscriber or blog post an event is about target_id (text since the studio), and the person", async () => {
    expect(await columnsOf('admin_audit_events')).toEqual([
      { column_name: 'id', data_type: 'bigint', is_nullable: 'NO', column_default: null },
      { column_name: 'occurred_at', data_type: 'timestamp with time zone', is_nullable: 'NO', column_default: 'now()' },
      { column_name: 'event', data_type: 'text', is_nullable: 'NO', column_default: null },
      { column_name: 'session_ref', data_type: 'text', is_nullable: 'YES', column_default: null },
      { column_name: 'client_address', data_type: 'text', is_nullable: 'YES', column_default: null },
      { column_name: 'user_agent', data_type: 'text', is_nullable: 'YES', column_default: null },
      { column_name: 'record_count', data_type: 'integer', is_nullable: 'YES', column_default: null },
      { column_name: 'target_id', data_type: 'text', is_nullable: 'YES', column_default: null },
      { column_name: 'account_id', data_type: 'uuid', is_nullable: 'YES', column_default: null },
      { column_name: 'account_name', data_type: 'text', is_nullable: 'YES', column_default: null },
    ]);
  });

  it('keeps staff accounts with an address unique without regard to case, and their links as hashes that go with the account', async () => {
    await queryTestDatabase("INSERT INTO staff_accounts (email, display_name, role) VALUES ('Case@Rebound.test', 'Case', 'desk')");
    await expect(
      queryTestDatabase("INSERT INTO staff_accounts (email, display_name, role) VALUES ('case@rebound.TEST', 'Other', 'desk')"),
    ).rejects.toThrow(/staff_accounts_email_key/);
    await expect(
      queryTestDatabase("INSERT INTO staff_accounts (email, display_name, role) VALUES ('x@rebound.test', 'X', 'admin')"),
    ).rejects.toThrow(/staff_accounts_role_check/);
    const [{ id }] = await queryTestDatabase<{ id: string }>("SELECT id FROM staff_accounts WHERE email = 'Case@Rebound.test'");
    await queryTestDatabase(
      "INSERT INTO staff_account_tokens (token_hash, purpose, account_id, expires_at) VALUES ('h', 'invitation', $1, now())",
      [id],
    );
    await queryTestDatabase('DELETE FROM staff_accounts WHERE id = $1', [id]);
    expect(await queryTestDatabase('SELECT token_hash FROM staff_account_tokens')).toEqual([]);
  });

  it('creates blog_posts with the columns operators insert into, and the studio columns each with a default', async () => {
    const columns = await queryTestDatabase(
      `SELECT column_name, udt_name, is_nullable FROM information_schema.columns WHERE table_name = 'blog_posts' ORDER BY ordinal_position`,
    );
    expect(columns).toEqual([
      { column_name: 'id', udt_name: 'text', is_nullable: 'NO' },
      { column_name: 'title', udt_name: 'text', is_nullable: 'NO' },
      { column_name: 'excerpt', udt_name: 'text', is_nullable: 'NO' },
      { column_name: 'content', udt_name: 'text', is_nullable: 'NO' },
      { column_name: 'author', udt_name: 'text', is_nullable: 'NO' },
      { column_name: 'category', udt_name: 'text', is_nullable: 'NO' },
      { column_name: 'tags', udt_name: '_text', is_nullable: 'NO' },
      { column_name: 'image_url', udt_name: 'text', is_nullable: 'YES' },
      { column_name: 'created_at', udt_name: 'timestamptz', is_nullable: 'NO' },
      { column_name: 'updated_at', udt_name: 'timestamptz', is_nullable: 'YES' },
      { column_name: 'state', udt_name: 'text', is_nullable: 'NO' },
      { column_name: 'publish_at', udt_name: 'timestamptz', is_nullable: 'NO' },
      { column_name: 'language', udt_name: 'text', is_nullable: 'NO' },
      { column_name: 'revision', udt_name: 'int4', is_nullable: 'NO' },
      { column_name: 'was_public', udt_name: 'bool', is_nullable: 'NO' },
    ]);
    const defaults = await queryTestDatabase<{ column_name: string; column_default: string }>(
      `SELECT column_name, column_default FROM information_schema.columns WHERE table_name = 'blog_posts' AND ordinal_position > 10 ORDER BY ordinal_position`,
    );
    expect(defaults.map((column) => column.column_default)).toEqual(["'published'::text", 'now()', "'en'::text", '1', 'false']);
    // The posts that were there keep their date as their publication time.
    expect(await queryTestDatabase('SELECT id FROM blog_posts WHERE publish_at <> created_at')).toEqual([]);
  });
});
