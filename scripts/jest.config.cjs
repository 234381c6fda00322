// The scripts' own tests: publishing, releases and rollbacks, in temp CDN and data dirs.
const preset = require('../jest.preset.cjs')(__dirname, 'node');

module.exports = {
  ...preset,
  displayName: 'scripts',
  testMatch: ['<rootDir>/**/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/'],
};
