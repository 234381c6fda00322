/**
 * Test helpers (not part of the app): a remote manifest as this repo's builds write it, and a
 * real federation runtime instance whose network is stood in for by plugins.
 */
import { createInstance, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { compatibleRange } from 'shared/semver';
import type { GuardedPackage, HostVersions } from './remote-compatibility';

/** The versions the tests' site runs; `remoteManifest()` is built against the same by default. */
export const TEST_HOST_VERSIONS = {
  shared: '0.1.0', react: '19.3.1', 'react-dom': '19.3.1', '@module-federation/runtime-core': '2.9.2',
} satisfies HostVersions;

const noAssets = () => ({ js: { sync: [], async: [] }, css: { sync: [], async: [] } });

export interface RemoteBuild {
  shared?: string;
  react?: string;
  reactDom?: string;
  /** The federation runtime core the remote was built to use (the shell provides it). */
  runtimeCore?: string;
  /** Ranges recorded instead of the compatible range of the version built against. */
  requires?: Partial<Record<GuardedPackage, string>>;
}

/**
 * `mf-manifest.json` of remote_member (trimmed), built against the given versions: its
 * `metaData.clubBuild` and the federation's `shared` array, with an unguarded jotai in both.
 */
export function remoteManifest({
  shared = TEST_HOST_VERSIONS.shared, react = TEST_HOST_VERSIONS.react, reactDom = react,
  runtimeCore = TEST_HOST_VERSIONS['@module-federation/runtime-core'], requires = {},
}: RemoteBuild = {}) {
  const required = {
    shared: compatibleRange(shared), react: compatibleRange(react), 'react-dom': compatibleRange(reactDom),
    '@module-federation/runtime-core': compatibleRange(runtimeCore), ...requires,
  };
  const sharedEntry = (name: string, version: string, requiredVersion: string) => ({
    id: `remote_member:${name}`, name, version, singleton: true, requiredVersion, assets: noAssets(),
  });
  return {
    id: 'remote_member',
    name: 'remote_member',
    metaData: {
      name: 'remote_member',
      globalName: 'remote_member',
      buildInfo: { buildVersion: '0.1.0', buildName: '@club/remote-member' },
      publicPath: 'auto',
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      types: { path: '', name: '', zip: '', api: '' },
      pluginVersion: '2.9.2',
      clubBuild: {
        schema: 1,
        versions: { shared, react, 'react-dom': reactDom, '@module-federation/runtime-core': runtimeCore, jotai: '3.0.1' },
        requires: { ...required, jotai: '^3.0.0' },
      },
    },
    shared: [
      sharedEntry('react', react, required.react),
      sharedEntry('react/jsx-runtime', react, required.react),
      sharedEntry('react-dom', reactDom, required['react-dom']),
      sharedEntry('react-dom/client', reactDom, required['react-dom']),
      sharedEntry('shared', shared, required.shared),
      sharedEntry('jotai', '3.0.1', '^3.0.0'),
    ],
    remotes: [],
    exposes: [{ id: 'remote_member:dashboard-page', name: 'dashboard-page', path: './dashboard-page', assets: noAssets() }],
  };
}

let hosts = 0;

/**
 * A host with the given plugins that fetches `manifest` for remote_member (at a URL unique to
 * this host: the runtime caches manifest loads page-wide) and whose remote entry, if the
 * runtime gets that far, exposes `component`. With `down`, that file cannot be had: each fetch
 * of the manifest, or each load of the entry, fails with a new error. Records what it was asked
 * for.
 */
export function fakeHost({ manifest, component, plugins, down }: {
  manifest: object;
  component: ComponentType;
  plugins: ModuleFederationRuntimePlugin[];
  down?: 'manifest' | 'entry';
}) {
  hosts += 1;
  const manifestUrl = `http://cdn.test/remote-member/${hosts}/mf-manifest.json`;
  const fetched: string[] = [];
  const entries: string[] = [];
  const network: ModuleFederationRuntimePlugin = {
    name: 'test-network',
    async fetch(url: string) {
      fetched.push(url);
      if (down === 'manifest') throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify(manifest), { headers: { 'content-type': 'application/json' } });
    },
    async loadEntry({ remoteInfo }) {
      entries.push(remoteInfo.entry);
      if (down === 'entry') throw new Error('remoteEntry.js answered 500');
      return { init: async () => undefined, get: async () => () => ({ default: component }) } as never;
    },
  };
  const host = createInstance({
    name: `fake_host_${hosts}`,
    remotes: [{ name: 'remote_member', entry: manifestUrl }],
    shared: {},
    plugins: [network, ...plugins],
  });
  return { host, fetched, entries, manifestUrl, entryUrl: manifestUrl.replace('mf-manifest.json', 'remoteEntry.js') };
}
