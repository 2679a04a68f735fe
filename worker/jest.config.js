// The worker runs the backend's shared core, so it is tested with the backend's Jest setup (the swc
// transform and the ES-module packages it must transform) plus where to find that core's source.
const backendConfig = require('../backend/jest.config.js');

/** @type {import('jest').Config} */
module.exports = {
  ...backendConfig,
  moduleNameMapper: {
    // The shared core is compiled into backend/dist for production; tests read its source so no build is needed first.
    '^@rebound/backend/shared$': '<rootDir>/../../backend/src/shared/index.ts',
    // Tests build interest_leads with the backend's own migrations (the worker never runs them itself).
    '^@rebound/backend/migrations$': '<rootDir>/../../backend/src/database/data-source-options.ts',
  },
};
