const base = require('../jest.node-base.js');

/** @type {import('jest').Config} */
module.exports = {
  ...base,
  rootDir: 'src',
  // Specs run the real worker on PostgreSQL, Redis and an SMTP server, and wait for reconnects.
  testTimeout: 30_000,
  // The mails are React components (src/mail/*.tsx): swc reads TSX with React's automatic runtime there,
  // and every other file as before.
  transform: {
    '^.+\\.tsx$': [
      '@swc/jest',
      {
        jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' },
        module: { type: 'commonjs' },
      },
    ],
    ...base.transform,
  },
  moduleFileExtensions: ['tsx', ...base.moduleFileExtensions],
};
