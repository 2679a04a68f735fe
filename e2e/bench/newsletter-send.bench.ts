import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { NewsletterSendStack } from '../support/newsletter-send-stack';
import { repoRoot } from '../support/stack-info';
import { BUDGETS } from './budgets';

// A post sent to 10,000 confirmed subscribers through the built backend and one worker (its default
// WORKER_CONCURRENCY of 4 batches at once) to an SMTP server on the same machine, with the rate set
// to its ceiling, so what is measured is how fast the worker can send, not the limit
// (BENCH_NEWSLETTER_SEND_RATE=100 measures the limit held instead).

const reportDir = path.join(repoRoot, '.run', 'bench');

test('a newsletter send to 10,000 subscribers: mails per second', async () => {
  const testInfo = test.info();
  test.setTimeout(900_000);
  const { subscribers, rate, minMailsPerSecond } = BUDGETS.newsletterSend;
  const stack = await NewsletterSendStack.start({ runDir: testInfo.outputPath('stack'), rate, name: 'rebound_bench_newsletter_send' });
  try {
    await stack.seed(subscribers);
    await stack.signIn();
    const started = Date.now();
    expect((await stack.startSend()).status).toBe(201);
    await expect.poll(async () => (await stack.progress()).state, { timeout: 800_000, intervals: [1_000] }).toBe('finished');
    const finished = Date.now();
    const progress = await stack.progress();
    expect(progress).toMatchObject({ total: subscribers, sent: subscribers, failed: 0 });
    const mails = stack.mails();
    expect(mails).toHaveLength(subscribers);
    const first = mails[0].receivedAt.getTime();
    const last = mails[mails.length - 1].receivedAt.getTime();
    const measured = {
      subscribers,
      rateSetting: rate,
      secondsFromStartToFinished: Number(((finished - started) / 1000).toFixed(1)),
      secondsFirstToLastMail: Number(((last - first) / 1000).toFixed(1)),
      mailsPerSecond: Number((subscribers / ((finished - started) / 1000)).toFixed(1)),
    };
    console.log(JSON.stringify(measured));
    mkdirSync(reportDir, { recursive: true });
    writeFileSync(path.join(reportDir, 'newsletter-send.json'), JSON.stringify(measured, null, 2));
    // Fast enough (or, with a lower rate set, close to it), and never faster than the rate.
    expect(measured.mailsPerSecond).toBeGreaterThanOrEqual(Math.min(minMailsPerSecond, rate * 0.8));
    expect(measured.mailsPerSecond).toBeLessThanOrEqual(rate * 1.02);
  } finally {
    await stack.stop();
  }
});
