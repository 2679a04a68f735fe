// nodemailer and smtp-server ship ES modules next to their CommonJS builds; Jest's CommonJS runtime
// transforms whatever ESM it meets (the shared backend core pulls in no @nestjs, but keep the same list).
const esmOnlyPackages = ['@nestjs', 'nodemailer', 'smtp-server', 'uid', 'file-type', 'token-types', 'strtok3', 'peek-readable', '@tokenizer'];

/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  rootDir: 'src',
  testRegex: '.*\\.spec\\.ts$',
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
  moduleNameMapper: {
    // The shared core is compiled into backend/dist for production; tests read its source so no build is needed first.
    '^@rebound/backend/shared$': '<rootDir>/../../backend/src/shared/index.ts',
    // Tests build interest_leads with the backend's own migrations (the worker never runs them itself).
    '^@rebound/backend/migrations$': '<rootDir>/../../backend/src/database/data-source-options.ts',
  },
};
