/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/src'],
  testRegex: '.*\\.spec\\.tsx?$',
  setupFilesAfterEnv: ['<rootDir>/src/test-support/setup-tests.ts'],
  // A page test renders the whole app; on a busy two-core machine that overruns Jest's 5 s default.
  testTimeout: 60_000,
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleNameMapper: {
    '\\.(css)$': 'identity-obj-proxy',
    '\\.(svg|png|jpg|woff2?)$': '<rootDir>/src/test-support/file-stub.cjs',
    '^@shared/(.*)$': '<rootDir>/../backend/src/shared/$1',
    // Vite's import.meta.glob does not exist under Jest: translations are read from disk there.
    '^(.*)/locale-loader$': '<rootDir>/src/test-support/locale-loader.node.ts',
  },
};
