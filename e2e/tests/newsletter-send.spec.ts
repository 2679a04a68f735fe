import { expect, test } from '@playwright/test';
import { NewsletterSendStack } from '../support/newsletter-send-stack';

// The whole send as production runs it: a post mailed to 2,000 subscribers in three languages, the
// worker killed (SIGKILL) in the middle and started again, and every subscriber mailed exactly once,
// at most the mails in flight at the kill twice.

const SUBSCRIBERS = 2_000;
/** The worker runs WORKER_CONCURRENCY (4) batches at once: at most one mail in flight in each. */
const MAX_IN_FLIGHT = 4;

test.describe('newsletter send of a blog post', () => {
  let stack: NewsletterSendStack;

  test.beforeAll(async () => {
    const testInfo = test.info();
    testInfo.setTimeout(300_000);
    stack = await NewsletterSendStack.start({ runDir: testInfo.outputPath('stack'), rate: 200, name: 'rebound_e2e_newsletter_send' });
  });

  test.afterAll(async () => {
    await stack?.stop();
  });

  test('reaches every confirmed subscriber once across a worker crash, each in their language', async () => {
    test.setTimeout(300_000);
    await stack.seed(SUBSCRIBERS);
    await stack.signIn();
    const started = await stack.startSend();
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({ state: 'sending', total: SUBSCRIBERS });
    // A double click: the second start answers with the send that exists.
    const again = await stack.startSend();
    expect(again.status).toBe(409);
    expect(again.body.current?.total).toBe(SUBSCRIBERS);

    await expect.poll(() => stack.mails().length, { timeout: 60_000 }).toBeGreaterThan(SUBSCRIBERS / 3);
    await stack.crashWorker();
    const atCrash = stack.mails().length;
    expect(atCrash).toBeLessThan(SUBSCRIBERS);
    await stack.restartWorker();

    await expect.poll(async () => (await stack.progress()).state, { timeout: 180_000 }).toBe('finished');
    expect(await stack.progress()).toMatchObject({ total: SUBSCRIBERS, sent: SUBSCRIBERS, queued: 0, failed: 0 });

    const mails = stack.mails();
    const perAddress = new Map<string, number>();
    for (const address of mails.flatMap((mail) => mail.envelopeTo)) perAddress.set(address, (perAddress.get(address) ?? 0) + 1);
    expect(perAddress.size).toBe(SUBSCRIBERS);
    const twice = [...perAddress.values()].filter((count) => count > 1);
    test.info().annotations.push({ type: 'mailed twice (in flight at the kill)', description: String(twice.length) });
    test.info().annotations.push({ type: 'mails before the kill', description: String(atCrash) });
    expect(twice.length).toBeLessThanOrEqual(MAX_IN_FLIGHT);
    expect(Math.max(...perAddress.values())).toBeLessThanOrEqual(2);

    // i % 3: 1 → nl (its version), 2 → fa (the original, no Persian version), 0 → en.
    const to = (n: number) => mails.find((mail) => mail.envelopeTo.includes(`reader${n}@example.com`));
    expect(to(1)?.headers.get('subject')).toBe('Voorjaarstraining');
    expect(to(1)?.text).toContain('/nl/blog/spring-training');
    expect(to(2)?.headers.get('subject')).toBe('Spring training');
    expect(to(2)?.text).toContain('/en/blog/spring-training');
    expect(to(3)?.text).toContain('/en/blog/spring-training');
    for (const n of [1, 2, 3]) {
      expect(to(n)?.headers.get('list-unsubscribe')).toMatch(
        /^<http:\/\/127\.0\.0\.1:\d+\/api\/newsletter\/unsubscribe\?token=[\w-]{43}>$/,
      );
      expect(to(n)?.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    }
  });
});
