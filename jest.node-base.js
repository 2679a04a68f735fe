// What the Jest setups of the Node workspaces (packages/shared, backend, worker) share.
const path = require('node:path');

// NestJS 12 (and a few of its helpers) ship ES modules only, so Jest's CommonJS runtime must transform them too.
const esmOnlyPackages = [
  '@nestjs',
  'nodemailer',
  'smtp-server',
  'uid',
  'file-type',
  'token-types',
  'strtok3',
  'peek-readable',
  '@tokenizer',
  // otplib's hashing and base32 (the staff's two-factor codes).
  'otplib',
  '@otplib',
  '@noble',
  '@scure',
];

// Specs that use PostgreSQL or Redis (or start a redis-server or nginx of their own) are named
// *.int.spec.ts; the fast lane (REBOUND_TEST_LANE=fast, `npm run test:fast`) leaves them out, and the
// service guard makes any other spec that reaches a service fail at once, by name.
const SERVICE_SPECS = '\\.int\\.spec\\.ts$';

/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  // Tests load @rebound/shared from its TypeScript source (the "@rebound/source" export condition,
  // transformed by swc like the tests' own files): a change there is tested at once, with no build in
  // between. Production Node knows no such condition and loads the package's built dist.
  testEnvironmentOptions: { customExportConditions: ['@rebound/source', 'node', 'node-addons'] },
  testRegex: '.*\\.spec\\.ts$',
  testPathIgnorePatterns: process.env.REBOUND_TEST_LANE === 'fast' ? ['/node_modules/', SERVICE_SPECS] : ['/node_modules/'],
  setupFilesAfterEnv: [path.join(__dirname, 'packages/shared/src/testing/service-guard.ts')],
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
};
