import { expect, type Page } from '@playwright/test';

/**
 * Waits until the app has taken over the server-rendered page (hydration done): the footer's
 * newsletter button, which the server sends disabled, is then enabled. A visitor's clicks before
 * that are plain links; tests that need what the app adds (state carried by a link) wait for it.
 */
export async function waitForApp(page: Page): Promise<void> {
  await expect(page.locator('footer form button[type="submit"]')).toBeEnabled();
}
