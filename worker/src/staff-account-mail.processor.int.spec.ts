import { createHash } from 'node:crypto';
import {
  createBullConnection,
  STAFF_ACCOUNT_MAIL_JOB,
  STAFF_ACCOUNT_MAIL_JOB_OPTIONS,
  STAFF_ACCOUNT_MAIL_QUEUE,
  type StaffAccountMailJob,
  staffAccountMailJobId,
} from '@rebound/shared/node';
import { Queue } from 'bullmq';
import type { DataSource } from 'typeorm';
import { createMailTransport, type MailTransport } from './mail/mail-transport';
import { type StaffAccountMailJobHandle, StaffAccountMailProcessor } from './staff-account-mail.processor';
import { captureLogs } from './test-support/log-capture';
import { SmtpTestServer } from './test-support/smtp-test-server';
import { prepareTestDatabase } from './test-support/test-database';
import { TEST_MAIL_FROM, TEST_PUBLIC_URL, TEST_REDIS_URL, uniqueQueuePrefix } from './test-support/test-environment';

describe('StaffAccountMailProcessor (real Postgres, Redis job, SMTP server)', () => {
  let dataSource: DataSource;
  let smtp: SmtpTestServer;
  let transport: MailTransport;
  let processor: StaffAccountMailProcessor;
  const connection = createBullConnection(TEST_REDIS_URL, 'rebound-worker-test-producer');
  const queue = new Queue<StaffAccountMailJob>(STAFF_ACCOUNT_MAIL_QUEUE, { connection, prefix: uniqueQueuePrefix() });
  let jobNumber = 0;

  const add = async (job: StaffAccountMailJob) =>
    (await queue.add(STAFF_ACCOUNT_MAIL_JOB, job, {
      ...STAFF_ACCOUNT_MAIL_JOB_OPTIONS,
      jobId: staffAccountMailJobId(job, ++jobNumber),
    })) as unknown as StaffAccountMailJobHandle;

  const account = async (values: { email: string; name: string; role: string; language: string; invited: boolean; active?: boolean }) => {
    const [row] = await dataSource.query(
      `INSERT INTO staff_accounts (email, display_name, role, language, password_hash, active) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [values.email, values.name, values.role, values.language, values.invited ? null : 'hash', values.active ?? true],
    );
    return row.id as string;
  };

  beforeAll(async () => {
    dataSource = await prepareTestDatabase();
    smtp = await SmtpTestServer.start();
  });

  beforeEach(() => {
    smtp.mails.length = 0;
    const logs = captureLogs();
    transport = createMailTransport(smtp.url, logs.logger);
    processor = new StaffAccountMailProcessor(dataSource, transport, { from: TEST_MAIL_FROM, publicUrl: TEST_PUBLIC_URL }, logs.logger);
  });

  afterEach(() => transport.close());

  afterAll(async () => {
    await queue.obliterate({ force: true });
    await queue.close();
    connection.disconnect();
    await smtp.close();
    await dataSource.destroy();
  });

  /** The token a mail's link carries. */
  const tokenIn = (text: string | undefined) => /token=([A-Za-z0-9_-]{43})/.exec(text ?? '')?.[1] as string;
  const stored = (token: string) =>
    dataSource.query(
      "SELECT purpose, account_id, expires_at > now() + interval '6 days' AS long_lived FROM staff_account_tokens WHERE token_hash = $1",
      [createHash('sha256').update(token).digest('hex')],
    );

  it("invites in the invitee's language with a link whose token only the mail carries; a second invitation voids the first link", async () => {
    const id = await account({ email: 'nieuw@rebound.test', name: 'Noor', role: 'editor', language: 'nl', invited: true });
    expect(await processor.process(await add({ accountId: id, purpose: 'invitation' }))).toMatchObject({ outcome: 'sent', accountId: id });
    const [mail] = smtp.mails;
    expect(mail.recipients).toEqual(['nieuw@rebound.test']);
    expect(mail.header('subject')).toBe('Je bent uitgenodigd voor het beheer van Rebound');
    expect(mail.text).toContain('Welkom in het team, Noor');
    expect(mail.text).toContain('‘redacteur’');
    expect(mail.text).toContain('7 dagen');
    const token = tokenIn(mail.text);
    expect(mail.text).toContain(`${TEST_PUBLIC_URL}/admin/invitation?lng=nl&token=${token}`);
    expect(mail.html).toContain(`/admin/invitation?lng=nl&amp;token=${token}`);
    expect(await stored(token)).toEqual([{ purpose: 'invitation', account_id: id, long_lived: true }]);
    expect(await queue.getJob(`invitation-${id}-${jobNumber}`).then((job) => JSON.stringify(job?.data))).not.toContain(token);

    await processor.process(await add({ accountId: id, purpose: 'invitation' }));
    expect(await stored(token)).toEqual([]);
    expect(await stored(tokenIn(smtp.mails[1].text))).toHaveLength(1);
  });

  it('sends a reset in Persian, right to left, with a link that works for an hour', async () => {
    const id = await account({ email: 'reza@rebound.test', name: 'Reza', role: 'desk', language: 'fa', invited: false });
    await processor.process(await add({ accountId: id, purpose: 'password-reset' }));
    const [mail] = smtp.mails;
    expect(mail.header('subject')).toBe('رمز عبور تازه‌ای برای Rebound انتخاب کنید');
    expect(mail.html).toContain('dir="rtl"');
    const token = tokenIn(mail.text);
    expect(mail.text).toContain(`/admin/reset-password?lng=fa&token=${token}`);
    expect(await stored(token)).toEqual([{ purpose: 'password-reset', account_id: id, long_lived: false }]);
  });

  it('sends nothing to a deactivated account, for an invitation already accepted, or for an account that is gone', async () => {
    const inactive = await account({
      email: 'gone@rebound.test',
      name: 'Gone',
      role: 'desk',
      language: 'en',
      invited: false,
      active: false,
    });
    const accepted = await account({ email: 'in@rebound.test', name: 'In', role: 'desk', language: 'en', invited: false });
    expect(await processor.process(await add({ accountId: inactive, purpose: 'password-reset' }))).toMatchObject({
      reason: 'not-applicable',
    });
    expect(await processor.process(await add({ accountId: accepted, purpose: 'invitation' }))).toMatchObject({ reason: 'not-applicable' });
    expect(await processor.process(await add({ accountId: '6f1c2a34-1111-4a5b-9c0d-123456789abc', purpose: 'invitation' }))).toMatchObject({
      reason: 'no-such-account',
    });
    expect(smtp.mails).toEqual([]);
  });
});
