import { randomUUID } from 'node:crypto';
import type { NewsletterSubscriptionRequest } from '@rebound/shared';
import { expect, test } from '../support/fixtures';

interface StoredSubscription {
  status: string;
  confirmed_at: Date | null;
}

test.describe('the newsletter through the whole stack (nginx, backend, queue, worker, SMTP)', () => {
  test('subscribe, the mail arrives, its confirm link confirms, its one-click List-Unsubscribe removes the subscriber', async ({
    request,
    database,
    mailbox,
    stack,
    resetThrottling,
  }) => {
    await resetThrottling();
    const address = `reader-${randomUUID().slice(0, 8)}@example.pt`;
    const subscription: NewsletterSubscriptionRequest = { email: address, language: 'pt' };
    const subscribed = await request.post('/api/newsletter/subscriptions', { data: subscription });
    expect(subscribed.status(), await subscribed.text()).toBe(202);
    expect(await subscribed.json()).toEqual({ status: 'pending' });

    // Queue → worker → SMTP: one mail, to the visitor, in Portuguese.
    await expect.poll(() => mailbox.all().filter((mail) => mail.envelopeTo.includes(address)).length, { timeout: 30_000 }).toBe(1);
    const [mail] = mailbox.all().filter((caught) => caught.envelopeTo.includes(address));
    // Named after MAIL_FROM's display name (the stack's is "Rebound e2e").
    expect(mail.subject).toMatch(/^Confirme a sua subscrição da newsletter de Rebound\b/);
    expect(mail.html).toContain('<html lang="pt" dir="ltr">');
    const confirmLink = new RegExp(`${stack.publicUrl}/newsletter/confirm\\?lng=pt&token=[\\w-]{43}`).exec(mail.text)?.[0];
    expect(confirmLink, mail.text).toBeDefined();
    const confirmToken = new URL(confirmLink!).searchParams.get('token')!;
    expect(mail.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const oneClick = /^<([^>]+)>$/.exec(mail.headers.get('list-unsubscribe') ?? '')?.[1];
    expect(oneClick).toMatch(new RegExp(`^${stack.publicUrl}/api/newsletter/unsubscribe\\?token=[\\w-]{43}$`));

    // Subscribing again at once: the same answer, no second mail.
    const again = await request.post('/api/newsletter/subscriptions', { data: subscription });
    expect(again.status()).toBe(202);

    const stored = () =>
      database.query<StoredSubscription>('SELECT status, confirmed_at FROM newsletter_subscriptions WHERE email = $1', [address]);
    expect(await stored()).toEqual([{ status: 'pending', confirmed_at: null }]);

    // The page's plain form, posted through nginx: 303 back to the page with the result.
    const confirmed = await request.post('/api/newsletter/confirm', { form: { token: confirmToken, lng: 'pt' }, maxRedirects: 0 });
    expect(confirmed.status(), await confirmed.text()).toBe(303);
    expect(confirmed.headers().location).toBe('/pt/newsletter/confirm?result=confirmed');
    const [row] = await stored();
    expect(row.status).toBe('confirmed');
    expect(row.confirmed_at).toBeInstanceOf(Date);
    expect(mailbox.all().filter((caught) => caught.envelopeTo.includes(address))).toHaveLength(1);

    // A mail program's one-click unsubscribe (RFC 8058) at the List-Unsubscribe address.
    const unsubscribed = await request.post(oneClick!, {
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: 'List-Unsubscribe=One-Click',
    });
    expect(unsubscribed.status(), await unsubscribed.text()).toBe(200);
    expect(await unsubscribed.json()).toEqual({ status: 'unsubscribed' });
    expect(await stored()).toEqual([]);
  });
});
