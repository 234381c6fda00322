// API tests: Node environment, real servers on 127.0.0.1 (see src/test/).
const preset = require('../jest.preset.cjs')(__dirname, 'node');

// ESM the API pulls in, which Jest's CommonJS runtime cannot load untransformed: ESM-only
// packages (Node 20 loads them with require(esm)) and @fastify/cookie, whose `import('cookie')`
// SWC turns into a require.
const apiEsmOnly = ['content-disposition', '@fastify/cookie', 'cookie'];

module.exports = {
  ...preset,
  transformIgnorePatterns: preset.transformIgnorePatterns.map((pattern) =>
    pattern.replace('(?!(', `(?!(${apiEsmOnly.join('|')}|`),
  ),
  setupFiles: ['<rootDir>/src/test/cheap-hashes.ts'],
  testTimeout: 30000,
};
