const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Retries `probe` every 250 ms until it returns something (a rejection counts as nothing), or fails after timeoutMs. */
export async function eventually<T>(probe: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`nothing after ${timeoutMs} ms`);
    await sleep(250);
  }
}
