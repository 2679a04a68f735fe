/** @type {import('jest').Config} */
module.exports = {
  ...require('../jest.node-base.js'),
  rootDir: 'src',
  // Specs run the real worker on PostgreSQL, Redis and an SMTP server, and wait for reconnects.
  testTimeout: 30_000,
};
