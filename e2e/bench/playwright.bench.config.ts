import { defineConfig } from '@playwright/test';
import baseConfig from '../playwright.config';

/**
 * Benchmarks: speed and memory budgets measured on the whole stack (the same global setup as the e2e
 * tests). Run with `npm run bench`; not part of `npm test`, since timings depend on the machine.
 */
export default defineConfig({
  ...baseConfig,
  testDir: '.',
  testMatch: /.*\.bench\.ts$/,
  // The fault benchmark starts a stack of its own: `npm run bench:faults` (playwright.faults.config.ts).
  testIgnore: /(faults|newsletter-send)\.bench\.ts$/,
  globalSetup: '../global-setup.ts',
  timeout: 600_000,
  reporter: [['list']],
  outputDir: '../test-results/bench',
});
