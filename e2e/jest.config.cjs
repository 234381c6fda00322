// Browser tests: one product per worker started for the whole run (global setup), Chromium per
// test file, as many workers as the machine has cores.
const { availableParallelism } = require('node:os');
const preset = require('../jest.preset.cjs')(__dirname, 'node');

module.exports = {
  ...preset,
  displayName: 'e2e',
  testMatch: ['<rootDir>/tests/**/*.e2e.ts'],
  globalSetup: '<rootDir>/support/global-setup.ts',
  globalTeardown: '<rootDir>/support/global-teardown.ts',
  testTimeout: 60000,
  maxWorkers: Math.max(1, availableParallelism()),
};
