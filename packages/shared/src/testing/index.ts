// @rebound/shared/testing: helpers the tests of several workspaces use (Node only, never in production code).
export * from './free-port';
export * from './private-redis';
export * from './prometheus-text';
export * from './received-mail';
export * from './spreadsheet-cells';
export * from './test-namespace';
