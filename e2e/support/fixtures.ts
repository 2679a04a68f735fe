// biome-ignore-all lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from its first parameter, which must be an object pattern even when empty.
import { test as base } from '@playwright/test';
import { Database } from './database';
import { Mailbox } from './mail-catcher';
import { resetThrottling } from './redis';
import { readStackInfo, type StackInfo } from './stack-info';

interface StackFixtures {
  /** Addresses of the running stack (base URL, database, mail folder, ...). */
  stack: StackInfo;
  /** Mails the stack has sent, read from the SMTP catcher. */
  mailbox: Mailbox;
  /** The stack's PostgreSQL database. */
  database: Database;
  /** Call before a test that sends more requests than one client may (forms, logins). */
  resetThrottling: () => Promise<void>;
}

/**
 * Use this `test` in every spec under e2e/tests: `page` and `request` already point at the stack
 * through nginx (relative URLs such as `/about` or `/api/health` work).
 */
export const test = base.extend<StackFixtures>({
  baseURL: async ({}, use) => {
    await use(readStackInfo().baseUrl);
  },
  stack: async ({}, use) => {
    await use(readStackInfo());
  },
  mailbox: async ({ stack }, use) => {
    await use(new Mailbox(stack.mailDir));
  },
  database: async ({ stack }, use) => {
    const database = new Database(stack.databaseUrl);
    await use(database);
    await database.close();
  },
  resetThrottling: async ({ stack }, use) => {
    await use(() => resetThrottling(stack.redisUrl));
  },
});

export { expect } from '@playwright/test';
