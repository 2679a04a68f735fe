/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'jsdom',
  // @rebound/shared is read from its TypeScript source (its "@rebound/source" export condition) and
  // transformed like the app's files, so a change there is tested at once, without building it first.
  testEnvironmentOptions: { customExportConditions: ['@rebound/source', 'browser'] },
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
    // Vite's import.meta.glob does not exist under Jest: translations are read from disk there.
    '^(.*)/locale-loader$': '<rootDir>/src/test-support/locale-loader.node.ts',
    // The same for the staff's text files: the stand-in loader above reads every area from disk.
    '^(.*)/staff-text-files$': '<rootDir>/src/test-support/staff-text-files.node.ts',
  },
};
