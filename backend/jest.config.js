const path = require('node:path');

// NestJS 12 (and a few of its helpers) ship ES modules only, so Jest's CommonJS runtime must transform them too.
const esmOnlyPackages = ['@nestjs', 'nodemailer', 'smtp-server', 'uid', 'file-type', 'token-types', 'strtok3', 'peek-readable', '@tokenizer'];

// Specs that use PostgreSQL or Redis are named *.int.spec.ts; the fast lane (REBOUND_TEST_LANE=fast,
// `npm run test:fast`) leaves them out, and src/test-support/service-guard.ts makes any other spec that
// reaches a service fail at once.
const SERVICE_SPECS = '\\.int\\.spec\\.ts$';

/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  rootDir: 'src',
  testRegex: '.*\\.spec\\.ts$',
  testPathIgnorePatterns: process.env.REBOUND_TEST_LANE === 'fast' ? ['/node_modules/', SERVICE_SPECS] : ['/node_modules/'],
  // An absolute path, so that the worker's specs (which reuse this configuration) are guarded too.
  setupFilesAfterEnv: [path.join(__dirname, 'src/test-support/service-guard.ts')],
  transform: {
    '^.+\\.(t|j|mj)s$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnlyPackages.join('|')})/)`],
  moduleFileExtensions: ['ts', 'js', 'mjs', 'json'],
  // API specs (*.int.spec.ts) start the real app on PostgreSQL and Redis; outage specs wait for reconnects.
  testTimeout: 30_000,
};
