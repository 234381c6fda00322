// One Jest preset for every workspace: SWC transforms TypeScript and the ESM-only
// libraries (react-router 8, ky 2, jotai 3, ...) that Jest cannot load untransformed.
const path = require('node:path');

const esmOnly = [
  'react-router', 'ky', 'jotai', 'react-toastify', 'date-fns', '@remix-run', 'cookie-es',
  'set-cookie-parser', 'turbo-stream', '@supabase', 'styled-components', 'uuid',
];

/** @param {string} dir workspace dir  @param {'jsdom'|'node'} env */
module.exports = function preset(dir, env = 'jsdom') {
  return {
    rootDir: dir,
    displayName: path.basename(dir),
    testEnvironment: env === 'jsdom' ? path.join(__dirname, 'jest', 'jsdom-env.cjs') : 'node',
    testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx'],
    transform: {
      '^.+\\.(t|j)sx?$|^.+\\.mjs$': [require.resolve('@swc/jest'), {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          // react-router reads import.meta.hot, which has no CommonJS form: it is never set here.
          transform: { react: { runtime: 'automatic' }, optimizer: { globals: { vars: { 'import.meta.hot': 'undefined' } } } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      }],
    },
    transformIgnorePatterns: [`/node_modules/(?!(${esmOnly.join('|')})/)`],
    moduleNameMapper: { '\\.(css|svg|png|woff2?)$': path.join(__dirname, 'jest', 'file-stub.cjs') },
    setupFilesAfterEnv: env === 'jsdom' ? [path.join(__dirname, 'jest', 'setup-dom.ts')] : [],
    // The same limit as the whole run's (root jest.config.cjs), so a workspace run alone (as
    // `npm run ship` does) is not failed by a busy machine where the whole run passes.
    testTimeout: 30000,
  };
};
