/** @type {import('jest').Config} */
module.exports = {
  ...require('../jest.node-base.js'),
  rootDir: 'src',
  // API specs start the real app on PostgreSQL and Redis; outage specs wait for reconnects.
  testTimeout: 30_000,
};
