import { defineConfig } from '@playwright/test';
import benchConfig from './playwright.bench.config';

/**
 * The fault benchmark (faults.bench.ts): it starts its own stack (two backends, two workers, a private
 * Redis, nginx), so none of the e2e stack. Run with `npm run bench:faults`; not part of `npm test`.
 */
export default defineConfig({
  ...benchConfig,
  testMatch: /faults\.bench\.ts$/,
  testIgnore: [],
  globalSetup: undefined,
  outputDir: '../test-results/bench-faults',
});
