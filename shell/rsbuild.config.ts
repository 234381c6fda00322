import { join } from 'node:path';
import type { RsbuildConfig, RsbuildPlugin } from '@rsbuild/core';
import { clubBuild, DEV_API_PORT, federatedApp } from '../rsbuild.config';
import { SHELL_CONTRACT_FILE, shellContract } from './src/federation/shell-contract';

/** The page itself: also what the unfederated build (unfederated/rsbuild.config.ts) serves. */
export const shellHtml: RsbuildConfig['html'] = {
  title: 'The Chicago Supper Society',
  meta: {
    description:
      'An invitation-only dining society in Chicago: private dinners, chef tastings and a table of curious people.',
    'theme-color': '#15120f',
  },
  favicon: join(import.meta.dirname, 'public/favicon.svg'),
  template: join(import.meta.dirname, 'src/index.html'),
};

/**
 * Writes `shell-contract.json` next to index.html: what this shell needs from the remotes, from
 * the same record its run-time check reads, for `npm run ship` to check a remote against.
 */
const shellContractPlugin = (): RsbuildPlugin => ({
  name: 'club:shell-contract',
  setup(api) {
    api.processAssets({ stage: 'additional', environments: ['web'] }, ({ compilation, sources }) => {
      compilation.emitAsset(SHELL_CONTRACT_FILE, new sources.RawSource(`${JSON.stringify(shellContract(clubBuild), null, 2)}\n`));
    });
  },
});

export default federatedApp({
  name: 'shell',
  dir: import.meta.dirname,
  serverEntry: join(import.meta.dirname, 'src/server/index.ts'),
  config: {
    plugins: [shellContractPlugin()],
    html: shellHtml,
    server: {
      // In development the shell's dev server proxies what the production server serves itself:
      // the API, the run-time config and the local object storage.
      proxy: Object.fromEntries(['/api', '/config.json', '/storage'].map((path) => [path, `http://127.0.0.1:${DEV_API_PORT}`])),
    },
  },
});
