import { setTimeout as sleep } from 'node:timers/promises';

/** Polls `check` until it returns a truthy value (or stops throwing) and returns that; fails after `timeoutMs`. */
export async function eventually<T>(check: () => Promise<T> | T, timeoutMs = 10_000, description = 'condition'): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      const value = await check();
      if (value) return value;
    } catch (error) {
      lastError = error;
    }
    await sleep(25);
  }
  throw new Error(`${description} not reached within ${timeoutMs} ms${lastError ? `: ${String(lastError)}` : ''}`);
}
