const preset = require('../jest.preset.cjs')(__dirname, 'jsdom');

// The app's tests, and those of its server host (shell/server/, in Node: each says so).
module.exports = { ...preset, testMatch: [...preset.testMatch, '<rootDir>/server/**/*.test.ts'] };
