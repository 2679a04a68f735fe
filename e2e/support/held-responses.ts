import type { Page } from '@playwright/test';

export interface HeldResponses {
  /** Lets every held request (and any later one) go on to the stack. */
  release: () => void;
}

/**
 * Holds back the page's requests whose URL matches `pattern` until `release()`, as a slow network would
 * hold a script: tests use it to act while the app's (or one chunk's) code has not arrived.
 */
export async function holdResponses(page: Page, pattern: string): Promise<HeldResponses> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}
