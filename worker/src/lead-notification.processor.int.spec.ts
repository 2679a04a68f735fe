import { UnrecoverableError } from 'bullmq';
import type { DataSource } from 'typeorm';
import { LeadNotificationProcessor } from './lead-notification.processor';
import { createMailTransport, type MailTransport } from './mail/mail-transport';
import { captureLogs, type LogCapture } from './test-support/log-capture';
import { SmtpTestServer } from './test-support/smtp-test-server';
import { insertLead, notifiedAt, prepareTestDatabase } from './test-support/test-database';
import { TEST_MAIL_FROM, TEST_PUBLIC_URL, TEST_STAFF } from './test-support/test-environment';
import { TestLeadQueue } from './test-support/test-queue';

describe('LeadNotificationProcessor (real Postgres, Redis job, SMTP server)', () => {
  let dataSource: DataSource;
  let smtp: SmtpTestServer;
  let leadQueue: TestLeadQueue;
  let transport: MailTransport;
  let logs: LogCapture;
  let processor: LeadNotificationProcessor;

  beforeAll(async () => {
    dataSource = await prepareTestDatabase();
    smtp = await SmtpTestServer.start();
    leadQueue = new TestLeadQueue();
  });

  beforeEach(() => {
    smtp.mails.length = 0;
    smtp.rejection = undefined;
    logs = captureLogs();
    transport = createMailTransport(smtp.url, logs.logger);
    processor = new LeadNotificationProcessor(
      dataSource,
      transport,
      { from: TEST_MAIL_FROM, fallbackRecipients: TEST_STAFF, publicUrl: TEST_PUBLIC_URL },
      logs.logger,
    );
  });

  afterEach(() => transport.close());

  afterAll(async () => {
    await leadQueue.destroy();
    await smtp.close();
    await dataSource.destroy();
  });

  it('mails the staff accounts that chose "mail me new leads" instead of LEAD_NOTIFY_TO, read at each mail', async () => {
    await dataSource.query(
      `INSERT INTO staff_accounts (email, display_name, role, password_hash, mail_new_leads, active) VALUES
         ('chose@rebound.test', 'Chose', 'desk', 'x', true, true),
         ('not-chosen@rebound.test', 'Not chosen', 'desk', 'x', false, true),
         ('gone@rebound.test', 'Gone', 'desk', 'x', true, false),
         ('invited@rebound.test', 'Invited', 'owner', NULL, true, true)`,
    );
    try {
      const lead = await insertLead(dataSource, { name: 'Chosen Recipient Lead', email: 'lead@example.nl', message: null });
      await processor.process(await leadQueue.add({ leadId: lead.id, locale: 'en' }));
      expect(smtp.mails.map((mail) => mail.recipients)).toEqual([['chose@rebound.test']]);

      await dataSource.query("UPDATE staff_accounts SET mail_new_leads = false WHERE email = 'chose@rebound.test'");
      const next = await insertLead(dataSource, { name: 'Fallback Recipient Lead', email: 'lead2@example.nl', message: null });
      await processor.process(await leadQueue.add({ leadId: next.id, locale: 'en' }));
      expect(smtp.mails[1].recipients).toEqual(TEST_STAFF);
    } finally {
      await dataSource.query('DELETE FROM staff_accounts');
    }
  });

  it('mails one message to every staff address with the lead, then sets notified_at', async () => {
    const lead = await insertLead(dataSource, {
      name: 'Sanne de Vries',
      email: 'sanne@example.nl',
      message: 'I coach boxing for teenagers.\nCan we try a bag?',
      createdAt: new Date('2026-03-14T09:05:00.000Z'),
    });
    const job = await leadQueue.add({ leadId: lead.id, locale: 'en' });
    const before = Date.now();

    const outcome = await processor.process(job);

    expect(outcome).toEqual({ outcome: 'sent', leadId: lead.id, messageId: `<lead-${lead.id}@rebound.test>` });
    expect(smtp.mails).toHaveLength(1);
    const [mail] = smtp.mails;
    expect(mail.recipients).toEqual(TEST_STAFF);
    expect(mail.header('to')).toBe(TEST_STAFF.join(', '));
    expect(mail.header('from')).toBe(TEST_MAIL_FROM);
    expect(mail.header('reply-to')).toBe('sanne@example.nl');
    expect(mail.header('subject')).toBe('New interest lead: Sanne de Vries');
    expect(mail.header('message-id')).toBe(`<lead-${lead.id}@rebound.test>`);
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('Sanne de Vries');
      expect(part).toContain('sanne@example.nl');
      expect(part).toContain('I coach boxing for teenagers.');
      expect(part).toContain('Can we try a bag?');
      // 09:05 UTC in March is 10:05 in Amsterdam.
      expect(part).toContain('Saturday, 14 March 2026 at 10:05 CET');
      expect(part).toContain('https://rebound.test/admin/leads');
    }
    expect(mail.text).toContain('(2026-03-14T09:05:00.000Z)');
    expect(mail.html).toContain('<bdi>I coach boxing for teenagers.</bdi><br/><bdi>Can we try a bag?</bdi>');

    const stamped = await notifiedAt(dataSource, lead.id);
    expect(stamped).toBeInstanceOf(Date);
    expect(stamped!.getTime()).toBeGreaterThanOrEqual(before - 1_000);
  });

  it('writes the mail in Dutch for locale nl', async () => {
    const lead = await insertLead(dataSource, { message: null });
    await processor.process(await leadQueue.add({ leadId: lead.id, locale: 'nl' }));
    const [mail] = smtp.mails;
    expect(mail.header('subject')).toBe(`Nieuwe aanmelding: ${lead.name}`);
    expect(mail.text).toContain('Er is geen bericht achtergelaten.');
    expect(mail.text).toContain('Bekijk alle aanmeldingen op de beheerpagina: https://rebound.test/admin/leads');
    expect(mail.html).toContain('<html lang="nl" dir="ltr">');
  });

  it('writes the mail in Persian, right to left, for locale fa', async () => {
    const lead = await insertLead(dataSource, { name: 'سارا احمدی', message: 'سلام!\nما یک باشگاه جوانان داریم.' });
    await processor.process(await leadQueue.add({ leadId: lead.id, locale: 'fa' }));
    const [mail] = smtp.mails;
    expect(mail.header('subject')).toBe('درخواست علاقه‌مندی جدید: سارا احمدی');
    expect(mail.text).toContain('نام: سارا احمدی');
    expect(mail.text).toContain('همهٔ درخواست‌های علاقه‌مندی را در بخش مدیریت ببینید');
    expect(mail.html).toContain('<html lang="fa" dir="rtl">');
    expect(mail.html).toContain('<bdi>سلام!</bdi><br/><bdi>ما یک باشگاه جوانان داریم.</bdi>');
  });

  it('mails in English when the job carries a locale it does not know, and says so in the log', async () => {
    const lead = await insertLead(dataSource);
    await processor.process(await leadQueue.add({ leadId: lead.id, locale: 'de' as never }));
    expect(smtp.mails[0].header('subject')).toBe(`New interest lead: ${lead.name}`);
    expect(logs.lines.some((line) => line.level === 'warn' && line.locale === 'de')).toBe(true);
  });

  it('sends once when the same lead is processed twice', async () => {
    const lead = await insertLead(dataSource);
    const job = await leadQueue.add({ leadId: lead.id, locale: 'en' });

    const first = await processor.process(job);
    const firstStamp = await notifiedAt(dataSource, lead.id);
    const second = await processor.process(job);

    expect(first.outcome).toBe('sent');
    expect(second).toEqual({ outcome: 'skipped', leadId: lead.id, reason: 'already-notified' });
    expect(smtp.mails).toHaveLength(1);
    expect(await notifiedAt(dataSource, lead.id)).toEqual(firstStamp);
  });

  it('skips a lead that another transaction holds, without waiting for it', async () => {
    const lead = await insertLead(dataSource);
    const job = await leadQueue.add({ leadId: lead.id, locale: 'en' });
    const holder = dataSource.createQueryRunner();
    await holder.connect();
    await holder.startTransaction();
    try {
      await holder.query('SELECT id FROM interest_leads WHERE id = $1 FOR UPDATE', [lead.id]);
      const outcome = await processor.process(job);
      expect(outcome).toEqual({ outcome: 'skipped', leadId: lead.id, reason: 'locked-by-another-worker' });
      expect(smtp.mails).toHaveLength(0);
    } finally {
      await holder.rollbackTransaction();
      await holder.release();
    }
    expect(await notifiedAt(dataSource, lead.id)).toBeNull();
  });

  it('skips (does not fail) a job whose lead was deleted, and logs it', async () => {
    const lead = await insertLead(dataSource);
    const job = await leadQueue.add({ leadId: lead.id, locale: 'en' });
    await dataSource.query('DELETE FROM interest_leads WHERE id = $1', [lead.id]);

    await expect(processor.process(job)).resolves.toEqual({ outcome: 'skipped', leadId: lead.id, reason: 'lead-deleted' });
    expect(smtp.mails).toHaveLength(0);
    expect(logs.lines).toContainEqual(
      expect.objectContaining({ msg: 'lead notification skipped', leadId: lead.id, reason: 'lead-deleted', attempt: 1 }),
    );
  });

  it("rolls back and throws the refusal's command and code (not its text) when the mail server refuses, and sends on the next try", async () => {
    const lead = await insertLead(dataSource);
    const job = await leadQueue.add({ leadId: lead.id, locale: 'en' });
    smtp.rejection = { responseCode: 451, message: 'Mailbox busy, try again later' };

    await expect(processor.process(job)).rejects.toThrow(/^DATA 451$/);
    expect(await notifiedAt(dataSource, lead.id)).toBeNull();

    smtp.rejection = undefined;
    await expect(processor.process(job)).resolves.toMatchObject({ outcome: 'sent' });
    expect(smtp.mails).toHaveLength(1);
    expect(await notifiedAt(dataSource, lead.id)).toBeInstanceOf(Date);
  });

  it('fails a job without a valid lead id at once (no retries)', async () => {
    const job = await leadQueue.add({ leadId: 'not-a-uuid', locale: 'en' });
    await expect(processor.process(job)).rejects.toBeInstanceOf(UnrecoverableError);
    expect(smtp.mails).toHaveLength(0);
  });

  it('escapes what the visitor typed and lets none of it become a header or a recipient', async () => {
    const lead = await insertLead(dataSource, {
      name: 'Mallory <script>alert(1)</script> & "Co"\r\nBcc: evil@example.com',
      email: 'mallory@example.com\r\nBcc: evil@example.com',
      message: `<script>alert(1)</script>\nTom & Jerry's "quote"\r\nBcc: evil@example.com`,
    });

    await processor.process(await leadQueue.add({ leadId: lead.id, locale: 'en' }));

    expect(smtp.mails).toHaveLength(1);
    const [mail] = smtp.mails;
    expect(mail.recipients).toEqual(TEST_STAFF);
    const headerNames = mail.rawHeaders.map(([name]) => name);
    expect(headerNames).not.toContain('bcc');
    expect(headerNames).not.toContain('reply-to');
    const rawHeaderBlock = mail.raw.slice(0, mail.raw.indexOf('\r\n\r\n'));
    expect(rawHeaderBlock).not.toMatch(/^bcc:/im);
    expect(mail.header('subject')).toMatch(/^New interest lead: Mallory <script>alert\(1\)<\/script> & "Co" Bcc: evil@exam[^\r\n]*…$/);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('Mallory &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Co&quot; Bcc: evil@example.com');
    expect(mail.html).toContain(
      '<bdi>&lt;script&gt;alert(1)&lt;/script&gt;</bdi><br/><bdi>Tom &amp; Jerry&#x27;s &quot;quote&quot;</bdi><br/><bdi>Bcc: evil@example.com</bdi>',
    );
  });

  it('logs the lead id and attempt, never the message', async () => {
    const secret = 'my private story about my son';
    const lead = await insertLead(dataSource, { message: secret });
    await processor.process(await leadQueue.add({ leadId: lead.id, locale: 'en' }));
    expect(logs.lines).toContainEqual(
      expect.objectContaining({ msg: 'lead notification sent', leadId: lead.id, attempt: 1, recipients: 2 }),
    );
    expect(JSON.stringify(logs.lines)).not.toContain(secret);
  });
});
