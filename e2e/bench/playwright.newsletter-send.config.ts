import { defineConfig } from '@playwright/test';
import benchConfig from './playwright.bench.config';

/**
 * The newsletter send benchmark (newsletter-send.bench.ts): it starts its own backend, worker, Redis
 * and SMTP server, so none of the e2e stack. Run with `npm run bench:newsletter-send`; not part of `npm test`.
 */
export default defineConfig({
  ...benchConfig,
  testMatch: /newsletter-send\.bench\.ts$/,
  testIgnore: [],
  globalSetup: undefined,
  outputDir: '../test-results/bench-newsletter-send',
});
