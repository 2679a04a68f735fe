// NestJS 12 (and a few of its helpers) ship ES modules only, so Jest's CommonJS runtime must transform them too.
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
  // API specs start the real app on PostgreSQL and Redis; outage specs wait for reconnects.
  testTimeout: 30_000,
};
