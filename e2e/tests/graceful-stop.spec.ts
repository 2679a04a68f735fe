import path from 'node:path';
import { expect, test } from '@playwright/test';
import { GracefulStopStack } from '../support/graceful-stop-stack';
import { countByStatus } from '../support/lead-burst';
import { repoRoot } from '../support/stack-info';

// Issue 8, "a graceful stop drops nothing": the real nginx config in front of two backends, a burst of
// concurrent registrations, and one backend stopped with SIGTERM in the middle of it. Every visitor
// gets a 201, and every lead is stored once and queued. This stack is its own (database, a private
// Redis, two backends, nginx), next to the suite's shared one.
test.describe('a backend stopped with SIGTERM in the middle of a burst of leads', () => {
  test.setTimeout(240_000);
  let stack: GracefulStopStack | undefined;

  test.beforeAll(async () => {
    // A short drain, so the burst outlasts it and reaches the moment the port closes.
    stack = await GracefulStopStack.start({ runDir: path.join(repoRoot, '.run', 'graceful-stop'), drainMs: 1_000 });
  });

  test.afterAll(async () => {
    await stack?.stop();
  });

  test('every request is answered 201, every lead stored exactly once and queued', async () => {
    const round = await stack!.stopOneDuringBurst({ index: 0 });
    test.info().annotations.push({
      type: 'burst',
      description: `${round.answers.length} leads, ${round.sentWhenExited} sent before the stopped backend exited, ${round.upstreamErrors} connections reset or refused by a backend`,
    });

    expect(round.exit, 'the stopped backend finished its graceful stop and exited 0').toEqual({ code: 0, signal: null });
    expect(stack!.backends[1].running).toBe(true);
    expect(round.sentWhenExited, 'leads still came after the stopped backend had gone').toBeLessThan(round.answers.length);
    const failures = round.answers.filter((answer) => answer.status !== 201);
    expect(countByStatus(round.answers), `first failures: ${JSON.stringify(failures.slice(0, 5))}`).toEqual({ 201: round.answers.length });
    expect(round.storedRows, 'one row per lead').toBe(round.answers.length);
    expect(round.storedDistinct, 'every lead stored').toBe(round.answers.length);
    expect(round.answeredNotStored, 'every 201 names a stored lead').toBe(0);
    expect(round.storedNotQueued, 'every stored lead queued').toBe(0);
  });
});
