/** @type {import('jest').Config} */
module.exports = {
  ...require('../../jest.node-base.js'),
  rootDir: 'src',
};
