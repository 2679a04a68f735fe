import { randomUUID } from 'node:crypto';
import type { CreateInterestRequest, CreateInterestResponse } from '@rebound/shared';
import { expect, test } from '../support/fixtures';

interface StoredLead {
  id: string;
  name: string;
  email: string;
  message: string | null;
  notified_at: Date | null;
}

test.describe('a lead through the whole stack', () => {
  test('is stored, queued, mailed to every staff address with its content escaped, and marked notified', async ({
    request,
    database,
    mailbox,
    stack,
    resetThrottling,
  }) => {
    await resetThrottling();
    const marker = randomUUID().slice(0, 8);
    const lead: CreateInterestRequest = {
      name: `Ada Lovelace ${marker}`,
      email: `ada-${marker}@example.org`,
      message: `I want a bag for our gym.\r\n<b>Bold?</b> <script>alert("x")</script>\r\nSecond line & more`,
    };

    // Through nginx, as the browser's form sends it.
    const response = await request.post('/api/interest', { data: lead });
    expect(response.status(), await response.text()).toBe(201);
    const created = (await response.json()) as CreateInterestResponse;
    expect(created.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Number.isNaN(Date.parse(created.createdAt))).toBe(false);

    const [stored] = await database.query<StoredLead>('SELECT id, name, email, message, notified_at FROM interest_leads WHERE id = $1', [
      created.id,
    ]);
    expect(stored).toMatchObject({ name: lead.name, email: lead.email });
    expect(stored.message).toContain('<script>alert("x")</script>');
    expect(stored.message).toContain('Second line & more');

    // Queue → worker → SMTP: the staff who chose lead mails receive it; on this stack that is the owner,
    // whose choice is on from the first start (LEAD_NOTIFY_TO is only used while nobody chose).
    await expect
      .poll(
        () =>
          mailbox
            .containing(lead.email)
            .flatMap((mail) => mail.envelopeTo)
            .sort(),
        { timeout: 30_000 },
      )
      .toEqual([stack.adminEmail]);
    const mails = mailbox.containing(lead.email);
    const adminLink = `${stack.publicUrl}/admin/leads`;
    for (const mail of mails) {
      expect(mail.subject).toContain(lead.name);
      expect(mail.from).toContain('no-reply@rebound.test');

      expect(mail.text).toContain(lead.name);
      expect(mail.text).toContain(lead.email);
      // The visitor's CRLF line breaks stay line breaks; the text part carries the message verbatim.
      expect(mail.text).toContain('I want a bag for our gym.\n<b>Bold?</b> <script>alert("x")</script>\nSecond line & more');
      expect(mail.text).toContain(adminLink);

      expect(mail.html).toContain(lead.name);
      expect(mail.html).toContain(lead.email);
      expect(mail.html).toContain('&lt;b&gt;Bold?&lt;/b&gt; &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
      expect(mail.html).toContain('Second line &amp; more');
      expect(mail.html).not.toContain('<script>');
      expect(mail.html).not.toContain('<b>Bold?</b>');
      expect(mail.html).toContain(`href="${adminLink}"`);
    }

    await expect
      .poll(
        async () => (await database.query<StoredLead>('SELECT notified_at FROM interest_leads WHERE id = $1', [created.id]))[0].notified_at,
        {
          timeout: 30_000,
        },
      )
      .toBeInstanceOf(Date);
  });
});
