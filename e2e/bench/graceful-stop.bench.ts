import path from 'node:path';
import { expect, test } from '@playwright/test';
import { GracefulStopStack } from '../support/graceful-stop-stack';
import { countByStatus } from '../support/lead-burst';
import { repoRoot } from '../support/stack-info';

// How many visitors a deploy costs: two backends behind nginx, a burst of registrations, one backend
// stopped with SIGTERM in the middle, GRACEFUL_STOP_ROUNDS times (default 5), with the default drain
// (SHUTDOWN_DRAIN_MS=3000). Prints the answers per round. GRACEFUL_STOP_CHECKOUT=<folder> runs an
// older build instead (its backend/dist and nginx/; docs/benchmarks.md, "Graceful stop", has both figures).
const ROUNDS = Number(process.env.GRACEFUL_STOP_ROUNDS ?? 5);
const CHECKOUT = process.env.GRACEFUL_STOP_CHECKOUT ?? repoRoot;

test('graceful stop: answers other than 201 while a backend stops in the middle of a burst', async () => {
  test.setTimeout(ROUNDS * 120_000);
  const stack = await GracefulStopStack.start({ runDir: path.join(repoRoot, '.run', 'graceful-stop-bench'), checkoutRoot: CHECKOUT });
  const lines: string[] = [];
  let notCreated = 0;
  try {
    for (let round = 0; round < ROUNDS; round += 1) {
      const index = round % 2;
      const result = await stack.stopOneDuringBurst({ index });
      const counts = countByStatus(result.answers);
      notCreated += result.answers.length - (counts[201] ?? 0);
      lines.push(
        `round ${round + 1}: ${result.answers.length} leads, answers ${JSON.stringify(counts)}, stored ${result.storedRows} (${result.storedDistinct} distinct), ` +
          `201 but not stored ${result.answeredNotStored}, not queued ${result.storedNotQueued}, connections reset or refused by a backend ${result.upstreamErrors}, exit ${JSON.stringify(result.exit)}`,
      );
      await stack.restart(index);
    }
  } finally {
    await stack.stop();
  }
  console.log(
    `graceful stop, ${CHECKOUT === repoRoot ? 'this build' : CHECKOUT}:\n${lines.join('\n')}\nanswers other than 201 in ${ROUNDS} stops: ${notCreated}`,
  );
  expect(notCreated).toBe(0);
});
