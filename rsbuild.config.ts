/**
 * The base Rsbuild config every app extends: React, TypeScript, Module Federation defaults
 * and the one list of shared singletons. An app's own rsbuild.config.ts calls
 * `federatedApp({...})` with its name, port and what it exposes.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pluginModuleFederation, type ModuleFederationOptions } from '@module-federation/rsbuild-plugin';
import { defineConfig, mergeRsbuildConfig, type RsbuildConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginStyledComponents } from '@rsbuild/plugin-styled-components';
import { contractVersionsOf } from 'shared/remote-contract';
import { compatibleRange } from 'shared/semver';

// `import.meta.url` (not `.dirname`): Jest's CommonJS transform rewrites it, so tests can read this config.
const root = fileURLToPath(new URL('.', import.meta.url));
const versionOf = (pkgDir: string): string =>
  (JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8')) as { version: string }).version;

const reactVersion = versionOf(join(root, 'node_modules/react'));
const sharedVersion = versionOf(join(root, 'shared'));
/** Any version with the same breaking part (while `shared` is 0.x, its minor). */
const sharedRange = compatibleRange(sharedVersion);
const reactRange = compatibleRange(reactVersion);

/** The range of versions the apps accept for a singleton package: its installed major (0.x: minor). */
const installedRange = (pkg: string) => compatibleRange(versionOf(join(root, 'node_modules', pkg)));

/**
 * The singletons, per import string: the range every app accepts, and for `shared`'s own
 * entries the version to offer. `shared` is matched on its import string, so apps import it
 * only by its package name.
 */
const singletonRanges: Record<string, { range: string; version?: string }> = {
  react: { range: reactRange },
  'react/jsx-runtime': { range: reactRange },
  'react-dom': { range: reactRange },
  'react-dom/client': { range: reactRange },
  jotai: { range: installedRange('jotai') },
  'styled-components': { range: installedRange('styled-components') },
  'react-toastify': { range: installedRange('react-toastify') },
  shared: { range: sharedRange, version: sharedVersion },
  // react-router, through the part of it the apps use (shared/src/router.ts): one copy in the
  // page, without the three quarters of the package nobody calls.
  'shared/router': { range: sharedRange, version: sharedVersion },
};

/**
 * One copy of each of these runs in the page. The ranges are checked once, by the shell, from
 * each remote's manifest before any of its code runs (`clubBuild` below); the federation
 * runtime is told to accept the one copy (`requiredVersion: false`) instead of parsing every
 * range again on the phone at each consumption, where a mismatch would only log a warning.
 */
export const sharedSingletons: NonNullable<ModuleFederationOptions['shared']> = Object.fromEntries(
  Object.entries(singletonRanges).map(([request, { version }]) => [
    request,
    { singleton: true, requiredVersion: false, ...(version ? { version } : {}) },
  ]),
);

/**
 * What an app was built against, written into every app's `mf-manifest.json` as
 * `metaData.clubBuild` and given to the app's code as `__CLUB_BUILD__` (`source.define`).
 * The shell compares a remote's record with its own before it loads any of the remote's code,
 * and refuses a remote built against another major (for 0.x, another minor) of `shared`,
 * `react` or `react-dom` (shell/src/federation/version-skew-plugin.ts).
 *
 * - `versions`: the installed version of each shared singleton package at build time;
 * - `requires`: the range the app accepts for each of them (`singletonRanges`), recorded only
 *   here: the federation runtime is given none.
 *
 * The manifest's own `shared` array records each consumed entry under its import string
 * (`react/jsx-runtime`) with its `version`, and a `requiredVersion` only for builds that give
 * the runtime ranges (other teams' remotes): this field is the complete, per-package record.
 */
export interface ClubBuildInfo {
  schema: 1;
  versions: Record<string, string>;
  requires: Record<string, string>;
}

const packageOf = (request: string) => request.split('/').slice(0, request.startsWith('@') ? 2 : 1).join('/');

/**
 * The federation runtime is one copy too: the shell provides its runtime core and the remotes
 * are built to use it (`experiments.externalRuntime`), so they must agree on its major.
 */
const RUNTIME_CORE = '@module-federation/runtime-core';
const runtimeCoreVersion = versionOf(join(root, 'node_modules', RUNTIME_CORE));

