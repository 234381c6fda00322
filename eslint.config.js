// The linter of every workspace (`npm run lint`, part of `npm test`): ESLint's and
// typescript-eslint's recommended rules (type-aware), React's hooks rules and jsx-a11y. The
// import boundaries between apps are checked by scripts/lib/architecture.test.ts.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FRONT_END = ['shared', 'shell', 'remote-public', 'remote-member', 'remote-admin', 'unfederated'];
const TESTS = ['**/*.test.ts', '**/*.test.tsx', '**/*.test-utils.ts', '**/*.test-utils.tsx', 'shared/src/testing/**', 'api/src/test/**', 'e2e/**', 'bench/**'];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/dist-server/**', '.data/**', '.cdn/**', '.tmp/**', 'coverage/**', '**/*.d.ts.map'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked.map((config) => ({ ...config, files: ['**/*.{ts,tsx}'] })),
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
      // An async event handler (onSubmit={submit}) catches its own errors; React ignores the promise.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    // Fastify's hooks and handlers, and Kysely's providers, are async by contract, awaiting or not.
    files: ['api/src/**/*.ts'],
    rules: { '@typescript-eslint/require-await': 'off' },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: FRONT_END.map((app) => `${app}/src/**/*.{ts,tsx}`),
    ...reactHooks.configs.flat['recommended-latest'],
    ...jsxA11y.flatConfigs.recommended,
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.flat['recommended-latest'].rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // `role` on a component (a route guard's role="admin") is a prop, not ARIA.
      'jsx-a11y/aria-role': ['error', { ignoreNonDOM: true }],
      // Tables that turn into stacked cards on small screens keep their semantics with explicit
      // roles: browsers drop a table's implicit roles once its parts are not displayed as a table.
      'jsx-a11y/no-redundant-roles': ['error', { table: ['table'], thead: ['rowgroup'], tbody: ['rowgroup'], tr: ['row'], th: ['columnheader', 'rowheader'], td: ['cell'] }],
      'jsx-a11y/no-interactive-element-to-noninteractive-role': ['error', { td: ['cell'], th: ['columnheader', 'rowheader'], tr: ['row'] }],
    },
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: TESTS,
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/unbound-method': 'off',
      // A test reads answers of any shape.
      '@typescript-eslint/no-explicit-any': 'off',
      // Stubs are async to stand in for async calls, awaiting nothing.
      '@typescript-eslint/require-await': 'off',
      // Test harnesses hand a hook's result out of the component on purpose.
      'react-hooks/globals': 'off',
      'react-hooks/refs': 'off',
    },
  },
);
