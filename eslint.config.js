// The linter of every workspace (`npm run lint`, part of `npm test`): ESLint's and
// typescript-eslint's recommended rules (type-aware where they are cheap), React's hooks rules,
// jsx-a11y, and the repo's import boundaries (see README "Architecture").
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const REMOTES = ['remote-public', 'remote-member', 'remote-admin'];
const FRONT_END = ['shared', 'shell', ...REMOTES, 'unfederated'];
const TEST_FILES = ['**/*.test.ts', '**/*.test.tsx', '**/*.test-utils.ts', '**/*.test-utils.tsx', 'shared/src/testing/**'];
const TESTS = [...TEST_FILES, 'e2e/**', 'bench/**'];

/** Front-end import boundaries: what each app's files may not import, and why. */
const sharedByName = {
  group: ['**/shared/src', '**/shared/src/**', '../shared', '../shared/**', '../../shared', '../../shared/**'],
  message: "Import the shared package by its name ('shared', 'shared/router', ...): federation shares it by that import string.",
};
const routerThroughShared = {
  name: 'react-router',
  message: "Import react-router through 'shared/router': one trimmed copy is shared at run time.",
};
const routerSubpaths = { group: ['react-router/*'], message: routerThroughShared.message };
const otherApps = (app) => ({
  group: FRONT_END.filter((other) => other !== app && other !== 'shared').flatMap((other) => [`**/${other}/**`, `${other}/**`]),
  message: 'A remote never imports another remote, the shell or the unfederated build: share through the shared package.',
});
const noApps = {
  group: FRONT_END.filter((app) => app !== 'shared').flatMap((app) => [`**/${app}/**`, `${app}/**`]),
  message: 'The shared package depends on no app: apps depend on it.',
};

const restrict = (paths, patterns) => ({ 'no-restricted-imports': ['error', { paths, patterns }] });
/** An app's boundaries: its page code also reaches react-router only through shared/router. */
const boundaries = (app, patterns) => [
  { files: [`${app}/src/**/*.{ts,tsx}`], ignores: TESTS, rules: restrict([routerThroughShared], [routerSubpaths, ...patterns]) },
  { files: TEST_FILES.map((glob) => (glob.startsWith('**') ? `${app}/src/${glob}` : glob)).filter((glob) => glob.startsWith(app)), rules: restrict([], patterns) },
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '.data/**', '.cdn/**', '.tmp/**', 'coverage/**', '**/*.d.ts.map'] },
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
  // Import boundaries, one entry per app (a later entry would replace, not merge, the rule).
  // Tests may use react-router's own routers; the page never runs them.
  ...boundaries('shared', [noApps]),
  { files: ['shared/src/router.ts'], rules: restrict([], [noApps]) },
  ...boundaries('shell', [sharedByName]),
  ...REMOTES.flatMap((app) => boundaries(app, [sharedByName, otherApps(app)])),
  ...boundaries('unfederated', [sharedByName]),
  // The prerender runs in Node only (never in the page), with its own memory router.
  { files: ['unfederated/src/prerender-landing.tsx'], rules: restrict([], [sharedByName]) },
  {
    files: TESTS,
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/unbound-method': 'off',
      // Stubs are async to stand in for async calls, awaiting nothing.
      '@typescript-eslint/require-await': 'off',
      // Test harnesses hand a hook's result out of the component on purpose.
      'react-hooks/globals': 'off',
      'react-hooks/refs': 'off',
    },
  },
);