export const clubBuild: ClubBuildInfo = {
  schema: 1,
  versions: {
    ...Object.fromEntries(
      [...new Set(Object.keys(sharedSingletons).map(packageOf))].map((pkg) => [
        pkg,
        pkg === 'shared' ? sharedVersion : versionOf(join(root, 'node_modules', pkg)),
      ]),
    ),
    [RUNTIME_CORE]: runtimeCoreVersion,
  },
  requires: {
    ...Object.fromEntries(Object.entries(singletonRanges).map(([request, { range }]) => [packageOf(request), range])),
    [RUNTIME_CORE]: compatibleRange(runtimeCoreVersion),
  },
};

/**
 * The federation runtime's packages as their ES module builds, for the browser. The runtime the
 * plugin injects reaches them through `require`, which resolves their CommonJS builds, and the
 * bundler keeps every line of a CommonJS module: through the ES module builds it drops what no
 * one imports (the runtime core's unused helpers, most of the SDK). The shell's entry loses
 * about 4 KiB gzip, each remote entry about 5 KiB.
 */
const FEDERATION_RUNTIME_PACKAGES = [
  'sdk', 'error-codes', 'runtime', 'runtime-core', 'runtime-tools', 'webpack-bundler-runtime',
  'inject-external-runtime-core-plugin',
];
const federationRuntimeAsEsm = (): Record<string, string> => Object.fromEntries(
  FEDERATION_RUNTIME_PACKAGES.map((name) => {
    const dir = join(root, 'node_modules/@module-federation', name);
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
      exports: { '.': { import: string | { default: string } } };
    };
    const esm = manifest.exports['.'].import;
    return [`@module-federation/${name}$`, join(dir, typeof esm === 'string' ? esm : esm.default)];
  }),
);

/**
 * The shell provides every shared singleton package, and the page loads them all before it is
 * live, with the libraries `shared` itself calls (ky): as two chunks (React; everything else, with
 * the packages they depend on) they compress together and arrive in 2 requests instead of 8
 * (2.6 KiB gzip and 3.0 KiB brotli less before `/` is live). The remotes keep one chunk per
 * package: a remote's own copies load only where the page lacks one, and grouped they would bring
 * siblings the page already has.
 */
const REACT_PACKAGES = ['react', 'react-dom', 'scheduler'];
const singletonPackages = [...new Set(Object.keys(singletonRanges).map(packageOf))].filter((pkg) => pkg !== 'shared');
const sharedChunk = (name: string, packages: string[]) => ({
  test: new RegExp(`[\\\\/]node_modules[\\\\/](${packages.join('|')})[\\\\/]`),
  name,
  chunks: 'async' as const,
  enforce: true,
  priority: 30,
});
const SHELL_SHARED_CHUNKS = {
  'shared-react': sharedChunk('shared-react', REACT_PACKAGES),
  'shared-libs': sharedChunk('shared-libs', [
    ...singletonPackages.filter((pkg) => !REACT_PACKAGES.includes(pkg)),
    // What they and `shared` depend on: styled-components (stylis, @emotion), react-toastify (clsx), ky.
    'stylis', '@emotion', 'clsx', 'ky',
  ]),
};

/** Dev-server ports (`npm run dev`); the shell's dev server proxies /api to DEV_API_PORT. */
export const DEV_PORTS = { shell: 3000, remote_public: 3011, remote_member: 3012, remote_admin: 3013 } as const;
export const DEV_API_PORT = 3100;

export interface FederatedAppOptions {
  /** Federation container name, e.g. `remote_public`. */
  name: keyof typeof DEV_PORTS;
  /** The app's folder (its rsbuild.config.ts passes `__dirname`). */
  dir: string;
  /** For a remote: exposed modules, `./name` -> file. */
  exposes?: Record<string, string>;
  /** For the shell: the Node entry of the server render (its `node` environment). */
  serverEntry?: string;
  /** Extra Rsbuild config merged over the base. */
  config?: RsbuildConfig;
}

/** Where an app's Node build goes (beside its web build, so a remote publishes both at once). */
export const SSR_DIR = 'ssr';

/**
 * styled-components' class names from each component's file and position, not from the order
 * components were created in: the server's build and the browser's draw the same names, so a
 * page hydrates without a mismatch (the unfederated build uses it too: the same code).
 */
