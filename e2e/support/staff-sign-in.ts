import { expect, type Page } from '@playwright/test';
import type { StackInfo } from './stack-info';

/** Fills the staff sign-in form on the page shown (e-mail address and password) and sends it. */
export async function fillStaffSignIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('E-mail address', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs in as the stack's owner (ADMIN_EMAIL, ADMIN_PASSWORD) on a staff page, and waits for its content. */
export async function signInAsOwner(page: Page, stack: StackInfo, path = '/admin/leads'): Promise<void> {
  await page.goto(path);
  await fillStaffSignIn(page, stack.adminEmail, stack.adminPassword);
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
}
