// What the Jest setups of the Node workspaces (packages/shared, backend, worker) share.

// NestJS 12 (and a few of its helpers) ship ES modules only, so Jest's CommonJS runtime must transform them too.
const esmOnlyPackages = ['@nestjs', 'nodemailer', 'smtp-server', 'uid', 'file-type', 'token-types', 'strtok3', 'peek-readable', '@tokenizer'];

/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  // Tests load @rebound/shared from its TypeScript source (the "@rebound/source" export condition,
  // transformed by swc like the tests' own files): a change there is tested at once, with no build in
  // between. Production Node knows no such condition and loads the package's built dist.
  testEnvironmentOptions: { customExportConditions: ['@rebound/source', 'node', 'node-addons'] },
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
};