export const styledComponentsPlugin = () => pluginStyledComponents({ ssr: true, displayName: false, fileName: true });

export function federatedApp(options: FederatedAppOptions): RsbuildConfig {
  const isRemote = Boolean(options.exposes);
  const federation = (target: 'web' | 'node') => pluginModuleFederation(
    {
      name: options.name,
      ...(isRemote ? { exposes: options.exposes, filename: 'remoteEntry.js' } : { remotes: {} }),
      shared: sharedSingletons,
      shareStrategy: 'loaded-first',
      dts: false,
      // One federation runtime in the page: the shell provides its runtime core and the
      // remotes use it instead of bundling their own (about 20 KiB gzip less per remote entry).
      // On the server each container keeps its own runtime (bytes do not matter there).
      // `optimization.target: 'web'` drops the runtime's Node loading code from the browser's
      // build (about 2 KiB gzip off the shell's entry and off each remote entry).
      experiments: target === 'node'
        ? {}
        : { ...(isRemote ? { externalRuntime: true } : { provideExternalRuntime: true }), optimization: { target: 'web' } },
      manifest: {
        filePath: '',
        // The manifest keeps `metaData` whole: the shell reads `metaData.clubBuild` from it.
        additionalData: ({ stats }) => {
          const metaData = stats.metaData as typeof stats.metaData & {
            clubBuild?: ClubBuildInfo; clubContract?: Record<string, number>; ssrRemoteEntry?: object;
          };
          metaData.clubBuild = clubBuild;
          // The contract version of each module this remote was built against (`npm run ship`
          // compares them with the live shell's shell-contract.json).
          if (isRemote) metaData.clubContract = contractVersionsOf(options.name);
          // The federation runtime in Node loads this entry instead of the browser's: the same
          // manifest URL serves the browser and the server render.
          if (isRemote && target === 'web') metaData.ssrRemoteEntry = { name: 'remoteEntry.js', path: SSR_DIR, type: 'commonjs-module' };
          return stats;
        },
      },
    },
    target === 'node' ? { target: 'node', environment: 'node' } : { environment: 'web' },
  );
  const base = defineConfig({
    root: options.dir,
    plugins: [pluginReact(), styledComponentsPlugin(), federation('web'), federation('node')],
    source: {
      tsconfigPath: join(options.dir, 'tsconfig.json'),
      // The app's own record (the shell compares remotes against it).
      define: { __CLUB_BUILD__: JSON.stringify(clubBuild) },
    },
    environments: {
      web: { resolve: { alias: federationRuntimeAsEsm() } },
      // The server's copy: CommonJS chunks the federation runtime loads in Node over HTTP,
      // published beside the web build under ssr/.
      node: {
        output: {
          target: 'node',
          // A remote's is published with it; the shell's stays off the web root.
          distPath: { root: isRemote ? join('dist', SSR_DIR) : 'dist-server' },
          // The workspaces are ES module packages: Node must read the shell's bundle as CommonJS.
          ...(isRemote ? {} : { filename: { js: '[name].cjs' } }),
          minify: false,
          sourceMap: false,
        },
        ...(options.serverEntry ? { source: { entry: { server: options.serverEntry } } } : {}),
      },
    },
    output: {
      // A remote's build must run from any origin and path (/<remote>/<version>/).
      assetPrefix: isRemote ? 'auto' : '/',
      cleanDistPath: true,
      sourceMap: { js: 'source-map', css: false },
    },
    performance: {
      // A remote's lazy screens share their common modules through chunks of their own from 3 KB
      // (the default is 20 KB, below which each screen's chunk carried its own copy): about 3 KiB
      // gzip less in remote-admin, one or two more requests when a screen opens.
      chunkSplit: isRemote
        ? { strategy: 'split-by-experience', override: { minSize: 3000 } }
        : { strategy: 'split-by-experience', override: { cacheGroups: SHELL_SHARED_CHUNKS } },
    },
    server: {
      port: DEV_PORTS[options.name],
      host: '127.0.0.1',
      strictPort: true,
      cors: isRemote ? { origin: true } : false,
    },
    dev: { assetPrefix: isRemote ? 'auto' : '/' },
  });
  return options.config ? mergeRsbuildConfig(base, options.config) : base;
}

export default defineConfig({});
