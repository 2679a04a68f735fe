import type { Browser, Page } from '@playwright/test';

/** What a form post got back: the path it went to, the status, and where it sent the browser. */
export interface FormPostAnswer {
  url: string;
  status: number;
  location?: string;
}

/**
 * A page in a browser with JavaScript off (a reader whose scripts never ran), recording the answer to
 * every POST: for tests that forms work as plain HTML. `close()` ends its browser context.
 */
export async function openWithoutJavaScript(
  browser: Browser,
): Promise<{ reader: Page; posts: FormPostAnswer[]; close: () => Promise<void> }> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const reader = await context.newPage();
  const posts: FormPostAnswer[] = [];
  reader.on('response', (response) => {
    if (response.request().method() === 'POST')
      posts.push({ url: new URL(response.url()).pathname, status: response.status(), location: response.headers().location });
  });
  return { reader, posts, close: () => context.close() };
}
