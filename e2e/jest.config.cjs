// Browser tests: one product started for the whole run (global setup), Chromium per test file.
const preset = require('../jest.preset.cjs')(__dirname, 'node');

module.exports = {
  ...preset,
  displayName: 'e2e',
  testMatch: ['<rootDir>/tests/**/*.e2e.ts'],
  globalSetup: '<rootDir>/support/global-setup.ts',
  globalTeardown: '<rootDir>/support/global-teardown.ts',
  testTimeout: 60000,
  maxWorkers: 1,
};
